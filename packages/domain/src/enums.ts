/** Site role of a user (SPEC 3). The admin check is `role >= Admin`. */
export enum Role {
  User = 0,
  Admin = 1,
  Bot = 2,
  UserPortal = 3,
}

/** Subscription tier (SPEC 3). Unknown is shown as '-'. */
export enum Tier {
  Free = 0,
  Tier1 = 1,
  Tier2 = 2,
  Tier3 = 3,
  Tier4 = 4,
  Special = 5,
  Unknown = 6,
}

export enum BonusType {
  None = 0,
  FormerPatreon = 1,
  FormerLifetime = 2,
  CurrentLifetime = 3,
  Special = 4,
}

/**
 * Stored permission enum (SPEC 3): None 0, View/Edit pairs 1..20, Owner and FullAccess at the top.
 */
export enum Permission {
  None = 0,
  Servers_View = 1,
  Servers_Edit = 2,
  Kits_View = 3,
  Kits_Edit = 4,
  Roles_View = 5,
  Roles_Edit = 6,
  Nitrado_View = 7,
  Nitrado_Edit = 8,
  Players_View = 9,
  Players_Edit = 10,
  Commands_View = 11,
  Commands_Edit = 12,
  AsaBotSync_View = 13,
  AsaBotSync_Edit = 14,
  VotingIntegration_View = 15,
  VotingIntegration_Edit = 16,
  Tip4Serv_View = 17,
  Tip4Serv_Edit = 18,
  UserPortal_View = 19,
  UserPortal_Edit = 20,
  Owner = 21,
  FullAccess = 22,
  /** Read the audit log (issue 36); view only: its retention stays the owner's. */
  AuditLog_View = 23,
}

export type PermissionName = keyof typeof Permission;

export const permissionNames = Object.keys(Permission).filter((k) =>
  Number.isNaN(Number(k)),
) as PermissionName[];

/** Per-area permission level shown in the Permissions dialogs. */
export enum PermissionLevel {
  None = 0,
  View = 1,
  ViewEdit = 2,
}

export const tierLabels: Record<Tier, string> = {
  [Tier.Free]: 'Free',
  [Tier.Tier1]: 'Tier 1',
  [Tier.Tier2]: 'Tier 2',
  [Tier.Tier3]: 'Tier 3',
  [Tier.Tier4]: 'Tier 4',
  [Tier.Special]: 'Special',
  [Tier.Unknown]: '-',
};

export const roleLabels: Record<Role, string> = {
  [Role.User]: 'User',
  [Role.Admin]: 'Admin',
  [Role.Bot]: 'Bot',
  [Role.UserPortal]: 'UserPortal',
};

export const kitTypes = ['normal', 'multipleChoice', 'random'] as const;
export type KitType = (typeof kitTypes)[number];

export const resetCycles = ['never', 'daily', 'weekly', 'monthly'] as const;
export type ResetCycle = (typeof resetCycles)[number];

export const roleModes = ['none', 'discord', 'bot'] as const;
export type RoleMode = (typeof roleModes)[number];
