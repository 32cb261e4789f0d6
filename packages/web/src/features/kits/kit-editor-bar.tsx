import { AppBar, Button, IconButton, Toolbar, Typography } from '@mui/material';
import Close from '@mui/icons-material/Close';

/** The sticky top bar of the full-screen kit editor: Close, title, Save. */
export function KitEditorBar(p: { title: string; canSave: boolean; onClose(): void; onSave(): void }) {
  return (
    <AppBar position="sticky" color="default">
      <Toolbar>
        <IconButton edge="start" onClick={p.onClose} aria-label="Close">
          <Close />
        </IconButton>
        <Typography id="kit-editor-title" variant="h6" component="h1" sx={{ flexGrow: 1, ml: 1 }} noWrap>
          {p.title}
        </Typography>
        <Button variant="contained" disabled={!p.canSave} onClick={p.onSave}>
          Save
        </Button>
      </Toolbar>
    </AppBar>
  );
}
