import type { ReactNode } from 'react';
import { Box, Button, Stack, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useCommonT } from '../lib/common-texts';

/** Toolbar above a list: Add button, extra buttons, Refresh and a search field. */
export function ListToolbar(p: {
  addLabel: string;
  addDisabled: boolean;
  onAdd(): void;
  onRefresh(): void;
  search: string;
  onSearch(value: string): void;
  children?: ReactNode;
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
      <Button onClick={p.onRefresh}>{t('refresh')}</Button>
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
