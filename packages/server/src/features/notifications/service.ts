import { inArray, lt } from 'drizzle-orm';
import {
  hasPermission,
  noticeEnglish,
  NOTIFICATION_RETENTION_DAYS,
  type Notice,
  type PermissionName,
} from '@asa/domain';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { type botInstances, notifications, users } from '../../db/schema';

/** An instance row (bots/repo's InstanceRow, declared here: bots uses notifications, not the other way). */
type InstanceRow = typeof botInstances.$inferSelect;

/**
 * The stored form of a notice: its key and parameters (the reader's language on the dashboard) and its
 * English text (`message`: the API's English). Every writer of `notifications` passes its rows through this.
 */
export const noticeColumns = (notice: Notice) => ({
  key: notice.key,
  params: notice.params,
  message: noticeEnglish(notice),
});

/**
 * Tells the owner of an instance, and the managers who may view the area concerned, that something needs
 * attention. `area` is the View permission of the page the link goes to ('Owner' = owner only).
 */
export async function notifyInstance(
  ctx: AppContext,
  instance: InstanceRow,
  n: { notice: Notice; link: string; kind: string; area: PermissionName },
  db: Db | Tx = ctx.db,
) {
  const discordIds = [instance.ownerId, ...instance.managers.map((m) => m.discordId)].filter((id) =>
    hasPermission({ discordId: id }, instance, n.area),
  );
  if (discordIds.length === 0) return 0;
  const rows = await db.select({ id: users.id }).from(users).where(inArray(users.discordId, discordIds));
  if (rows.length === 0) return 0;
  const text = noticeColumns(n.notice);
  await db.insert(notifications).values(
    rows.map((u) => ({
      userId: u.id,
      ...text,
      link: n.link,
      kind: n.kind,
      createdAt: ctx.now(),
    })),
  );
  return rows.length;
}

/** Deletes notifications older than the retention period (90 days). */
export async function pruneNotifications(ctx: AppContext) {
  const cutoff = new Date(ctx.now().getTime() - NOTIFICATION_RETENTION_DAYS * 86_400_000);
  const gone = await ctx.db
    .delete(notifications)
    .where(lt(notifications.createdAt, cutoff))
    .returning({ id: notifications.id });
  return gone.length;
}
