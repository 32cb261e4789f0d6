import { Alert, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { intervalText, type JobStatusView } from '@asa/domain';
import { api, data } from '../lib/api';
import { botKeys } from '../lib/query-keys';
import { useSession } from '../lib/session';
import { formatDateTime } from '../lib/format';

const when = (iso: string) => formatDateTime(iso);

function line(j: JobStatusView) {
  if (!j.lastRunAt)
    return `${j.label}: runs about every ${intervalText(j.intervalSeconds)}; it has not run yet.`;
  const outcome = j.ok ? 'worked' : `failed${j.failures > 1 ? ` ${j.failures} times in a row` : ''}`;
  const next = j.nextRunAt ? `; ${j.ok ? 'next run' : 'retry'} ${when(j.nextRunAt)}` : '';
  return `${j.label}: last run ${when(j.lastRunAt)} (${outcome})${next}.`;
}

/** Last and next run of the scheduled jobs behind an integration page, and this instance's own problems. */
export function JobStatus({ jobs }: { jobs: string[] }) {
  const { bot } = useSession();
  const q = useQuery({
    queryKey: botKeys.jobs(bot?.id),
    queryFn: () => data(api.GET('/api/jobs/status/{botId}', { params: { path: { botId: bot!.id } } })),
    enabled: !!bot,
    refetchInterval: 60_000,
  });
  const shown = (q.data ?? []).filter((j) => jobs.includes(j.name));
  if (!shown.length) return null;
  const problem = shown.some((j) => j.instanceProblem || j.ok === false);
  return (
    <Alert severity={problem ? 'warning' : 'info'} sx={{ mb: 2 }} data-testid="job-status">
      <Stack spacing={0.5}>
        {shown.map((j) => (
          <Typography key={j.name} variant="body2">
            {line(j)}
            {j.instanceProblem && ` Problem with this server's settings: ${j.instanceProblem}`}
          </Typography>
        ))}
      </Stack>
    </Alert>
  );
}
