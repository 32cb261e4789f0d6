import { Card, CardContent, Divider, FormControlLabel, Switch, Typography } from '@mui/material';
import { useBotSettings } from '../../lib/use-bot-settings';
import { LeaveGuard } from '../../lib/use-leave-guard';
import { BotPage } from '../../components/bot-page';
import { SettingsActions } from '../../components/settings-actions';
import { CommandRolePicker } from './command-role-picker';
import { commandPickers } from './command-pickers';

function CommandAccessForm({ canEdit }: { canEdit: boolean }) {
  const s = useBotSettings(['commandSettings']);
  if (!s.draft) return null;
  const v = s.draft.commandSettings;
  const registerError = s.errors['commandSettings.enableRegisterCommand'];
  return (
    <Card variant="outlined" sx={{ maxWidth: 700 }}>
      <LeaveGuard dirty={s.dirty} />
      <CardContent>
        <Typography variant="h6" component="h2">
          Player commands
        </Typography>
        <FormControlLabel
          label="Enable /register"
          control={
            <Switch
              checked={v.enableRegisterCommand}
              disabled={!canEdit}
              onChange={(e) => s.set('commandSettings', { enableRegisterCommand: e.target.checked })}
            />
          }
        />
        <Typography variant="body2" color={registerError ? 'error' : 'text.secondary'}>
          {registerError ?? 'Players link their EOS id to their Discord account themselves with /register.'}
        </Typography>
        <Divider sx={{ my: 2 }} />
        <Typography variant="h6" component="h2">
          Admin commands
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Members with the chosen Discord role may use the command. None means nobody may use it.
        </Typography>
        {commandPickers.map((c) => (
          <CommandRolePicker
            key={c.key}
            label={c.label}
            purpose={c.purpose}
            value={v[c.key]}
            error={s.errors[`commandSettings.${c.key}`]}
            disabled={!canEdit}
            onChange={(id) => s.set('commandSettings', { [c.key]: id })}
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
