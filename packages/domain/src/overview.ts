// The Overview page's plain values (no zod): the dashboard's overview chunk imports these without the schema
// library. The zod schemas of the route live in schemas/overview.ts.

/** Where credits come from, in the order the chart stacks them (credit_history rows, see docs/overview.md). */
export const creditSources = ['votes', 'activity', 'passiveIncome', 'tip4serv', 'admins', 'other'] as const;
export type CreditSource = (typeof creditSources)[number];

export const creditSourceLabels: Record<CreditSource, string> = {
  votes: 'Votes',
  activity: 'Discord activity',
  passiveIncome: 'Passive income',
  tip4serv: 'Tip4Serv',
  admins: 'Admins',
  other: 'Other',
};

export const overviewBuckets = ['day', 'week'] as const;
export type OverviewBucket = (typeof overviewBuckets)[number];

/** Longest range one overview request may cover (days, both ends included). */
export const OVERVIEW_MAX_RANGE_DAYS = 366;
/** Range the page opens with: the last 30 days up to today. */
export const OVERVIEW_DEFAULT_DAYS = 30;
/** How many kits "Top kits" lists. */
export const OVERVIEW_TOP_KITS = 5;

/** Steps of the onboarding checklist of a new instance, in order. */
export const onboardingSteps = ['addServer', 'testRcon', 'createKit', 'postShop', 'invitePlayers'] as const;
export type OnboardingStep = (typeof onboardingSteps)[number];

export const overviewMessages = {
  dateFormat: 'Use a date as YYYY-MM-DD',
  fromAfterTo: 'The start date must be on or before the end date.',
  rangeTooLong: `The range is too long: at most ${OVERVIEW_MAX_RANGE_DAYS} days.`,
  historyLimit: (days: number) =>
    `Your tier shows the overview of the last ${days} days. A higher Patreon tier shows a longer history.`,
};

/** 'YYYY-MM-DD' of a date in UTC. */
export const isoDayOf = (d: Date): string => d.toISOString().slice(0, 10);

/** The day `n` days after the 'YYYY-MM-DD' day `day` (n may be negative). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return isoDayOf(d);
}

/** Days from `from` to `to`, both included (1 for the same day). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** Whether `s` is a real calendar day written YYYY-MM-DD (2026-02-31 is not). */
export const isIsoDay = (s: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(s) &&
  !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) &&
  isoDayOf(new Date(`${s}T00:00:00Z`)) === s;
