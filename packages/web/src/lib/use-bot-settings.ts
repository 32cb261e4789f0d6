import { useEffect, useMemo, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BotInstance } from '@asa/domain';
import { api, ApiError, data } from './api';
import { sessionKeys } from './query-keys';
import { useSession } from './session';
import { useToast } from './toast';
import { useCommonT } from './common-texts';

/**
 * The shared "settings page" behaviour (SPEC 4): edit a local copy of parts of the selected instance,
 * dirty when it differs from the saved copy, Save sends the whole instance, Revert restores the saved copy.
 */
export function useBotSettings<K extends keyof BotInstance>(keys: K[]) {
  const { bot } = useSession();
  const qc = useQueryClient();
  const toast = useToast();
  const t = useCommonT();
  // callers pass a new array each render: the memo keys on its contents
  const keyList = keys.join();
  const saved = useMemo(() => {
    if (!bot) return null;
    const out = {} as Pick<BotInstance, K>;
    for (const k of keyList.split(',') as K[]) out[k] = structuredClone(bot[k]);
    return out;
  }, [bot, keyList]);
  const [draft, setDraft] = useState(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The saved copy the draft was started from. The instance list refreshes every 60 s (and on any change
  // of the instance, e.g. the shop switch); pending edits survive that. The draft follows the saved copy
  // when it is untouched, when another instance is selected, and right after Save.
  const base = useRef({ saved, botId: bot?.id, draft, resetNext: false });
  base.current.draft = draft;
  useEffect(() => {
    const b = base.current;
    const untouched = JSON.stringify(b.draft) === JSON.stringify(b.saved);
    if (untouched || b.resetNext || b.botId !== bot?.id) {
      setDraft(saved);
      setErrors({});
    }
    base.current = { saved, botId: bot?.id, draft: b.draft, resetNext: false };
  }, [saved, bot?.id]);
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const save = useMutation({
    mutationFn: () => data(api.PUT('/api/bots', { body: { bot: { ...bot!, ...draft } } })),
    onSuccess: async () => {
      base.current.resetNext = true;
      setErrors({});
      toast({ severity: 'success', message: t('settingsSaved') });
      await qc.invalidateQueries({ queryKey: sessionKeys.instancesAll });
    },
    onError: (e) => {
      if (e instanceof ApiError) setErrors(e.fields);
      toast({ severity: 'error', title: t('error'), message: e.message });
    },
  });
  return {
    draft,
    setDraft,
    /** Updates one field of one group of the local copy. */
    set<G extends K>(group: G, patch: Partial<BotInstance[G]>) {
      setDraft((d) => (d ? { ...d, [group]: { ...(d[group] as object), ...patch } } : d));
    },
    dirty,
    errors,
    save: () => save.mutate(),
    saving: save.isPending,
    revert: () => {
      setDraft(saved);
      setErrors({});
    },
  };
}
