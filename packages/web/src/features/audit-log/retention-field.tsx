import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Stack, TextField, Typography } from '@mui/material';
import { auditRetentionSchema } from '@asa/domain';
import { api, data } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { useToast } from '../../lib/toast';
import { useCommonT } from '../../lib/common-texts';
import { translateText } from '../../lib/spec-messages';
import { auditKeys } from './keys';
import { useAuditLogT } from './texts';

/**
 * How many days the instance keeps its audit log (the daily prune job deletes older entries) and when that
 * job last ran; only the owner changes the days (a manager with AuditLog_View sees them).
 */
export function RetentionField({ botId, canEdit }: { botId: number; canEdit: boolean }) {
  const qc = useQueryClient();
  const t = useAuditLogT();
  const c = useCommonT();
  const toast = useToast();
  const stored = useQuery({
    queryKey: auditKeys.retention(botId),
    queryFn: () => data(api.GET('/api/audit/retention/{botId}', { params: { path: { botId } } })),
  });
  const [text, setText] = useState('');
  useEffect(() => {
    if (stored.data) setText(String(stored.data.days));
  }, [stored.data]);
  const parsed = auditRetentionSchema.safeParse({ days: Number(text) });
  const error = text !== '' && !parsed.success ? parsed.error.issues[0]?.message : undefined;
  const save = useMutation({
    mutationFn: (days: number) =>
      data(api.PUT('/api/audit/retention/{botId}', { params: { path: { botId } }, body: { days } })),
    onSuccess: () => {
      toast({ severity: 'success', message: t('saved') });
      return qc.invalidateQueries({ queryKey: auditKeys.all(botId) });
    },
    onError: (e) => toast({ severity: 'error', title: c('error'), message: (e as Error).message }),
  });
  const pruned = stored.data?.lastPrunedAt;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          label={t('keepDays')}
          size="small"
          type="number"
          value={text}
          onChange={(e) => setText(e.target.value)}
          disabled={!canEdit}
          error={!!error}
          helperText={error && translateText(error)}
        />
        <Button
          variant="outlined"
          disabled={!canEdit || !parsed.success || save.isPending || Number(text) === stored.data?.days}
          onClick={() => parsed.success && save.mutate(parsed.data.days)}
        >
          {c('save')}
        </Button>
      </Stack>
      {stored.data && (
        <Typography variant="body2" color="text.secondary" data-testid="audit-last-prune">
          {pruned ? t('lastPruned', { time: formatDateTime(pruned) }) : t('notPrunedYet')}
        </Typography>
      )}
    </Stack>
  );
}
