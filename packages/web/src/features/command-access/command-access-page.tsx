import { Card, CardContent, FormControlLabel, Switch, Typography } from '@mui/material';
import type { BotSettings } from '@asa/domain';
import { useBotSettings } from '../../lib/use-bot-settings';
import { LeaveGuard } from '../../lib/use-leave-guard';
import { BotPage } from '../../components/bot-page';
import { RoleSelect } from '../../components/role-select';
import { SettingsActions } from '../../components/settings-actions';

type Key = keyof Omit<BotSettings['commandSettings'], 'enableRegisterCommand'>;
const pickers: [Key, string][] = [
  ['creditCommandAccessRole', '/credit'],
  ['roleCommandAccessRole', '/shoproleadd and /shoproleremove'],
  ['giftCommandAccessRole', '/gift'],
  ['voteCommandAccessRole', '/voteStats'],
];

function CommandAccessForm({ canEdit }: { canEdit: boolean }) {
  const s = useBotSettings(['commandSettings']);
  if (!s.draft) return null;
  const v = s.draft.commandSettings;
  return (
    <Card variant="outlined" sx={{ maxWidth: 700 }}>
      <LeaveGuard dirty={s.dirty} />
      <CardContent>
        <FormControlLabel
          label="Enable /register (players link their EOS and Steam ids themselves)"
          control={
            <Switch
              checked={v.enableRegisterCommand}
              disabled={!canEdit}
              onChange={(e) => s.set('commandSettings', { enableRegisterCommand: e.target.checked })}
              slotProps={{ input: { 'aria-label': 'Enable /register' } }}
            />
          }
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          Which Discord role may use the admin commands. None means nobody may use that command.
        </Typography>
        {pickers.map(([key, label]) => (
          <RoleSelect
            key={key}
            label={label}
            unset="None"
            value={v[key]}
            disabled={!canEdit}
            onChange={(id) => s.set('commandSettings', { [key]: id })}
          />
        ))}
        <SettingsActions
          dirty={s.dirty}
          canEdit={canEdit}
          saving={s.saving}
          onSave={s.save}
          onRevert={s.revert}
        />
      </CardContent>
    </Card>
  );
}

export default function CommandAccessPage() {
  return (
    <BotPage
      title="Command Access Settings"
      subtitle="Who may use the bot's commands in Discord"
      view="Commands_View"
      edit="Commands_Edit"
    >
      {(canEdit) => <CommandAccessForm canEdit={canEdit} />}
    </BotPage>
  );
}
