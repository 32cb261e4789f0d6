import type { Job } from './scheduler';
import { pruneNotifications } from '../features/notifications/service';
import { syncSubscriptions } from '../features/subscriptions/service';
import { runNitradoAutoSync } from '../features/nitrado/auto-sync';
import { runAsaBotAutoSync, runAsaBotPlayerSync } from '../features/asabot/service';
import { runRconMonitor } from '../features/servers/rcon-monitor';
import { runVoteRewards } from '../features/voting/service';
import { runTip4ServDeliveries } from '../features/tip4serv/service';
import { runPassiveIncome } from '../features/shop/ranks/passive-income';
import { runDeliveryQueue } from '../features/shop/delivery/queue';
import { serversContactSucceeded } from '../features/shop';
import { refreshSaleMessages } from '../features/shop/promotions/sale-messages';
import { pruneSessions } from '../features/auth/service';
import { runInGameReaders } from '../features/in-game-shop/service';
import { runWeeklyLeaderboardPosts } from '../features/leaderboard-posts/service';
import { runPlaytime } from '../features/playtime/service';
import { pruneAuditLog } from '../features/audit/service';
import { pruneWebhookDeliveries, runWebhookDeliveries } from '../features/webhooks/service';
import { OVERVIEW_ROLLUP_JOB, runOverviewRollup } from '../features/overview/job';
import { runInstanceCountsFold } from '../features/bots/instance-counts';

import { runScheduledBackup } from '../features/backups/service';
/** Every scheduled job of the server. */
export const jobs: Job[] = [
  { name: 'prune-notifications', everyMinutes: 24 * 60, run: pruneNotifications },
  { name: 'patreon-sync', everyMinutes: 60, run: (ctx) => syncSubscriptions(ctx) },
  { name: 'nitrado-auto-sync', everyMinutes: 60, run: runNitradoAutoSync },
  { name: 'asabot-player-sync', everyMinutes: 60, run: runAsaBotPlayerSync },
  { name: 'asabot-auto-sync', everyMinutes: 60, run: runAsaBotAutoSync },
  // every process checks the servers that are due (each every 10 minutes), in fair batches
  {
    name: 'rcon-monitor',
    everyMinutes: 1,
    everySeconds: 15,
    shared: true,
    // deliveries waiting for a server that answered go ahead (the engine lifts their back-offs)
    run: (ctx) => runRconMonitor(ctx, { answered: (ids) => serversContactSucceeded(ctx, ids) }),
  },
  { name: 'vote-rewards', everyMinutes: 60, run: runVoteRewards },
  { name: 'tip4serv-deliveries', everyMinutes: 5, run: runTip4ServDeliveries },
  { name: 'passive-income', everyMinutes: 1440, run: runPassiveIncome },
  {
    name: 'delivery-queue',
    everyMinutes: 1,
    // every jobs process runs it every 5 s: the purchases are claimed per item (fair batches, a lease per
    // purchase), so processes split them, and a dead one's claims are back within their lease plus 5 s
    everySeconds: 5,
    shared: true,
    run: (ctx, run) => runDeliveryQueue(ctx, { run }),
  },
  // the purchases' and players' counts per instance: the writers' deltas folded into the counts
  { name: 'instance-counts', everyMinutes: 1, everySeconds: 10, run: runInstanceCountsFold },
  { name: 'prune-sessions', everyMinutes: 60, run: pruneSessions },
  { name: 'sale-messages', everyMinutes: 1, run: refreshSaleMessages },
  { name: 'in-game-chat', everyMinutes: 1, everySeconds: 1, run: (ctx) => runInGameReaders(ctx) },
  { name: 'playtime', everyMinutes: 1, run: (ctx) => runPlaytime(ctx) },
  { name: 'leaderboard-weekly-post', everyMinutes: 15, run: (ctx) => runWeeklyLeaderboardPosts(ctx) },
  { name: 'prune-audit-log', everyMinutes: 24 * 60, run: pruneAuditLog },
  {
    name: 'webhook-deliveries',
    everyMinutes: 1,
    everySeconds: 5,
    run: (ctx) => runWebhookDeliveries(ctx),
  },
  { name: 'prune-webhook-deliveries', everyMinutes: 24 * 60, run: pruneWebhookDeliveries },
  { name: OVERVIEW_ROLLUP_JOB, everyMinutes: 60, run: runOverviewRollup },
  { name: 'backup', everyMinutes: 60, run: runScheduledBackup },
];
