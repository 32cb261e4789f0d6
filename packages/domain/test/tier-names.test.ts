import { describe, expect, it } from 'vitest';
import { effectiveTier, Tier, tierFromName } from '../src';

describe('tier names and the installation floor', () => {
  it('reads the tier names operators type', () => {
    expect(['free', '0', '1', 'Tier 2', 'tier3', '4', 'Special'].map(tierFromName)).toEqual([
      Tier.Free,
      Tier.Free,
      Tier.Tier1,
      Tier.Tier2,
      Tier.Tier3,
      Tier.Tier4,
      Tier.Special,
    ]);
    expect(['gold', '5', '', 'tier'].map(tierFromName)).toEqual([null, null, null, null]);
  });

  it('raises a tier to the floor, never lowers it; Unknown counts as Free', () => {
    expect(effectiveTier(Tier.Free, Tier.Special)).toBe(Tier.Special);
    expect(effectiveTier(Tier.Unknown, Tier.Tier2)).toBe(Tier.Tier2);
    expect(effectiveTier(Tier.Tier4, Tier.Tier2)).toBe(Tier.Tier4);
    expect(effectiveTier(Tier.Tier3, null)).toBe(Tier.Tier3);
  });
});
