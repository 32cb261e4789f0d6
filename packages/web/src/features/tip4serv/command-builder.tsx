import { useState } from 'react';
import { Alert, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { tip4ServCommands } from '@asa/domain';
import { CopyField } from '../../components/copy-field';
import { IntField } from '../../components/form/int-field';
import { useShopLists } from './use-shop-lists';

type Command = 'credit' | 'rankAdd' | 'rankRemove' | 'gift';
const commandLabels: Record<Command, string> = {
  credit: 'Give credits',
  rankAdd: 'Add shop rank',
  rankRemove: 'Remove shop rank',
  gift: 'Gift kit',
};
/** Tip4Serv replaces this with the buyer's Discord ID. */
const DISCORD_ID = '{discord_id}';

/** Command Builder tab: choose a command and its values, copy the text into a Tip4Serv product. */
export function CommandBuilder({ botId }: { botId: number }) {
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
          Build a command and add it to a product in your Tip4Serv store. {DISCORD_ID} stays as it is:
          Tip4Serv fills in the buyer&apos;s Discord ID.
        </Typography>
        {lists.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            Shop ranks or kits could not be loaded: {lists.error.message}
          </Alert>
        )}
        <Stack sx={{ maxWidth: 600 }}>
          <TextField
            select
            label="Command"
            value={command}
            onChange={(e) => setCommand(e.target.value as Command)}
            fullWidth
            margin="normal"
          >
            {(Object.keys(commandLabels) as Command[]).map((c) => (
              <MenuItem key={c} value={c}>
                {commandLabels[c]}
              </MenuItem>
            ))}
          </TextField>
          {command === 'credit' && (
            <IntField
              label="Amount"
              value={amount}
              onChange={setAmount}
              error={amountOk ? undefined : 'Amount must be a whole number greater than 0.'}
            />
          )}
          {isRank && (
            <TextField
              select
              label="Shop Rank"
              value={rankId}
              onChange={(e) => setRankId(Number(e.target.value))}
              helperText={lists.ranks.length ? undefined : 'No shop ranks yet.'}
              fullWidth
              margin="normal"
            >
              {lists.ranks.map((r) => (
                <MenuItem key={r.id} value={r.id}>
                  {r.name} (ID {r.id})
                </MenuItem>
              ))}
            </TextField>
          )}
          {command === 'gift' && (
            <TextField
              select
              label="Kit"
              value={kitId}
              onChange={(e) => setKitId(Number(e.target.value))}
              helperText={lists.kits.length ? undefined : 'No kits yet.'}
              fullWidth
              margin="normal"
            >
              {lists.kits.map((k) => (
                <MenuItem key={k.id} value={k.id}>
                  {k.name} (ID {k.id})
                </MenuItem>
              ))}
            </TextField>
          )}
          <CopyField
            label="Command text"
            value={text}
            placeholder="Choose the values above"
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
