import { shopRankCommand } from './shop-rank-command';

/** /shoproleadd user rank (see shop-rank-command.ts). */
export const shoproleadd = shopRankCommand('shoproleadd');
