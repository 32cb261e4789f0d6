import type { SecretBox } from '../../lib/crypto';

/** Settings fields that hold secrets; encrypted inside the settings document at rest. */
export const secretSettingFields: [group: string, field: string][] = [
  ['apiSettings', 'apiKey'],
  ['asaBotSyncSettings', 'apiKey'],
  ['tip4ServSettings', 'apiKey'],
];

type Settings = Record<string, Record<string, unknown>>;

export function encryptSettings(settings: Settings, box: SecretBox): Settings {
  const out: Settings = structuredClone(settings);
  for (const [g, f] of secretSettingFields) {
    if (out[g] && typeof out[g][f] === 'string') out[g][f] = box.encrypt(out[g][f] as string);
  }
  return out;
}

export function decryptSettings(settings: Settings, box: SecretBox): Settings {
  const out: Settings = structuredClone(settings);
  for (const [g, f] of secretSettingFields) {
    if (out[g] && typeof out[g][f] === 'string') out[g][f] = box.decrypt(out[g][f] as string);
  }
  return out;
}
