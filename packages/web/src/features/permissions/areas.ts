import { levelOf, permissionAreas, PermissionLevel, withLevel, type PermissionArea } from '@asa/domain';

/** Add User: every area except the user portal (no dialog offers that level). */
export const addAreas = permissionAreas.filter((a) => a.key !== 'UserPortal');
/** Edit: also without Command Access. */
export const editAreas = permissionAreas.filter((a) => a.key !== 'UserPortal' && a.key !== 'Commands');

export type Levels = Partial<Record<PermissionArea, PermissionLevel>>;

export function levelsOf(permissions: readonly string[], areas: readonly { key: PermissionArea }[]): Levels {
  const out: Levels = {};
  for (const a of areas) out[a.key] = levelOf(permissions, a.key);
  return out;
}

/**
 * Applies the dialog's levels to a permission list; areas not in the dialog keep their permissions.
 * A FullAccess entry is first spelled out as View / Edit for every area so that lowering a level works.
 */
export function applyLevels(permissions: readonly string[], levels: Levels): string[] {
  let list = [...permissions];
  if (list.includes('FullAccess')) {
    list = list.filter((p) => p !== 'FullAccess');
    for (const a of permissionAreas) list = withLevel(list, a.key, PermissionLevel.ViewEdit);
  }
  for (const [area, level] of Object.entries(levels) as [PermissionArea, PermissionLevel][])
    list = withLevel(list, area, level);
  return list;
}

export const sameLevels = (a: Levels, b: Levels) =>
  Object.keys(a).every((k) => a[k as PermissionArea] === b[k as PermissionArea]);
