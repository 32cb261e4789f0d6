import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { ledgerText, type CreditHistoryEntry } from '@asa/domain';
import { useLanguage } from '../lib/i18n';
import { formatDateTime } from '../lib/format';
import { useCommonT } from '../lib/common-texts';
import { useSpecMessages } from '../lib/spec-messages';
import { formatCredits } from '../lib/format';

/**
 * Credit changes, newest first: date, amount (+/-), balance after, reason and, for the dashboard, who made
 * the change (the player portal leaves that column out).
 */
export function CreditHistoryTable({
  history,
  showActor = true,
  emptyText,
}: {
  history: CreditHistoryEntry[];
  showActor?: boolean;
  emptyText?: string;
}) {
  const t = useCommonT();
  const m = useSpecMessages();
  // a row is shown by its kind and parameters in the reader's language (issue 35)
  const lang = useLanguage();
  return (
    <TableContainer>
      <Table size="small" aria-label={t('history.label')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('history.date')}</TableCell>
            <TableCell align="right">{t('history.amount')}</TableCell>
            <TableCell align="right">{t('history.balance')}</TableCell>
            <TableCell>{t('history.reason')}</TableCell>
            {showActor && <TableCell>{t('history.by')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {history.map((h) => (
            <TableRow key={h.id}>
              <TableCell>{formatDateTime(h.createdAt)}</TableCell>
              <TableCell align="right" sx={{ color: h.amount < 0 ? 'error.main' : 'success.main' }}>
                {h.amount > 0 ? `+${formatCredits(h.amount)}` : formatCredits(h.amount)}
              </TableCell>
              <TableCell align="right">{h.balanceAfter}</TableCell>
              <TableCell data-server-text>{ledgerText(lang, h)}</TableCell>
              {showActor && <TableCell>{h.actor}</TableCell>}
            </TableRow>
          ))}
          {history.length === 0 && (
            <TableRow>
              <TableCell colSpan={showActor ? 5 : 4}>{emptyText ?? m('noData')}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
