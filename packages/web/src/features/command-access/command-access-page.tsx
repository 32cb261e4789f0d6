import {
  Card,
  CardContent,
  Divider,
  FormControlLabel,
  MenuItem,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { LANGUAGES, type BotInstance } from '@asa/domain';
import { useCommonT } from '../../lib/common-texts';
import { useBotSettings } from '../../lib/use-bot-settings';
import { LeaveGuard } from '../../lib/use-leave-guard';
import { BotPage } from '../../components/bot-page';
import { SettingsActions } from '../../components/settings-actions';
import { CommandRolePicker } from './command-role-picker';
import { commandPickers } from './command-pickers';
import { useCommandAccessT } from './texts';
import { translateText } from '../../lib/spec-messages';

function CommandAccessForm({ canEdit }: { canEdit: boolean }) {
  const s = useBotSettings(['commandSettings', 'language']);
  const t = useCommandAccessT();
  const common = useCommonT();
  if (!s.draft) return null;
  const v = s.draft.commandSettings;
  const registerError = s.errors['commandSettings.enableRegisterCommand'];
  return (
    <Card variant="outlined" sx={{ maxWidth: 700 }}>
      <LeaveGuard dirty={s.dirty} />
      <CardContent>
        <TextField
          select
          fullWidth
          label={t('botLanguage')}
          helperText={t('botLanguageHelp')}
          value={s.draft.language}
          disabled={!canEdit}
          onChange={(e) =>
            s.setDraft((d) => d && { ...d, language: e.target.value as BotInstance['language'] })
          }
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ mb: 2 }}
        >
          <MenuItem value="">{t('followDiscord')}</MenuItem>
          {LANGUAGES.map((l) => (
            <MenuItem key={l} value={l}>
              {common(`language.${l}`)}
            </MenuItem>
          ))}
        </TextField>
        <Divider sx={{ mb: 2 }} />
        <Typography variant="h6" component="h2">
          {t('playerCommands')}
        </Typography>
        <FormControlLabel
          label={t('enableRegister')}
          control={
            <Switch
              checked={v.enableRegisterCommand}
              disabled={!canEdit}
              onChange={(e) => s.set('commandSettings', { enableRegisterCommand: e.target.checked })}
            />
          }
        />
        <Typography variant="body2" color={registerError ? 'error' : 'text.secondary'}>
          {registerError ? translateText(registerError) : t('registerHelp')}
        </Typography>
        <Divider sx={{ my: 2 }} />
        <Typography variant="h6" component="h2">
          {t('adminCommands')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('adminHelp')}
        </Typography>
        {commandPickers.map((c) => (
          <CommandRolePicker
            key={c.key}
            label={
              c.commands.length === 2 ? t('and', { a: c.commands[0], b: c.commands[1] }) : c.commands[0]!
            }
            purpose={t(`purpose.${c.key}`)}
            value={v[c.key]}
            error={
              s.errors[`commandSettings.${c.key}`] && translateText(s.errors[`commandSettings.${c.key}`]!)
            }
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
  const t = useCommandAccessT();
  return (
    <BotPage title={t('title')} subtitle={t('subtitle')} view="Commands_View" edit="Commands_Edit">
      {(canEdit) => <CommandAccessForm canEdit={canEdit} />}
    </BotPage>
  );
}
