import type { BotInstance } from '@asa/domain';

type CommandSettings = BotInstance['commandSettings'];
export type RoleKey = Exclude<keyof CommandSettings, 'enableRegisterCommand'>;

/** The role-gated Discord commands (SPEC 2 and 6); '' (None) means nobody may use the command. */
export const commandPickers: { key: RoleKey; commands: string[] }[] = [
  { key: 'creditCommandAccessRole', commands: ['/credit'] },
  { key: 'roleCommandAccessRole', commands: ['/shoproleadd', '/shoproleremove'] },
  { key: 'giftCommandAccessRole', commands: ['/gift'] },
  { key: 'voteCommandAccessRole', commands: ['/voteStats'] },
];
