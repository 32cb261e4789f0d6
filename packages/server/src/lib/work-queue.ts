/**
 * The work queue's pieces shared by the background work that claims rows in the database (issue 34,
 * docs/decisions/2026-11-28-work-queue.md): short leases renewed by a heartbeat while their holder works.
 *
 * A lease is a row's `lease_owner` / `lease_until`: taken by a conditional UPDATE, renewed by the holder,
 * and taken over by anyone once `lease_until` has passed. Leases are short (WORK_LEASE_MS) so a dead holder's
 * item is taken over within seconds; the heartbeat renews them every WORK_HEARTBEAT_MS while the holder
 * works, so a slow but live holder (a 5 s connect plus a 10 s command) never loses one.
 */

/** A claimed item is its holder's this long without a heartbeat. */
export const WORK_LEASE_MS = 10_000;
/** The holder renews its lease this often while it works (three tries before the lease runs out). */
export const WORK_HEARTBEAT_MS = 3_000;

export interface Heartbeat {
  /** True once a renewal found the lease gone (another holder took the item over). */
  lost(): boolean;
  /** Stops renewing (the work is done, or the holder gives up); waits for a renewal in flight. */
  stop(): Promise<void>;
}

/**
 * Calls `renew` every `everyMs` until stopped: `renew` is the holder's conditional UPDATE (`... WHERE id =
 * ? AND lease_owner = <me>`) answering whether it still holds the lease. One that answers false ends the
 * heartbeat (lost); one that throws (the database is away for a moment) is tried again at the next beat:
 * the lease's length is the margin. `paused` (test seam): while it answers true, no renewal is made, as in
 * a process that froze or died.
 */
export function heartbeat(
  renew: () => Promise<boolean>,
  opts: { everyMs?: number; paused?: () => boolean } = {},
): Heartbeat {
  let lost = false;
  let stopped = false;
  let inFlight: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    if (stopped || opts.paused?.()) return;
    inFlight = inFlight.then(async () => {
      if (stopped) return;
      try {
        if (!(await renew())) {
          lost = true;
          stopped = true;
          clearInterval(timer);
        }
      } catch {
        // the next beat tries again
      }
    });
  }, opts.everyMs ?? WORK_HEARTBEAT_MS);
  timer.unref();
  return {
    lost: () => lost,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await inFlight;
    },
  };
}

/** Runs `work` under a heartbeat of `renew`, stopping it when the work ends (however it ends). */
export async function withHeartbeat<T>(
  renew: () => Promise<boolean>,
  work: (beat: Heartbeat) => Promise<T>,
  opts: { everyMs?: number; paused?: () => boolean } = {},
): Promise<T> {
  const beat = heartbeat(renew, opts);
  try {
    return await work(beat);
  } finally {
    await beat.stop();
  }
}
