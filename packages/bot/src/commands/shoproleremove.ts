import { shopRankCommand } from './shop-rank-command';

/** /shoproleremove user rank (see shop-rank-command.ts). */
export const shoproleremove = shopRankCommand('shoproleremove');
