import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Stack, TextField } from '@mui/material';
import { auditRetentionSchema } from '@asa/domain';
import { api, data } from '../../lib/api';
import { useToast } from '../../lib/toast';
import { useCommonT } from '../../lib/common-texts';
import { translateText } from '../../lib/spec-messages';
import { auditKeys } from './keys';
import { useAuditLogT } from './texts';

/** How many days the instance keeps its audit log (the daily prune job deletes older entries). */
export function RetentionField({ botId }: { botId: number }) {
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
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <TextField
        label={t('keepDays')}
        size="small"
        type="number"
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={!!error}
        helperText={error && translateText(error)}
      />
      <Button
        variant="outlined"
        disabled={!parsed.success || save.isPending || Number(text) === stored.data?.days}
        onClick={() => parsed.success && save.mutate(parsed.data.days)}
      >
        {c('save')}
      </Button>
    </Stack>
  );
}
