import type { paths } from '../../lib/api-schema';

/** The players list's URL parameters (the server's query; @asa/domain playerFilterFields). */
export const playerQueryNames = [
  'q',
  'sort',
  'order',
  'rank',
  'active',
  'joinedFrom',
  'joinedTo',
  'linked',
] as const;
export type PlayerQueryName = (typeof playerQueryNames)[number];
export type PlayerQuery = Partial<Record<PlayerQueryName, string>>;
export type PlayerApiQuery = NonNullable<paths['/api/player/list/{botId}']['get']['parameters']['query']>;

/**
 * The URL's values as the API's query: passed as they are (the server parses and checks each one, a bad
 * value is a 400 with its message).
 */
export const apiQuery = (q: PlayerQuery) => ({ ...q }) as unknown as PlayerApiQuery;

/** Grid column <-> `sort` value. */
export const sortFields = {
  name: 'name',
  credits: 'credits',
  lastActiveAt: 'lastActive',
  joinedAt: 'joined',
} as const;
export const fieldOfSort = (sort?: string) =>
  (Object.entries(sortFields).find(([, s]) => s === sort) ?? [])[0];
