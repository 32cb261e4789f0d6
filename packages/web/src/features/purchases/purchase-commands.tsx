import { Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { CommandStatus, PurchaseCommandView } from '@asa/domain';
import { Fragment } from 'react';
import { when } from './purchase-format';
import { usePurchasesT } from './texts';

const colors: Record<CommandStatus, 'default' | 'info' | 'success' | 'error' | 'secondary'> = {
  pending: 'default',
  sending: 'info',
  ok: 'success',
  error: 'error',
  unknown: 'secondary',
};

/**
 * What ARK answers over RCON to a command that printed nothing (server/src/integrations/rcon/client.ts,
 * ARK_NO_RESPONSE): the command was accepted, which is shown as such, the raw text on demand.
 */
const ARK_NO_RESPONSE = 'Server received, But no response!!';

/** A command with break opportunities after '/', '.', "'" and '_' so long blueprint paths wrap between parts. */
function Breakable({ text }: { text: string }) {
  const parts = text.split(/(?<=[/.'_])/);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 && <wbr />}
        </Fragment>
      ))}
    </>
  );
}

function Response({ text }: { text: string }) {
  const t = usePurchasesT();
  if (text.trim() !== ARK_NO_RESPONSE) return <>{text}</>;
  return (
    <details>
      <summary>{t('cmd.accepted')}</summary>
      <span style={{ fontFamily: 'monospace' }}>{text}</span>
    </details>
  );
}

/**
 * Per-command progress of a purchase, in sending order: status (for a command that may have run, whether
 * the game server's answer was seen), the game server's answer and the times.
 */
export function PurchaseCommands({ commands }: { commands: PurchaseCommandView[] }) {
  const t = usePurchasesT();
  return (
    <Table size="small" aria-label={t('cmd.table')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('cmd.command')}</TableCell>
          <TableCell>{t('cmd.status')}</TableCell>
          <TableCell>{t('cmd.response')}</TableCell>
          <TableCell>{t('cmd.sent')}</TableCell>
          <TableCell>{t('cmd.answered')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {commands.map((c, i) => (
          <TableRow key={i} data-testid="purchase-command">
            <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', minWidth: 200 }}>
              <Breakable text={c.command} />
            </TableCell>
            <TableCell>
              <Chip size="small" variant="outlined" color={colors[c.status]} label={t(`cmd.${c.status}`)} />
              {c.status === 'unknown' && (
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {c.answerSeen ? t('cmd.answerSeen') : t('cmd.noAnswer')}
                </Typography>
              )}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              <Response text={c.response} />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(c.sentAt)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(c.answeredAt)}</TableCell>
          </TableRow>
        ))}
        {commands.length === 0 && (
          <TableRow>
            <TableCell colSpan={5}>{t('cmd.none')}</TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}
