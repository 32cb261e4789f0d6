import { describe, expect, it } from 'vitest';
import {
  hasPermission,
  isAdmin,
  levelOf,
  limitsForTier,
  Permission,
  PermissionLevel,
  Role,
  Tier,
  tierForPledgeCents,
  withLevel,
} from '../src';

const instance = {
  ownerId: '1',
  managers: [
    { discordId: '2', permissions: ['Servers_View', 'Kits_View', 'Kits_Edit'] },
    { discordId: '3', permissions: ['FullAccess'] },
  ],
};

describe('hasPermission (SPEC 6)', () => {
  it('owner has every permission, Owner included', () => {
    for (const p of [Permission.Servers_Edit, Permission.Owner, Permission.UserPortal_Edit])
      expect(hasPermission({ discordId: '1' }, instance, p)).toBe(true);
  });
  it('FullAccess has all but Owner', () => {
    expect(hasPermission({ discordId: '3' }, instance, 'Tip4Serv_Edit')).toBe(true);
    expect(hasPermission({ discordId: '3' }, instance, 'Owner')).toBe(false);
  });
  it('a manager has exactly the listed permissions', () => {
    expect(hasPermission({ discordId: '2' }, instance, 'Servers_View')).toBe(true);
    expect(hasPermission({ discordId: '2' }, instance, 'Servers_Edit')).toBe(false);
    expect(hasPermission({ discordId: '2' }, instance, Permission.Kits_Edit)).toBe(true);
  });
  it('a stranger and nobody have none', () => {
    expect(hasPermission({ discordId: '9' }, instance, 'Servers_View')).toBe(false);
    expect(hasPermission(null, instance, 'Servers_View')).toBe(false);
  });
  it('enum values match the spec: None 0, pairs 1..20, Owner and FullAccess on top', () => {
    expect(Permission.None).toBe(0);
    expect(Permission.Servers_View).toBe(1);
    expect(Permission.UserPortal_Edit).toBe(20);
    expect(Permission.Owner).toBe(21);
    expect(Permission.FullAccess).toBe(22);
  });
  it('admin flag is the Admin role only', () => {
    expect(isAdmin({ role: Role.Admin })).toBe(true);
    expect(isAdmin({ role: Role.User })).toBe(false);
    expect(isAdmin({ role: Role.UserPortal })).toBe(false);
  });
  it('View / Edit levels store both permissions', () => {
    const p = withLevel([], 'Servers', PermissionLevel.ViewEdit);
    expect(p).toEqual(['Servers_View', 'Servers_Edit']);
    expect(levelOf(p, 'Servers')).toBe(PermissionLevel.ViewEdit);
    expect(levelOf(withLevel(p, 'Servers', PermissionLevel.View), 'Servers')).toBe(PermissionLevel.View);
    expect(withLevel(p, 'Servers', PermissionLevel.None)).toEqual([]);
  });
  it('the audit log is a view-only area: AuditLog_View (23), never an Edit permission', () => {
    expect(Permission.AuditLog_View).toBe(23);
    expect(withLevel([], 'AuditLog', PermissionLevel.ViewEdit)).toEqual(['AuditLog_View']);
    expect(levelOf(['AuditLog_View'], 'AuditLog')).toBe(PermissionLevel.View);
    expect(levelOf(['FullAccess'], 'AuditLog')).toBe(PermissionLevel.View);
    expect(withLevel(['AuditLog_View', 'Kits_View'], 'AuditLog', PermissionLevel.None)).toEqual([
      'Kits_View',
    ]);
  });
});

describe('tier limits (SPEC 6)', () => {
  it('numbers per tier', () => {
    const rows = [Tier.Free, Tier.Tier1, Tier.Tier2, Tier.Tier3, Tier.Tier4].map((t) => {
      const l = limitsForTier(t);
      return [l.numServers, l.numRoles, l.numKits, l.numItems];
    });
    expect(rows).toEqual([
      [10, 10, 20, 20],
      [30, 30, 50, 30],
      [50, 50, 100, 40],
      [100, 75, 250, 50],
      [150, 100, 500, 60],
    ]);
  });
  it('features per tier', () => {
    expect(limitsForTier(Tier.Tier1).apiAccess).toBe(false);
    expect(limitsForTier(Tier.Tier2)).toMatchObject({
      apiAccess: true,
      arkServerNetVoting: true,
      deutscheArkServerVoting: true,
      tip4serv: true,
      userPortal: false,
    });
    expect(limitsForTier(Tier.Tier3).userPortal).toBe(true);
    expect(limitsForTier(Tier.Tier4).discordActivityPoints).toBe(false);
    expect(limitsForTier(Tier.Special)).toMatchObject({
      numServers: 150,
      discordActivityPoints: true,
      userPortal: true,
    });
    expect(limitsForTier(Tier.Unknown).numServers).toBe(10);
  });
  it('pledge amounts map to tiers (0, 3, 6, 9, 12 euros)', () => {
    expect([0, 299, 300, 600, 900, 1200, 5000].map(tierForPledgeCents)).toEqual([0, 0, 1, 2, 3, 4, 4]);
  });
});
