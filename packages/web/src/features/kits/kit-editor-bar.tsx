import { AppBar, Button, IconButton, Toolbar, Typography } from '@mui/material';
import Close from '@mui/icons-material/Close';
import { useCommonT } from '../../lib/common-texts';

/** The sticky top bar of the full-screen kit editor: Close, title, Save. */
export function KitEditorBar(p: { title: string; canSave: boolean; onClose(): void; onSave(): void }) {
  const c = useCommonT();
  return (
    <AppBar position="sticky" color="default">
      <Toolbar>
        <IconButton edge="start" onClick={p.onClose} aria-label={c('close')}>
          <Close />
        </IconButton>
        <Typography id="kit-editor-title" variant="h6" component="h1" sx={{ flexGrow: 1, ml: 1 }} noWrap>
          {p.title}
        </Typography>
        <Button variant="contained" disabled={!p.canSave} onClick={p.onSave}>
          {c('save')}
        </Button>
      </Toolbar>
    </AppBar>
  );
}
