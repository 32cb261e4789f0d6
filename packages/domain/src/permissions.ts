import { Permission, PermissionLevel, Role, type PermissionName } from './enums';

export interface PermissionSubject {
  discordId: string;
  role?: Role | number;
}
export interface ManagerLike {
  discordId: string;
  permissions: readonly (PermissionName | string)[];
}
export interface InstanceLike {
  ownerId: string;
  managers: readonly ManagerLike[];
}

/**
 * Admin check. The spec says "role value at or above Admin"; read literally that would make the Bot (2)
 * and UserPortal (3) roles admins, and player-portal logins get UserPortal. We read it as Admin only.
 */
export const isAdmin = (user: { role: Role | number } | null | undefined): boolean =>
  user?.role === Role.Admin;

export const isOwner = (
  user: PermissionSubject | null | undefined,
  instance: InstanceLike | null | undefined,
) => !!user && !!instance && !!user.discordId && user.discordId === instance.ownerId;

/**
 * SPEC 6: the owner has everything; a manager has a permission when its list contains FullAccess or
 * that permission (FullAccess never grants Owner); everybody else has none.
 */
export function hasPermission(
  user: PermissionSubject | null | undefined,
  instance: InstanceLike | null | undefined,
  permission: Permission | PermissionName,
): boolean {
  if (!user || !instance) return false;
  const name = (typeof permission === 'number' ? Permission[permission] : permission) as PermissionName;
  if (name === 'None') return true;
  if (isOwner(user, instance)) return true;
  if (name === 'Owner') return false;
  const manager = instance.managers.find((m) => m.discordId === user.discordId);
  if (!manager) return false;
  return manager.permissions.includes('FullAccess') || manager.permissions.includes(name);
}

/** True when the user is owner or manager of the instance (any permission). */
export function hasAnyAccess(
  user: PermissionSubject | null | undefined,
  instance: InstanceLike | null | undefined,
) {
  if (!user || !instance) return false;
  return isOwner(user, instance) || instance.managers.some((m) => m.discordId === user.discordId);
}

/**
 * Areas of the Permissions dialogs, in display order, with their View/Edit permissions (the dashboard names
 * them in its catalogue: `permissions.area.<key>`).
 */
export const permissionAreas = [
  { key: 'Servers', view: 'Servers_View', edit: 'Servers_Edit' },
  { key: 'Commands', view: 'Commands_View', edit: 'Commands_Edit' },
  { key: 'Kits', view: 'Kits_View', edit: 'Kits_Edit' },
  { key: 'Roles', view: 'Roles_View', edit: 'Roles_Edit' },
  { key: 'Players', view: 'Players_View', edit: 'Players_Edit' },
  { key: 'Nitrado', view: 'Nitrado_View', edit: 'Nitrado_Edit' },
  { key: 'AsaBotSync', view: 'AsaBotSync_View', edit: 'AsaBotSync_Edit' },
  {
    key: 'VotingIntegration',
    view: 'VotingIntegration_View',
    edit: 'VotingIntegration_Edit',
  },
  { key: 'Tip4Serv', view: 'Tip4Serv_View', edit: 'Tip4Serv_Edit' },
  { key: 'UserPortal', view: 'UserPortal_View', edit: 'UserPortal_Edit' },
  /** View only (no Edit level): the audit log's retention stays the owner's. */
  { key: 'AuditLog', view: 'AuditLog_View', edit: null },
] as const satisfies readonly { key: string; view: PermissionName; edit: PermissionName | null }[];

export type PermissionArea = (typeof permissionAreas)[number]['key'];

/** Level of an area from a permission list (View / Edit gives both permissions). */
export function levelOf(permissions: readonly string[], area: PermissionArea): PermissionLevel {
  const a: { view: string; edit: string | null } = permissionAreas.find((x) => x.key === area)!;
  if (permissions.includes('FullAccess')) return a.edit ? PermissionLevel.ViewEdit : PermissionLevel.View;
  if (a.edit && permissions.includes(a.edit)) return PermissionLevel.ViewEdit;
  if (permissions.includes(a.view)) return PermissionLevel.View;
  return PermissionLevel.None;
}

/** Permission list with one area set to a level (View / Edit stores both View and Edit). */
export function withLevel(
  permissions: readonly string[],
  area: PermissionArea,
  level: PermissionLevel,
): string[] {
  const a: { view: string; edit: string | null } = permissionAreas.find((x) => x.key === area)!;
  const rest = permissions.filter((p) => p !== a.view && p !== a.edit);
  if (level === PermissionLevel.View) return [...rest, a.view];
  // a view-only area (edit null) has no higher level than View
  if (level === PermissionLevel.ViewEdit) return a.edit ? [...rest, a.view, a.edit] : [...rest, a.view];
  return rest;
}
