import type { ReactNode } from 'react';
import { IconButton } from '@mui/material';
import Edit from '@mui/icons-material/Edit';
import Delete from '@mui/icons-material/Delete';
import { useCommonT } from '../lib/common-texts';

/** Edit and delete buttons of a table row (edit opens read-only for viewers; delete needs the edit permission). */
export function RowActions(p: {
  name: string;
  canEdit: boolean;
  onEdit(): void;
  onDelete(): void;
  children?: ReactNode;
}) {
  const t = useCommonT();
  return (
    <>
      {p.children}
      <IconButton aria-label={t('editItem', { name: p.name })} onClick={p.onEdit}>
        <Edit />
      </IconButton>
      <IconButton aria-label={t('deleteItem', { name: p.name })} disabled={!p.canEdit} onClick={p.onDelete}>
        <Delete />
      </IconButton>
    </>
  );
}
