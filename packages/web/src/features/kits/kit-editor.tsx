import { useEffect, useState } from 'react';
import { Alert, Box, Dialog, Divider, Stack, Typography } from '@mui/material';
import { kitInputSchema, type Server, type ShopRank } from '@asa/domain';
import { api, ApiError } from '../../lib/api';
import { useSession } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { ConfirmDialog } from '../../components/confirm-dialog';
import {
  dropMissingServers,
  isShownField,
  issuesToErrors,
  numTexts,
  toBody,
  type FieldErrors,
  type KitDraft,
  type NumKey,
} from './kit-draft';
import type { KitFormProps } from './kit-form-props';
import { KitEditorBar } from './kit-editor-bar';
import { KitGeneralSection } from './kit-general-section';
import { BuyLimitSection } from './buy-limit-section';
import { ServerLimitSection } from './server-limit-section';
import { RoleLimitSection } from './role-limit-section';
import { ItemGroupsEditor } from './item-groups-editor';

/** Full-screen add/edit dialog of one kit; validates with `kitInputSchema` and shows server `fields` too. */
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
  const toast = useToast();
  // servers null: not loaded (then no server id is dropped)
  const [initial] = useState(() => (p.servers ? dropMissingServers(p.draft, p.servers) : p.draft));
  const [k, setK] = useState<KitDraft>(initial);
  const [nums, setNums] = useState(() => numTexts(p.draft));
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [askDiscard, setAskDiscard] = useState(false);
  const ks = bot!.kitSettings;

  const check = kitInputSchema.safeParse(toBody(k, nums, bot!.id));
  const clientErrors = check.success ? {} : issuesToErrors(check.error.issues);
  const errors = { ...serverErrors, ...(tried ? clientErrors : {}) };
  // Item Choice with more than 25 groups: the message shows at once and Save stays disabled (SPEC 5)
  const choiceTooMany = k.kitType === 'multipleChoice' && !!clientErrors.itemGroups;
  if (choiceTooMany) errors.itemGroups = clientErrors.itemGroups;
  const other = Object.entries(errors).filter(([key]) => !isShownField(key));
  const dirty = JSON.stringify({ k, nums }) !== JSON.stringify({ k: initial, nums: numTexts(p.draft) });
  const { onDirty } = p;
  useEffect(() => onDirty(dirty && p.canEdit), [dirty, p.canEdit, onDirty]);
  useEffect(() => () => onDirty(false), [onDirty]);

  const clear = (keys: string[]) =>
    setServerErrors((e) =>
      Object.fromEntries(Object.entries(e).filter(([key]) => !keys.some((x) => key.startsWith(x)))),
    );
  const form: KitFormProps = {
    k,
    set: (patch) => {
      setK((cur) => ({ ...cur, ...patch }));
      clear(Object.keys(patch));
    },
    nums,
    setNum: (key: NumKey, value: string) => {
      setNums((cur) => ({ ...cur, [key]: value }));
      clear([key]);
    },
    errors,
    disabled: !p.canEdit || saving,
  };

  const save = async () => {
    setTried(true);
    if (!check.success) return;
    setSaving(true);
    try {
      await (k.id ? api.PUT : api.POST)('/api/kit', { body: { kit: check.data } });
      toast({
        severity: 'success',
        message: k.id ? `${check.data.name} saved.` : `${check.data.name} added.`,
      });
      await p.onSaved();
    } catch (e) {
      if (e instanceof ApiError) setServerErrors(e.fields);
      toast({ severity: 'error', title: 'Error', message: (e as Error).message });
    } finally {
      setSaving(false);
    }
  };
  const close = () => (dirty && p.canEdit ? setAskDiscard(true) : p.onClose());
  const title = k.id ? `Edit kit ${p.draft.name}` : 'Add kit';

  return (
    <Dialog fullScreen open onClose={close} aria-labelledby="kit-editor-title">
      <KitEditorBar
        title={title}
        canSave={p.canEdit && !choiceTooMany && !saving}
        onClose={close}
        onSave={save}
      />
      <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 900, width: '100%', mx: 'auto' }}>
        <Stack spacing={2}>
          {tried && !check.success && <Alert severity="error">Please correct the marked fields.</Alert>}
          {other.length > 0 && (
            <Alert severity="error">
              {other.map(([key, msg]) => (
                <div key={key}>
                  {key}: {msg}
                </div>
              ))}
            </Alert>
          )}
          <KitGeneralSection {...form} channelChanged={!!k.id && k.channelId !== p.draft.channelId} />
          {(ks.enableBuyLimits || ks.enableServerLimits || ks.enableRoleLimits) && (
            <>
              <Divider />
              <Typography variant="h6" component="h2">
                Limits
              </Typography>
            </>
          )}
          {ks.enableBuyLimits && <BuyLimitSection {...form} />}
          {ks.enableServerLimits && <ServerLimitSection {...form} servers={p.servers ?? []} />}
          {ks.enableRoleLimits && <RoleLimitSection {...form} ranks={p.ranks} />}
          <Divider />
          <ItemGroupsEditor
            groups={(k.itemGroups ?? []).map((g) => ({
              index: g.index,
              name: g.name ?? '',
              items: g.items ?? [],
            }))}
            onChange={(g) => form.set({ itemGroups: g })}
            itemLimit={limits?.numItems ?? Infinity}
            isChoice={k.kitType === 'multipleChoice'}
            errors={errors}
            disabled={form.disabled}
          />
        </Stack>
      </Box>
      <ConfirmDialog
        open={askDiscard}
        title="Discard changes?"
        confirmLabel="Discard"
        danger
        onClose={() => setAskDiscard(false)}
        onConfirm={() => {
          setAskDiscard(false);
          p.onClose();
        }}
      >
        This kit has unsaved changes. Close the editor and lose them?
      </ConfirmDialog>
    </Dialog>
  );
}
