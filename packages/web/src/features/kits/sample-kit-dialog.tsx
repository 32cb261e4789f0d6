import { Controller } from 'react-hook-form';
import { Alert, MenuItem, TextField, Typography } from '@mui/material';
import { kitTypeLabels, sampleKitChoiceSchema } from '@asa/domain';
import { api } from '../../lib/api';
import { useSaveEntity, useZodForm } from '../../lib/form';
import { FormDialog } from '../../components/form/form-dialog';
import { useSamples } from './use-kits';

/** Add Sample Kit: choose a sample, read its description, Create (POST with the instance's botId). */
export function SampleKitDialog(p: { botId: number; onClose(): void; onCreated(): Promise<unknown> }) {
  const samples = useSamples();
  const form = useZodForm(sampleKitChoiceSchema, { sampleId: '' });
  const sample = samples.data?.find((s) => s.id === form.watch('sampleId'));
  const create = useSaveEntity({
    save: async () => {
      if (!sample) return;
      await api.POST('/api/kit', { body: { kit: { ...sample.kit, botId: p.botId } } });
    },
    done: `${sample?.kit.name ?? 'Kit'} created.`,
    onSaved: p.onCreated,
    form,
  });
  return (
    <FormDialog
      id="sample-form"
      title="Add Sample Kit"
      onClose={p.onClose}
      onSubmit={form.handleSubmit(() => create.mutate())}
      submitLabel="Create"
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
            label="Sample"
            disabled={samples.isLoading}
            helperText={samples.isLoading ? 'Loading samples...' : undefined}
            {...field}
          >
            {(samples.data ?? []).map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {sample && (
        <>
          <Typography data-testid="sample-description">{sample.description}</Typography>
          <Typography variant="body2" color="text.secondary">
            Creates the kit &quot;{sample.kit.name}&quot;: {kitTypeLabels[sample.kit.kitType ?? 'normal']},
            price {sample.kit.price ?? 0},{' '}
            {(sample.kit.itemGroups ?? []).reduce((n, g) => n + (g.items?.length ?? 0), 0)} items. You can
            edit it afterwards.
          </Typography>
        </>
      )}
    </FormDialog>
  );
}
