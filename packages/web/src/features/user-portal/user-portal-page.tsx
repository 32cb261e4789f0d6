import { Card, CardContent, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { isFeatureEffective, Tier, type BotSettings } from '@asa/domain';
import { useSession } from '../../lib/session';
import { useBotSettings } from '../../lib/use-bot-settings';
import { LeaveGuard } from '../../lib/use-leave-guard';
import { BotPage } from '../../components/bot-page';
import { SettingsActions } from '../../components/settings-actions';
import { PortalLinkCard } from './portal-link-card';
import { useUserPortalT } from './texts';

type Settings = BotSettings['userPortalSettings'];

/** User Portal settings (Tier 3): a web portal where players buy kits and shop ranks. */
export default function UserPortalPage() {
  const t = useUserPortalT();
  return (
    <BotPage
      title={t('title')}
      tier={t('tier')}
      subtitle={t('subtitle')}
      view="UserPortal_View"
      edit="UserPortal_Edit"
      feature="userPortal"
    >
      {(canEdit) => <PortalForm canEdit={canEdit} />}
    </BotPage>
  );
}

function PortalForm({ canEdit }: { canEdit: boolean }) {
  const { limits, bot } = useSession();
  const t = useUserPortalT();
  const s = useBotSettings(['userPortalSettings']);
  const value = s.draft?.userPortalSettings;
  if (!value) return null;
  const live = !!bot && isFeatureEffective('userPortal', limits ?? Tier.Free, bot);
  const set = (patch: Partial<Settings>) => s.set('userPortalSettings', patch);
  const toggle = (key: keyof Settings, label: string, help: string) => (
    <FormControlLabel
      label={
        <span>
          {label}
          <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
            {help}
          </Typography>
        </span>
      }
      control={
        <Switch
          checked={value[key]}
          disabled={!canEdit}
          onChange={(e) => set({ [key]: e.target.checked })}
          slotProps={{ input: { 'aria-label': label } }}
        />
      }
      sx={{ my: 1 }}
    />
  );
  return (
    <>
      <LeaveGuard dirty={s.dirty} />
      {bot && <PortalLinkCard guildId={bot.guildId} live={live} />}
      <Card variant="outlined">
        <CardContent>
          <Stack>
            {toggle('isEnabled', t('enable'), t('enableHelp'))}
            {toggle('isKitsEnabled', t('kits'), t('kitsHelp'))}
            {toggle('isShopRanksEnabled', t('ranks'), t('ranksHelp'))}
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
    </>
  );
}
