import { MASKED_PASSWORD } from '@asa/domain';
import { isEnvelope, type SecretBox } from '../../lib/crypto';

/**
 * Settings fields that hold secrets: encrypted inside the settings document at rest, masked for callers
 * who may not edit them, never logged. A field is one string or a list of strings (the vote-site keys).
 */
export const secretSettingFields: [group: string, field: string][] = [
  ['apiSettings', 'apiKey'],
  ['asaBotSyncSettings', 'apiKey'],
  ['tip4ServSettings', 'apiKey'],
  ['deutscheArkServerSettings', 'voteRewardKeys'],
  ['arkServersNetSettings', 'serverKeys'],
];

type Settings = Record<string, Record<string, unknown>>;

function mapSecret(value: unknown, fn: (v: string) => string): unknown {
  if (typeof value === 'string') return fn(value);
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'string' ? fn(v) : v));
  return value;
}

/** The settings with every secret value (each string of a list) replaced by fn's answer. */
export function mapSecrets(settings: Settings, fn: (v: string) => string): Settings {
  const out: Settings = structuredClone(settings);
  for (const [g, f] of secretSettingFields) if (out[g] && f in out[g]) out[g][f] = mapSecret(out[g][f], fn);
  return out;
}

export const encryptSettings = (settings: Settings, box: SecretBox): Settings =>
  mapSecrets(settings, (v) => (isEnvelope(v) ? v : box.encrypt(v)));

/** Decrypts the secret fields; a value stored in clear by an older version is read as it is. */
export const decryptSettings = (settings: Settings, box: SecretBox): Settings =>
  mapSecrets(settings, (v) => (isEnvelope(v) ? box.decrypt(v) : v));

/** A secret as a caller without the edit permission sees it: every non-empty value masked. */
export const maskSecret = (value: unknown) => mapSecret(value, (v) => (v ? MASKED_PASSWORD : v));

/** A saved secret where masked values (what a caller was shown) keep the stored value at that place. */
export function unmaskSecret(saved: unknown, stored: unknown): unknown {
  if (saved === MASKED_PASSWORD) return stored;
  if (Array.isArray(saved) && Array.isArray(stored))
    return saved.map((v, i) => (v === MASKED_PASSWORD && typeof stored[i] === 'string' ? stored[i] : v));
  return saved;
}
