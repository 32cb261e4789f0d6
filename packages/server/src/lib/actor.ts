import { AsyncLocalStorage } from 'node:async_hooks';

/** Who is making the current request: the dashboard user, for the audit log (features/audit). */
export interface Actor {
  userId: number;
  name: string;
}

const store = new AsyncLocalStorage<Actor | null>();

/** Runs `fn` (and everything it starts) as `actor`; the auth plugin wraps each signed-in request's handler. */
export const runAsActor = <T>(actor: Actor | null, fn: () => T): T => store.run(actor, fn);

/** The signed-in user of the request being handled, or null (jobs, the bot, the key API, public routes). */
export const currentActor = (): Actor | null => store.getStore() ?? null;
