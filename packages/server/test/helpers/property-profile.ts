/**
 * How much a property test does per run. `npm test` uses the small profile: a fixed number of runs of a
 * fixed seed on a small world, no shrinking (a failure is reported as found, with its seed and path), so
 * every run of the suite does the same, bounded work whatever the machine's load. The explore profile
 * (`npm run test:explore`, PROPERTY_PROFILE=explore) runs the large worlds with new seeds and shrinks a
 * failure; it is for looking for new failures, not for CI. docs/server-guide.md "Property tests".
 *
 * PROPERTY_RUNS=<n> sets the number of runs, PROPERTY_SEED=<n> replays one seed (fast-check prints it with
 * a failure), PROPERTY_SEED=random takes a new one.
 */
import type { Parameters } from 'fast-check';

export const exploring = process.env.PROPERTY_PROFILE === 'explore';

/** The world sizes of the active profile. */
export const profile = <T>(sizes: { small: T; explore: T }): T => (exploring ? sizes.explore : sizes.small);

/** fast-check's options: a fixed seed and number of runs in `npm test`; new seeds when exploring. */
export function propertyOptions(small: { runs: number; seed: number }, exploreRuns = 5): Parameters<unknown> {
  const seed = process.env.PROPERTY_SEED;
  const runs = Number(process.env.PROPERTY_RUNS ?? (exploring ? exploreRuns : small.runs));
  const fixed = seed === 'random' ? undefined : seed ? Number(seed) : exploring ? undefined : small.seed;
  return {
    numRuns: runs,
    ...(fixed === undefined ? {} : { seed: fixed }),
    // shrinking a failing run of a large world can take longer than the run; the suite reports it as is
    endOnFailure: !exploring,
  };
}

/** The test's time limit: a safety net far above the small profile's work, never the amount of work. */
export const propertyTimeout = exploring ? 6 * 3_600_000 : 120_000;
