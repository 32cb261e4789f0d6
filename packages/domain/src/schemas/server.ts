import { z } from 'zod';
import {
  DEFAULT_MAX_PLAYERS,
  DEFAULT_SERVER_HOSTING,
  HOST_MAX,
  MASKED_PASSWORD,
  MAX_PLAYERS_MAX,
  MAX_PLAYERS_MIN,
  PORT_MAX,
  PORT_MIN,
  RCON_PASSWORD_MAX,
  RCON_PASSWORD_MIN,
} from '../constants';
import { id, requiredName, sortingIndex } from './common';
import { messages } from './messages';

/**
 * Host rule (SPEC 5: "an IPv4 address or domain name"). Reading chosen:
 * - IPv4: exactly 4 dot-separated decimal octets 0..255 (no leading zeros, so '010.0.0.1' is refused);
 * - domain: an RFC 1123 host name of at least two labels (so at least one dot), each label 1..63 of
 *   letters, digits and inner hyphens, the last label starting with a letter, 253 characters in all;
 *   all-numeric dotted strings (e.g. '1.2.3', '256.1.1.1') are never domains;
 * - the single-label name 'localhost' is accepted for local test servers.
 * IPv6 and other single-label names are refused.
 */
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
/** RFC 1123 host name with at least one dot (a top-level label of letters), or 'localhost'. */
const HOSTNAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$/i;
export const isHost = (v: string) =>
  v === 'localhost' || IPV4.test(v) || (!/^[\d.]+$/.test(v) && HOSTNAME.test(v));

export const hostSchema = z
  .string({ error: messages.hostRequired })
  .trim()
  .min(1, messages.hostRequired)
  .max(HOST_MAX, messages.hostMax)
  .refine(isHost, messages.hostFormat);
export const portSchema = z
  .number({
    error: (i) => (i.input === undefined || i.input === null ? messages.rconPortRequired : messages.port),
  })
  .int({ error: messages.port })
  .min(PORT_MIN, messages.port)
  .max(PORT_MAX, messages.port);
export const rconPasswordSchema = z
  .string({ error: messages.rconPasswordMin })
  .min(RCON_PASSWORD_MIN, messages.rconPasswordMin)
  .max(RCON_PASSWORD_MAX, messages.rconPasswordMax);

/** A game server as the API returns it; a stored password is always the ten-asterisk mask. */
export const serverSchema = z.object({
  id,
  botId: id,
  name: z.string(),
  sortingIndex: z.number().int(),
  serverGroup: z.string(),
  ip: z.string(),
  rconPort: z.number().int(),
  rconPassword: z.string(),
  nitradoServiceId: z.number().int(),
  asaBotServerId: z.string(),
  maxPlayers: z.number().int(),
  gamePort: z.number().int(),
  isEnabled: z.boolean(),
  hosting: z.string(),
  clusterId: z.string(),
  sessionName: z.string(),
  map: z.string(),
  version: z.string(),
  modIds: z.array(z.string()),
});
export type Server = z.infer<typeof serverSchema>;

const maxPlayersSchema = z
  .number({ error: messages.maxPlayers })
  .int({ error: messages.maxPlayers })
  .min(MAX_PLAYERS_MIN, messages.maxPlayers)
  .max(MAX_PLAYERS_MAX, messages.maxPlayers);

/** Create/update body of a server (SPEC 5 rules); `rconPassword` may be MASKED_PASSWORD to keep the stored one. */
export const serverInputSchema = z.object({
  id: id.optional(),
  botId: id.optional(),
  name: requiredName,
  sortingIndex,
  serverGroup: z.string().trim().max(10, messages.serverTagMax).default(''),
  ip: hostSchema,
  rconPort: portSchema,
  rconPassword: z.union([z.literal(MASKED_PASSWORD), rconPasswordSchema]),
  nitradoServiceId: z.number().int().min(0).default(0),
  asaBotServerId: z.string().max(100).default(''),
  maxPlayers: maxPlayersSchema.default(DEFAULT_MAX_PLAYERS),
  gamePort: z.number().int().min(0).max(65535).default(0),
  isEnabled: z.boolean().default(true),
  hosting: z.string().max(50).default(DEFAULT_SERVER_HOSTING),
  clusterId: z.string().max(200).default(''),
  sessionName: z.string().max(200).default(''),
  map: z.string().max(200).default(''),
  version: z.string().max(50).default(''),
  modIds: z.array(z.string().max(50)).max(200).default([]),
});
export type ServerInput = z.infer<typeof serverInputSchema>;
/** The server dialog: like the API body, but Max Players is required (SPEC 5), not defaulted. */
export const serverFormSchema = serverInputSchema.extend({ maxPlayers: maxPlayersSchema });
export const serverBodySchema = z.object({ server: serverInputSchema });
export const serverBulkBodySchema = z.object({
  servers: z.array(serverInputSchema.extend({ id })).max(1000),
});
export const serverIdBodySchema = z.object({ serverId: id });

export const hostingServiceSchema = z.object({
  id: z.union([z.number().int(), z.string()]),
  ip: z.string(),
  gamePort: z.number().int(),
  rconPort: z.number().int(),
  name: z.string(),
  clusterId: z.string(),
  adminPassword: z.string(),
  mods: z.array(z.string()),
  slots: z.number().int(),
  username: z.string().default(''),
});
export type HostingService = z.infer<typeof hostingServiceSchema>;

export const syncStatuses = ['Sync Required', 'Synchronized', 'No Server'] as const;
export const syncRowSchema = z.object({
  serverId: id.nullable(),
  serviceId: z.union([z.number().int(), z.string()]),
  status: z.enum(syncStatuses),
  isSyncRequired: z.boolean(),
  /** Which linked fields differ (Sync Required rows): names only, never the values of secrets. */
  differences: z.array(z.enum(['ip', 'rconPort', 'rconPassword'])).default([]),
});
export type SyncRow = z.infer<typeof syncRowSchema>;

export const rconTestSchema = z.object({
  botId: id,
  host: hostSchema,
  port: portSchema,
  password: z.string().min(1, messages.rconPasswordMin).max(100, messages.rconPasswordMax),
  serverId: id.optional(),
});
export const rconTestResultSchema = z.object({ success: z.boolean(), message: z.string() });
