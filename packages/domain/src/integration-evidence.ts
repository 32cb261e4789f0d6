/**
 * What each outside integration was checked against (docs/integrations.md shows this table verbatim; a
 * server test keeps the two in sync). Integrations whose answers are not verified carry a `note` that their
 * dashboard page shows as an "Unverified integration" notice.
 */
export type EvidenceStatus = 'verified' | 'assumed';

export interface IntegrationEvidence {
  integration: string;
  status: EvidenceStatus;
  /** Verified by what, or what is assumed. */
  evidence: string;
  /** Dashboard page (route) showing `note`. */
  page?: UnverifiedPage;
  /** Text of the "Unverified integration" notice on `page`. */
  note?: string;
}

export type UnverifiedPage = '/votingArkServer' | '/votingDas' | '/nitrado' | '/asabot' | '/inGameShop';

export const UNVERIFIED_INTEGRATION_TITLE = 'Unverified integration';

export const INTEGRATION_EVIDENCE: IntegrationEvidence[] = [
  {
    integration: 'Discord OAuth2 and REST (login, bot invite, guilds, channels, roles, members)',
    status: 'verified',
    evidence:
      "Discord's developer documentation (API v10); a bot authorization's token answer carries the guild it was added to (`guild`).",
  },
  {
    integration: 'Patreon API v2 (members, webhooks)',
    status: 'verified',
    evidence:
      'docs.patreon.com: campaign members, `social_connections.discord.user_id`, `X-Patreon-Signature` (HMAC-MD5 of the body).',
  },
  {
    integration: 'Source RCON as ASA speaks it',
    status: 'verified',
    evidence:
      "Valve's Source RCON protocol description and public ARK RCON clients (ARK sends no empty packet before the auth answer).",
  },
  {
    integration: 'ASA RCON chat and player list (`GetChat`, `ServerChat`, `ListPlayers`)',
    status: 'verified',
    evidence:
      'Public ASA/ASE chat-relay and RCON tools (Cross-Ark-Chat issue 71 on stolen lines): `GetChat` answers the lines buffered since the last read, `\\n`-separated, and empties the buffer; no lines = `Server received, But no response!!`; `ListPlayers` answers `N. <name>, <EOS id>`; `ServerChat <text>` says a line to everyone.',
  },
  {
    integration: 'ASA chat lines and private replies (in-game shop: line format, `ServerChatTo`)',
    status: 'assumed',
    evidence:
      'From public parsers and community reports, not checked against a live ASA server: player lines `<platform name> (<character name>): <message>`; `ServerChatTo "<EOS id>" <text>` reaches one player; non-ASCII arrives as `?`; `/`-prefixed text does not reach `GetChat` (default prefix `+`); only global chat is seen.',
    page: '/inGameShop',
    note: "The in-game shop reads the game chat over RCON as community tools describe it; the chat line format and private replies are not confirmed by the game's makers. Another tool reading GetChat on the same server misses lines.",
  },
  {
    integration: 'Tip4Serv store API',
    status: 'verified',
    evidence:
      'Tip4Serv/tip4serv-minecraft-curseforge-mod (T4SMain.java, Tip4ServKey.java): `Bearer SERVER_KEY:<signature>`, base64 HMAC-SHA256(privateKey, serverId + publicKey + time), `/v1/store/server/{id}/commands?time=`, any non-list answer = nothing pending, non-200 = skip the run, "Executed" / "Not Executed". Assumed: the refused-signature answer (any non-200 except 429/503 counts as a failure).',
  },
  {
    integration: 'ark-servers.net votes (check, claim, vote list)',
    status: 'verified',
    evidence:
      'Public integrations of the "*-servers" list family (same API on every site); `limit` (default 100, at most 500) from the family\'s documentation at minecraft-mp.com/help/api.',
  },
  {
    integration: 'ark-servers.net: EOS ids in `steamid`',
    status: 'assumed',
    evidence:
      "Whether the site stores an ASA player's EOS id (32 hex characters) in `steamid` is not documented; we match SteamID64 and EOS ids.",
    page: '/votingArkServer',
    note: "Whether ark-servers.net reports ARK: Survival Ascended voters by EOS id is not confirmed. Each vote's id is checked; an id of another form is reported to you once and not credited.",
  },
  {
    integration: 'deutsche-arkserver.de votes',
    status: 'assumed',
    evidence:
      'No official API documentation found; the URL scheme (`/api/v2/{apiKey}/server/{serverId}/votes/unclaimed`, `PATCH .../votes/batch`) comes from one third-party plugin configuration.',
    page: '/votingDas',
    note: 'The deutsche-arkserver.de vote API is not publicly documented; this integration follows a third-party plugin. Its answers are checked, and an answer of another shape is reported to you once and credits nobody.',
  },
  {
    integration: 'Nitrado API (OAuth2, user, services, gameservers)',
    status: 'verified',
    evidence: 'doc.nitrado.net and several public integrations that call it.',
  },
  {
    integration: 'Nitrado: RCON (admin) password field of ASA services',
    status: 'assumed',
    evidence:
      '`admin-password` is confirmed for ARK: Survival Evolved only; for ASA we try `admin-password`, `current-admin-password`, `ServerAdminPassword`, `server-admin-password` in the settings groups.',
    page: '/nitrado',
    note: "Where Nitrado keeps an ARK: Survival Ascended server's RCON password is not confirmed. Several known settings are tried; if none is found you are told once and the stored password is kept.",
  },
  {
    integration: 'ASA Bot (companion bot) API',
    status: 'assumed',
    evidence:
      'Not public: `GET /servers`, `GET /players`, `POST /servers/{id}/command` with `x-api-key` are our assumption; the default URL is a placeholder.',
    page: '/asabot',
    note: "The ASA Bot's API is not public; this integration uses an assumed API. Its answers are checked, and an answer of another shape is reported to you once and changes nothing.",
  },
];

/** The notice a dashboard page shows, if its integration is unverified. */
export const unverifiedNote = (page: UnverifiedPage): string =>
  INTEGRATION_EVIDENCE.find((e) => e.page === page)?.note ?? '';
