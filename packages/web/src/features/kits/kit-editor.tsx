import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Alert, Box, Dialog, Divider, Stack, Typography } from '@mui/material';
import type { KitInputParsed, Server, ShopRank } from '@asa/domain';
import { api, data } from '../../lib/api';
import { useZodForm, useSaveEntity } from '../../lib/form';
import { useSession } from '../../lib/session';
import { ConfirmDialog } from '../../components/confirm-dialog';
import type { KitDraft, KitFormValues } from './kit-draft';
import { flatErrors, isShownField, kitFormSchema, toFormValues } from './kit-form';
import type { KitFormProps } from './kit-form-props';
import { KitEditorBar } from './kit-editor-bar';
import { KitGeneralSection } from './kit-general-section';
import { BuyLimitSection } from './buy-limit-section';
import { ServerLimitSection } from './server-limit-section';
import { RoleLimitSection } from './role-limit-section';
import { ItemGroupsEditor } from './item-groups-editor';
import { KitDrawsTable } from './kit-draws';
import { KitSaleSection } from './kit-sale-section';
import { useKitEditorT } from './editor-texts';
import { translateText } from '../../lib/spec-messages';

/**
 * Full-screen add/edit dialog of one kit, on the dashboard's one form pattern (docs/web-guide.md "Forms"):
 * react-hook-form through `useZodForm` with the domain's kit schema, the save through `useSaveEntity` (the
 * server's `fields` land under the inputs). The sections edit the form's values through `set`.
 */
export function KitEditor(p: {
  draft: KitDraft;
  servers: Server[] | null;
  ranks: ShopRank[];
  canEdit: boolean;
  onClose(): void;
  onSaved(): Promise<unknown>;
  onDirty(dirty: boolean): void;
}) {
  const { bot, limits } = useSession();
  const t = useKitEditorT();
  const [schema] = useState(() => kitFormSchema(bot!.id));
  const form = useZodForm(schema, toFormValues(p.draft, p.servers));
  const k = useWatch({ control: form.control }) as KitFormValues;
  const { errors: formErrors, isDirty, isSubmitted } = form.formState;
  const [askDiscard, setAskDiscard] = useState(false);
  const ks = bot!.kitSettings;
  const editing = p.draft.id !== undefined;

  const save = useSaveEntity({
    save: (kit: KitInputParsed) => data((editing ? api.PUT : api.POST)('/api/kit', { body: { kit } })),
    done: (kit) => t(editing ? 'saved' : 'added', { name: kit.name }),
    onSaved: p.onSaved,
    form,
  });

  const errors = flatErrors(formErrors);
  // Item Choice with more than 25 groups: the message shows at once and Save stays disabled (SPEC 5)
  const now = schema.safeParse(k);
  const tooMany = now.success ? undefined : now.error.issues.find((i) => i.path.join('.') === 'itemGroups');
  const choiceTooMany = k.kitType === 'multipleChoice' && !!tooMany;
  if (choiceTooMany) errors.itemGroups = translateText(tooMany.message);
  const other = Object.entries(errors).filter(([key]) => !isShownField(key));
  const { onDirty } = p;
  useEffect(() => onDirty(isDirty && p.canEdit), [isDirty, p.canEdit, onDirty]);
  useEffect(() => () => onDirty(false), [onDirty]);

  const props: KitFormProps = {
    k,
    set: (patch) => {
      for (const [key, value] of Object.entries(patch))
        form.setValue(key as keyof KitFormValues, value as never, {
          shouldDirty: true,
          // after a first Save, a change checks that field again (and clears the server's message)
          shouldValidate: isSubmitted,
        });
    },
    errors,
    disabled: !p.canEdit || save.isPending,
  };

  const close = () => (isDirty && p.canEdit ? setAskDiscard(true) : p.onClose());
  const title = editing ? t('editTitle', { name: p.draft.name }) : t('addTitle');

  return (
    <Dialog fullScreen open onClose={close} aria-labelledby="kit-editor-title">
      <KitEditorBar
        title={title}
        canSave={p.canEdit && !choiceTooMany && !save.isPending}
        onClose={close}
        onSave={form.handleSubmit((kit) => save.mutate(kit))}
      />
      <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 900, width: '100%', mx: 'auto' }}>
        <Stack spacing={2}>
          {isSubmitted && !now.success && <Alert severity="error">{t('fixFields')}</Alert>}
          {other.length > 0 && (
            <Alert severity="error">
              {other.map(([key, msg]) => (
                <div key={key}>{key === 'root.server' ? msg : `${key}: ${msg}`}</div>
              ))}
            </Alert>
          )}
          <KitGeneralSection {...props} channelChanged={editing && k.channelId !== p.draft.channelId} />
          {(ks.enableBuyLimits || ks.enableServerLimits || ks.enableRoleLimits) && (
            <>
              <Divider />
              <Typography variant="h6" component="h2">
                {t('limits')}
              </Typography>
            </>
          )}
          {ks.enableBuyLimits && <BuyLimitSection {...props} />}
          {ks.enableServerLimits && <ServerLimitSection {...props} servers={p.servers ?? []} />}
          {ks.enableRoleLimits && <RoleLimitSection {...props} ranks={p.ranks} />}
          <Divider />
          <KitSaleSection {...props} />
          <Divider />
          <ItemGroupsEditor
            groups={(k.itemGroups ?? []).map((g) => ({
              index: g.index,
              name: g.name ?? '',
              items: g.items ?? [],
              weight: g.weight ?? 1,
            }))}
            onChange={(g) => props.set({ itemGroups: g })}
            itemLimit={limits?.numItems ?? Infinity}
            isChoice={k.kitType === 'multipleChoice'}
            isRandom={k.kitType === 'random'}
            errors={errors}
            disabled={props.disabled}
          />
          {k.kitType === 'random' && p.draft.id !== undefined && <KitDrawsTable kitId={p.draft.id} />}
        </Stack>
      </Box>
      <ConfirmDialog
        open={askDiscard}
        title={t('discardTitle')}
        confirmLabel={t('discard')}
        danger
        onClose={() => setAskDiscard(false)}
        onConfirm={() => {
          setAskDiscard(false);
          p.onClose();
        }}
      >
        {t('discardText')}
      </ConfirmDialog>
    </Dialog>
  );
}
