import { inGameShopSettingsSchema, type InGameShopSettings } from '@asa/domain';
import type { InstanceRow } from '../bots/repo';

const defaults = inGameShopSettingsSchema.parse({});

/** The instance's in-game shop settings over their defaults (the group holds no secret). */
export function inGameSettingsOf(row: InstanceRow): InGameShopSettings {
  const stored = (row.settings as Record<string, Record<string, unknown>> | null)?.inGameShopSettings;
  const parsed = inGameShopSettingsSchema.safeParse({ ...defaults, ...(stored ?? {}) });
  return parsed.success ? parsed.data : defaults;
}
