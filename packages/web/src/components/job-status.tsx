import { Alert, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { intervalParts, type JobStatusView } from '@asa/domain';
import { api, data } from '../lib/api';
import { botKeys } from '../lib/query-keys';
import { useSession } from '../lib/session';
import { formatDateTime } from '../lib/format';
import { useCommonT, type CommonKey } from '../lib/common-texts';
import type { Translate } from '../lib/i18n';

// the server names its jobs in English; the ones the pages show have a key
function labelOf(t: Translate<CommonKey>, name: string, fallback: string) {
  const key = `job.${name}` as CommonKey;
  const named = t(key);
  return named === `common.${key}` ? fallback : named;
}

function line(t: Translate<CommonKey>, j: JobStatusView) {
  const label = labelOf(t, j.name, j.label);
  if (!j.lastRunAt)
    return t('jobs.notRun', { label, interval: t('interval', intervalParts(j.intervalSeconds)) });
  return t('jobs.ran', {
    label,
    when: formatDateTime(j.lastRunAt),
    ok: j.ok,
    failures: j.failures,
    hasNext: !!j.nextRunAt,
    next: j.nextRunAt ? formatDateTime(j.nextRunAt) : '',
  });
}

/** Last and next run of the scheduled jobs behind an integration page, and this instance's own problems. */
export function JobStatus({ jobs }: { jobs: string[] }) {
  const { bot } = useSession();
  const t = useCommonT();
  const q = useQuery({
    queryKey: botKeys.jobs(bot?.id),
    queryFn: () => data(api.GET('/api/jobs/status/{botId}', { params: { path: { botId: bot!.id } } })),
    enabled: !!bot,
    refetchInterval: 60_000,
  });
  // until the status comes, a line per job holds the place of its text (about one line on a wide screen,
  // three on a phone), so the page below does not jump when it arrives (design check: layout shift <= 0.1)
  if (q.isPending && bot)
    return (
      <Alert severity="info" sx={{ mb: 2 }} aria-busy data-testid="job-status">
        <Stack spacing={0.5}>
          {jobs.map((name) => (
            <Typography key={name} variant="body2" sx={{ minHeight: { xs: 60, sm: 20 } }}>
              {labelOf(t, name, name)}: …
            </Typography>
          ))}
        </Stack>
      </Alert>
    );
  const shown = (q.data ?? []).filter((j) => jobs.includes(j.name));
  if (!shown.length) return null;
  const problem = shown.some((j) => j.instanceProblem || j.ok === false);
  return (
    <Alert severity={problem ? 'warning' : 'info'} sx={{ mb: 2 }} data-testid="job-status">
      <Stack spacing={0.5}>
        {shown.map((j) => (
          <Typography key={j.name} variant="body2">
            {line(t, j)}
            {j.instanceProblem && (
              <>
                {' '}
                {t('jobs.problem')} <span data-server-text>{j.instanceProblem}</span>
              </>
            )}
          </Typography>
        ))}
      </Stack>
    </Alert>
  );
}
