import { balance } from './balance';
import { buy } from './buy';
import { credit } from './credit';
import { gift } from './gift';
import { kitsCommand } from './kits';
import { link } from './link';
import { orders } from './orders';
import { pay } from './pay';
import { top } from './top';
import { redeem } from './redeem';
import { buyrank, traderank } from './rank-trading';
import { register } from './register';
import { shoproleadd } from './shoproleadd';
import { shoproleremove } from './shoproleremove';
import type { SlashCommand } from './types';
import { voteStatsCommand } from './vote-stats';

/** Every slash command of the bot, registered globally at start. */
export const commands: SlashCommand[] = [
  register,
  balance,
  kitsCommand,
  buy,
  redeem,
  orders,
  gift,
  pay,
  top,
  credit,
  shoproleadd,
  shoproleremove,
  buyrank,
  traderank,
  voteStatsCommand,
  link,
];
export const commandByName = new Map(commands.map((c) => [c.data.name, c]));
