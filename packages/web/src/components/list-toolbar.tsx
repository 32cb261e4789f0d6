import type { ReactNode } from 'react';
import { Box, Button, Stack, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useCommonT } from '../lib/common-texts';
import { MoreActions, type MoreAction } from './more-actions';

/**
 * Toolbar above a list: Add button, extra buttons, Refresh and a search field. With `more`, Refresh and those
 * actions go into one "More actions" menu after the buttons (docs/web-guide.md "Toolbars").
 */
export function ListToolbar(p: {
  addLabel: string;
  addDisabled: boolean;
  onAdd(): void;
  onRefresh(): void;
  search: string;
  onSearch(value: string): void;
  children?: ReactNode;
  more?: MoreAction[];
}) {
  const t = useCommonT();
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ my: 1, alignItems: 'center', flexWrap: 'wrap', '& .MuiButton-root': { whiteSpace: 'nowrap' } }}
    >
      <Button variant="contained" startIcon={<AddIcon />} disabled={p.addDisabled} onClick={p.onAdd}>
        {p.addLabel}
      </Button>
      {p.children}
      {p.more ? (
        <MoreActions actions={[{ label: t('refresh'), onClick: p.onRefresh }, ...p.more]} />
      ) : (
        <Button onClick={p.onRefresh}>{t('refresh')}</Button>
      )}
      <Box sx={{ flexGrow: 1 }} />
      <TextField
        size="small"
        label={t('search')}
        value={p.search}
        onChange={(e) => p.onSearch(e.target.value)}
        sx={{ width: { xs: '100%', sm: 'auto' } }}
      />
    </Stack>
  );
}
