import { useState } from 'react';
import { Button } from '@mui/material';
import { useCommonT } from '../lib/common-texts';
import { useSpecMessages } from '../lib/spec-messages';
import { useToast } from '../lib/toast';
import { ConfirmDialog } from './confirm-dialog';

/**
 * "Delete N" for a list's selection (docs/lists.md "Multi-select delete"): shown while rows are selected,
 * asks for confirmation, runs `remove(ids)` (the list's `DELETE /api/<x>/many`), toasts and calls `onDone`.
 */
export function DeleteSelected(p: {
  kind: 'players' | 'servers' | 'shopRanks' | 'kits';
  ids: number[];
  remove(ids: number[]): Promise<{ deleted: number }>;
  onDone(): unknown;
}) {
  const t = useCommonT();
  const m = useSpecMessages();
  const toast = useToast();
  const [asking, setAsking] = useState(false);
  const count = p.ids.length;
  if (!count) return null;
  const confirm = async () => {
    setAsking(false);
    try {
      const done = await p.remove(p.ids);
      toast({ severity: 'success', message: t('deleteSelected.done', { count: done.deleted }) });
      p.onDone();
    } catch (e) {
      toast({ severity: 'error', title: m('errorTitle'), message: (e as Error).message });
    }
  };
  return (
    <>
      <Button color="error" onClick={() => setAsking(true)}>
        {t('deleteSelected', { count })}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('deleteSelected.title', { count, kind: p.kind })}
        danger
        confirmLabel={t('delete')}
        onClose={() => setAsking(false)}
        onConfirm={() => void confirm()}
      >
        {t('deleteSelected.text', { kind: p.kind })}
      </ConfirmDialog>
    </>
  );
}
