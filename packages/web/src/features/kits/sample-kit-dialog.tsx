import { Controller } from 'react-hook-form';
import { Alert, MenuItem, TextField, Typography } from '@mui/material';
import { sampleKitChoiceSchema } from '@asa/domain';
import { api } from '../../lib/api';
import { useSaveEntity, useZodForm } from '../../lib/form';
import { FormDialog } from '../../components/form/form-dialog';
import { useSamples } from './use-kits';
import { useKitEditorT } from './editor-texts';

/** Add Sample Kit: choose a sample, read its description, Create (POST with the instance's botId). */
export function SampleKitDialog(p: { botId: number; onClose(): void; onCreated(): Promise<unknown> }) {
  const t = useKitEditorT();
  const samples = useSamples();
  const form = useZodForm(sampleKitChoiceSchema, { sampleId: '' });
  const sample = samples.data?.find((s) => s.id === form.watch('sampleId'));
  const create = useSaveEntity({
    save: async () => {
      if (!sample) return;
      await api.POST('/api/kit', { body: { kit: { ...sample.kit, botId: p.botId } } });
    },
    done: t('sampleCreated', { name: sample?.kit.name ?? 'Kit' }),
    onSaved: p.onCreated,
    form,
  });
  return (
    <FormDialog
      id="sample-form"
      title={t('sampleTitle')}
      onClose={p.onClose}
      onSubmit={form.handleSubmit(() => create.mutate())}
      submitLabel={t('create')}
      submitDisabled={!sample || create.isPending}
    >
      {samples.error && <Alert severity="error">{samples.error.message}</Alert>}
      <Controller
        control={form.control}
        name="sampleId"
        render={({ field }) => (
          <TextField
            select
            fullWidth
            label={t('sample')}
            disabled={samples.isLoading}
            helperText={samples.isLoading ? t('loadingSamples') : undefined}
            {...field}
          >
            {(samples.data ?? []).map((s) => (
              <MenuItem key={s.id} value={s.id} data-server-text>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {sample && (
        <>
          <Typography data-testid="sample-description" data-server-text>
            {sample.description}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('sampleSummary', {
              name: sample.kit.name,
              type: t(`kitType.${sample.kit.kitType ?? 'normal'}`),
              price: sample.kit.price ?? 0,
              items: (sample.kit.itemGroups ?? []).reduce((n, g) => n + (g.items?.length ?? 0), 0),
            })}
          </Typography>
        </>
      )}
    </FormDialog>
  );
}
