import { useState } from 'react';
import { Alert, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { tip4ServCommands } from '@asa/domain';
import { CopyField } from '../../components/copy-field';
import { IntField } from '../../components/form/int-field';
import { useShopLists } from './use-shop-lists';
import { useTip4ServT } from './texts';

const commands = ['credit', 'rankAdd', 'rankRemove', 'gift'] as const;
type Command = (typeof commands)[number];
/** Tip4Serv replaces this with the buyer's Discord ID. */
const DISCORD_ID = '{discord_id}';

/** Command Builder tab: choose a command and its values, copy the text into a Tip4Serv product. */
export function CommandBuilder({ botId }: { botId: number }) {
  const t = useTip4ServT();
  const lists = useShopLists(botId);
  const [command, setCommand] = useState<Command>('credit');
  const [amount, setAmount] = useState(100);
  const [rankId, setRankId] = useState<number | ''>('');
  const [kitId, setKitId] = useState<number | ''>('');
  const amountOk = Number.isInteger(amount) && amount > 0;
  const text = build(command, amount, rankId, kitId, amountOk);
  const isRank = command === 'rankAdd' || command === 'rankRemove';
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {t('builderIntro', { placeholder: DISCORD_ID })}
        </Typography>
        {lists.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t('listsFailed', { error: lists.error.message })}
          </Alert>
        )}
        <Stack sx={{ maxWidth: 600 }}>
          <TextField
            select
            label={t('command')}
            value={command}
            onChange={(e) => setCommand(e.target.value as Command)}
            fullWidth
            margin="normal"
          >
            {commands.map((c) => (
              <MenuItem key={c} value={c}>
                {t(`command.${c}`)}
              </MenuItem>
            ))}
          </TextField>
          {command === 'credit' && (
            <IntField
              label={t('amount')}
              value={amount}
              onChange={setAmount}
              error={amountOk ? undefined : t('amountError')}
            />
          )}
          {isRank && (
            <TextField
              select
              label={t('shopRank')}
              value={rankId}
              onChange={(e) => setRankId(Number(e.target.value))}
              helperText={lists.ranks.length ? undefined : t('noRanks')}
              fullWidth
              margin="normal"
            >
              {lists.ranks.map((r) => (
                <MenuItem key={r.id} value={r.id}>
                  {t('withId', { name: r.name, id: r.id })}
                </MenuItem>
              ))}
            </TextField>
          )}
          {command === 'gift' && (
            <TextField
              select
              label={t('kit')}
              value={kitId}
              onChange={(e) => setKitId(Number(e.target.value))}
              helperText={lists.kits.length ? undefined : t('noKits')}
              fullWidth
              margin="normal"
            >
              {lists.kits.map((k) => (
                <MenuItem key={k.id} value={k.id}>
                  {t('withId', { name: k.name, id: k.id })}
                </MenuItem>
              ))}
            </TextField>
          )}
          <CopyField
            label={t('commandText')}
            value={text}
            placeholder={t('choose')}
            monospace
            margin="normal"
          />
        </Stack>
      </CardContent>
    </Card>
  );
}

function build(c: Command, amount: number, rankId: number | '', kitId: number | '', amountOk: boolean) {
  if (c === 'credit') return amountOk ? tip4ServCommands.credit(DISCORD_ID, amount) : '';
  if (c === 'gift') return kitId === '' ? '' : tip4ServCommands.gift(DISCORD_ID, kitId);
  if (rankId === '') return '';
  return tip4ServCommands.rank(DISCORD_ID, c === 'rankAdd' ? 'add' : 'remove', rankId);
}
