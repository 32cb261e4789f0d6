import os from 'node:os';
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { processes } from '../db/schema';
import { APP_COMMIT, APP_VERSION } from './version';

/** How often a running process writes its row; a row older than SEEN_WITHIN_MS counts as gone. */
export const HEARTBEAT_MS = 30_000;
export const SEEN_WITHIN_MS = 2 * 60_000;
/** Rows of processes gone longer than this are deleted (kept meanwhile for the status page). */
const FORGET_AFTER_MS = 24 * 3_600_000;

export interface Heartbeat {
  id: string;
  stop(): Promise<void>;
}

/**
 * Registers this process in `processes` (migration 0036) and renews the row every HEARTBEAT_MS: the
 * site-admin status page lists them, and `restore` refuses while one was seen lately. stop() deletes the
 * row (a graceful shutdown); a killed process's row ages out.
 */
export async function startHeartbeat(
  db: Db,
  role: string,
  onError: (err: unknown) => void,
): Promise<Heartbeat> {
  const startedAt = new Date();
  const id = `${os.hostname()}:${process.pid}:${startedAt.getTime()}`;
  const beat = async () => {
    const now = new Date();
    await db
      .insert(processes)
      .values({
        id,
        role,
        host: os.hostname(),
        pid: process.pid,
        version: APP_VERSION,
        commit: APP_COMMIT,
        startedAt,
        lastSeenAt: now,
      })
      .onConflictDoUpdate({ target: processes.id, set: { lastSeenAt: now } });
    await db.delete(processes).where(lt(processes.lastSeenAt, new Date(now.getTime() - FORGET_AFTER_MS)));
  };
  await beat();
  const timer = setInterval(() => beat().catch(onError), HEARTBEAT_MS);
  timer.unref();
  return {
    id,
    stop: async () => {
      clearInterval(timer);
      await db.delete(processes).where(eq(processes.id, id));
    },
  };
}

/** The processes seen within SEEN_WITHIN_MS (other than `exceptId`): restore refuses while there is one. */
export async function liveProcesses(db: Db, now = new Date(), exceptId = '') {
  return db
    .select()
    .from(processes)
    .where(
      and(
        gt(processes.lastSeenAt, new Date(now.getTime() - SEEN_WITHIN_MS)),
        exceptId ? ne(processes.id, exceptId) : undefined,
      ),
    );
}
