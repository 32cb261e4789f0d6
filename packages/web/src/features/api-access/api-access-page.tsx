import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, CardContent, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { api, data } from '../../lib/api';
import { sessionKeys } from '../../lib/query-keys';
import { useSession } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { useBotSettings } from '../../lib/use-bot-settings';
import { LeaveGuard } from '../../lib/use-leave-guard';
import { BotPage } from '../../components/bot-page';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { SettingsActions } from '../../components/settings-actions';
import { CopyField } from '../../components/copy-field';
import { ApiUsageCard } from './api-usage-card';
import { useApiAccessT } from './texts';
import { useCommonT } from '../../lib/common-texts';

/** API Access (owner only, Tier 2): switch the bot's HTTP API on and manage its key. */
export default function ApiAccessPage() {
  const t = useApiAccessT();
  return (
    <BotPage
      title={t('title')}
      tier={t('tier')}
      subtitle={t('subtitle')}
      view="Owner"
      edit="Owner"
      feature="apiAccess"
    >
      {(canEdit) => <ApiForm canEdit={canEdit} />}
    </BotPage>
  );
}

function ApiForm({ canEdit }: { canEdit: boolean }) {
  const { bot } = useSession();
  const qc = useQueryClient();
  const toast = useToast();
  const t = useApiAccessT();
  const c = useCommonT();
  const s = useBotSettings(['apiSettings']);
  const [confirm, setConfirm] = useState(false);
  const recreate = useMutation({
    mutationFn: () => data(api.POST('/api/bots/recreateApiKey', { body: { botId: bot!.id } })),
    onSuccess: async () => {
      toast({ severity: 'success', message: t('created') });
      await qc.invalidateQueries({ queryKey: sessionKeys.instancesAll });
    },
    onError: (e) => toast({ severity: 'error', title: c('error'), message: e.message }),
  });
  const value = s.draft?.apiSettings;
  if (!value || !bot) return null;
  return (
    <>
      <LeaveGuard dirty={s.dirty} />
      <Card variant="outlined">
        <CardContent>
          <Stack>
            <FormControlLabel
              label={t('enable')}
              control={
                <Switch
                  checked={value.isEnabled}
                  disabled={!canEdit}
                  onChange={(e) => s.set('apiSettings', { isEnabled: e.target.checked })}
                />
              }
            />
            {/* the copy button copies the Authorization header's value */}
            <CopyField
              label={t('key')}
              value={bot.apiSettings.apiKey}
              copyValue={`BOT ${bot.apiSettings.apiKey}`}
              placeholder={t('noKey')}
              helperText={t('keyHelp')}
              monospace
              margin="normal"
            />
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('secret')}
            </Typography>
            <div>
              <Button
                variant="outlined"
                color="warning"
                disabled={!canEdit || recreate.isPending}
                onClick={() => setConfirm(true)}
              >
                {t('newKey')}
              </Button>
            </div>
          </Stack>
          <SettingsActions
            dirty={s.dirty}
            canEdit={canEdit}
            saving={s.saving}
            onSave={s.save}
            onRevert={s.revert}
          />
        </CardContent>
      </Card>
      <ApiUsageCard />
      <ConfirmDialog
        open={confirm}
        title={t('newKey')}
        danger
        onClose={() => setConfirm(false)}
        onConfirm={() => {
          setConfirm(false);
          recreate.mutate();
        }}
      >
        <Alert severity="warning">{t('newKeyWarning')}</Alert>
        {s.dirty && (
          <Typography variant="body2" sx={{ mt: 2 }}>
            {t('discarded')}
          </Typography>
        )}
      </ConfirmDialog>
    </>
  );
}
