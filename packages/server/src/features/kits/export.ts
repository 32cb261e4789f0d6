import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { servers, shopRanks } from '../../db/schema';
import { csvStream, type CsvColumn } from '../../lib/csv';
import { listKits, type KitRow } from './service';

/**
 * The item groups of a kit as one JSON cell: `[{"name": "...", "items": ["command", ...]}]`, with `"weight"`
 * for a group whose random-kit weight is not 1 (issue 37).
 */
export const itemGroupsCell = (row: Pick<KitRow, 'itemGroups'>) =>
  JSON.stringify(
    row.itemGroups.map((g) => ({
      name: g.name,
      items: g.items.map((i) => i.command),
      ...(g.weight !== undefined && g.weight !== 1 ? { weight: g.weight } : {}),
    })),
  );

/** Names of an instance's servers and shop ranks by id (the CSV names them, ids differ between instances). */
export async function refNames(db: Db, botId: number) {
  const [srv, ranks] = await Promise.all([
    db.select({ id: servers.id, name: servers.name }).from(servers).where(eq(servers.botId, botId)),
    db.select({ id: shopRanks.id, name: shopRanks.name }).from(shopRanks).where(eq(shopRanks.botId, botId)),
  ]);
  return {
    servers: new Map(srv.map((s) => [s.id, s.name])),
    ranks: new Map(ranks.map((r) => [r.id, r.name])),
  };
}

/** The kits of an instance as CSV in the list's order; servers and the required shop rank by name. */
export async function kitsCsv(db: Db, botId: number) {
  const names = await refNames(db, botId);
  const columns: CsvColumn<KitRow>[] = [
    { header: 'id', value: (k) => k.id },
    { header: 'name', value: (k) => k.name },
    { header: 'description', value: (k) => k.description },
    { header: 'price', value: (k) => k.price },
    { header: 'sortingIndex', value: (k) => k.sortingIndex },
    { header: 'isEnabled', value: (k) => k.isEnabled },
    { header: 'isBuyable', value: (k) => k.isBuyable },
    { header: 'kitType', value: (k) => k.kitType },
    { header: 'iconUrl', value: (k) => k.iconUrl },
    { header: 'useBuyLimit', value: (k) => k.useBuyLimit },
    { header: 'maxBuys', value: (k) => k.maxBuys },
    { header: 'resetAt', value: (k) => k.resetAt },
    { header: 'useServerLimit', value: (k) => k.useServerLimit },
    {
      header: 'servers',
      value: (k) => k.serverIds.map((id) => names.servers.get(id) ?? `#${id}`).join('; '),
    },
    { header: 'serverGroups', value: (k) => k.serverGroups.join('; ') },
    { header: 'useRoleLimit', value: (k) => k.useRoleLimit },
    {
      header: 'requiredRank',
      value: (k) =>
        k.requiredRole === null ? '' : (names.ranks.get(k.requiredRole) ?? `#${k.requiredRole}`),
    },
    { header: 'requiredDiscordRoleId', value: (k) => k.requiredDiscordRoleId },
    { header: 'channelId', value: (k) => k.channelId },
    { header: 'mustBeOnline', value: (k) => k.mustBeOnline },
    { header: 'itemGroups', value: itemGroupsCell },
  ];
  const rows = await listKits(db, botId);
  return csvStream(
    columns,
    (async function* () {
      yield* rows;
    })(),
  );
}

export const kitCsvColumns = [
  'id',
  'name',
  'description',
  'price',
  'sortingIndex',
  'isEnabled',
  'isBuyable',
  'kitType',
  'iconUrl',
  'useBuyLimit',
  'maxBuys',
  'resetAt',
  'useServerLimit',
  'servers',
  'serverGroups',
  'useRoleLimit',
  'requiredRank',
  'requiredDiscordRoleId',
  'channelId',
  'mustBeOnline',
  'itemGroups',
] as const;
