import { z } from 'zod';

/**
 * Where a login may send the browser back to instead of the dashboard: only a player portal address
 * (`/portal/{guildId}`), so a login link can never redirect to another site.
 */
export const PORTAL_RETURN = /^\/portal\/\d{1,25}$/;
export const returnToQuery = z
  .string()
  .regex(PORTAL_RETURN, 'returnTo must be a player portal address (/portal/{guildId})')
  .optional();

/** The portal address kept in a login state, or '' for a dashboard login. */
export const portalReturnOf = (data: Record<string, unknown> | null | undefined): string =>
  typeof data?.returnTo === 'string' && PORTAL_RETURN.test(data.returnTo) ? data.returnTo : '';

/**
 * Where the browser goes with a new session token: the dashboard's /oauth/{token} route, or the portal with
 * the token in the fragment (never sent to a server, never in a Referer).
 */
export const landingFor = (returnTo: string, token: string) =>
  returnTo ? `${returnTo}#token=${token}` : `/oauth/${token}`;
