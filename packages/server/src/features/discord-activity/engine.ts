import type { DiscordActivitySettings, Limits } from '@asa/domain';

export interface ActivityInput {
  settings: Pick<
    DiscordActivitySettings,
    'isEnabled' | 'cooldownTimer' | 'minPointsPerMessage' | 'maxPointsPerMessage' | 'channelIds'
  >;
  limits: Pick<Limits, 'discordActivityPoints'>;
  channelId: string;
  userId: string;
  now: Date;
  /** When the user last received activity credits on this instance (null: never). */
  lastAwardAt: Date | null;
  /** Uniform in [0, 1); Math.random by default. */
  random?: () => number;
}

/**
 * Credits one chat message earns (pure). 0 unless the instance's limits include discordActivityPoints, the
 * setting is enabled, the channel is listed, and the user's cooldown (seconds; 0 disables it) has passed since
 * the last award. Otherwise a random whole number between min and max credits, both inclusive (the bounds are
 * swapped when given the wrong way round).
 */
export function activityCredits(input: ActivityInput): number {
  const { settings, limits, channelId, userId, now, lastAwardAt } = input;
  if (!limits.discordActivityPoints || !settings.isEnabled || !userId) return 0;
  if (!settings.channelIds.includes(channelId)) return 0;
  const cooldownMs = Math.max(0, Math.floor(settings.cooldownTimer)) * 1000;
  if (cooldownMs > 0 && lastAwardAt && now.getTime() - lastAwardAt.getTime() < cooldownMs) return 0;
  const a = Math.max(0, Math.floor(settings.minPointsPerMessage));
  const b = Math.max(0, Math.floor(settings.maxPointsPerMessage));
  const [lo, hi] = a <= b ? [a, b] : [b, a];
  const r = Math.min(Math.max((input.random ?? Math.random)(), 0), 0.999_999_999);
  return lo + Math.floor(r * (hi - lo + 1));
}
