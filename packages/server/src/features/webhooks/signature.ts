import crypto from 'node:crypto';

/**
 * The signature header's value: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the secret>`.
 * Receivers check it with the snippet of docs/webhooks.md (the test runs that snippet).
 */
export function signWebhook(secret: string, unixSeconds: number, body: string): string {
  const mac = crypto.createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

/** A new endpoint secret (shown once): `whsec_` + 32 random bytes. */
export const newWebhookSecret = () => `whsec_${crypto.randomBytes(32).toString('base64url')}`;
