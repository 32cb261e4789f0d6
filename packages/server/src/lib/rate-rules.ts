/** Every rate limit of the app in one place (docs/security.md lists them); plugins/rate-limits.ts applies them. */

/** One limit: at most `max` hits a window per key; over it, 429 with `message` and Retry-After. */
export interface RateRule {
  name: string;
  max: number;
  windowMs: number;
  message: string;
}

const minute = 60_000;
const tooMany = 'Too many requests. Please wait a minute and try again.';

export const rateRules = {
  login: { name: 'login', max: 20, windowMs: minute, message: tooMany },
  demo: { name: 'demo', max: 120, windowMs: minute, message: tooMany },
  verifyLogin: { name: 'verify-login', max: 300, windowMs: minute, message: tooMany },
  /** every key API call per client address, known and unknown keys alike */
  apiKeyAddress: { name: 'api-key-ip', max: 600, windowMs: minute, message: tooMany },
  rconTestUser: {
    name: 'rcon-user',
    max: 20,
    windowMs: minute,
    message: 'Too many RCON tests. Please wait a minute and try again.',
  },
  rconTestInstance: {
    name: 'rcon-instance',
    max: 60,
    windowMs: minute,
    message: 'Too many RCON tests. Please wait a minute and try again.',
  },
} satisfies Record<string, RateRule>;
