import { CircularProgress, Typography } from '@mui/material';
import { useCreditHistory } from './use-players';
import { CreditChart } from './credit-chart';
import { CreditHistoryTable } from '../../components/credit-history-table';
import { usePlayersT } from './texts';

/** Credit history of a player: balance chart and the list of changes (newest first). */
export function CreditHistory({ playerId }: { playerId: number }) {
  const t = usePlayersT();
  const history = useCreditHistory(playerId);
  const rows = history.data ?? [];
  return (
    <>
      <Typography variant="h6" component="h3" sx={{ mt: 3 }}>
        {t('history.title')}
      </Typography>
      {history.isLoading ? (
        <CircularProgress size={24} aria-label={t('history.loading')} />
      ) : (
        <>
          <CreditChart history={rows} />
          <CreditHistoryTable history={rows} />
        </>
      )}
    </>
  );
}
