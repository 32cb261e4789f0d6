import type { BotInstance } from '@asa/domain';

type CommandSettings = BotInstance['commandSettings'];
export type RoleKey = Exclude<keyof CommandSettings, 'enableRegisterCommand'>;

/** The role-gated Discord commands (SPEC 2 and 6); '' (None) means nobody may use the command. */
export const commandPickers: { key: RoleKey; label: string; purpose: string }[] = [
  { key: 'creditCommandAccessRole', label: '/credit', purpose: 'give or take credits' },
  {
    key: 'roleCommandAccessRole',
    label: '/shoproleadd and /shoproleremove',
    purpose: 'add or remove shop ranks of players',
  },
  { key: 'giftCommandAccessRole', label: '/gift', purpose: 'gift kits to players' },
  { key: 'voteCommandAccessRole', label: '/voteStats', purpose: 'see voting statistics' },
];
