/**
 * Patreon API v2: the campaign's members with their currently entitled amount and the Discord id of the
 * user's social connections (JSON:API shape, cursor pagination).
 * GET {base}/api/oauth2/v2/campaigns/{id}/members?include=user&fields[member]=...&fields[user]=social_connections
 */
export interface PatreonMember {
  patreonId: string;
  email: string;
  discordId: string;
  cents: number;
  status: string;
}

interface JsonApiMember {
  id: string;
  type: 'member';
  attributes: {
    currently_entitled_amount_cents?: number;
    patron_status?: string | null;
    email?: string | null;
  };
  relationships?: { user?: { data?: { id: string; type: 'user' } | null } };
}
interface JsonApiUser {
  id: string;
  type: 'user';
  attributes: { social_connections?: { discord?: { user_id?: string | null } | null } | null };
}
export interface MembersPage {
  data: JsonApiMember[];
  included?: (JsonApiUser | { type: string; id: string })[];
  links?: { next?: string };
  meta?: { pagination?: { cursors?: { next?: string | null }; total?: number } };
}
export type MemberDocument = { data: JsonApiMember; included?: MembersPage['included'] };

/** A member is paying only while patron_status is active_patron. */
export function toMember(m: JsonApiMember, included: MembersPage['included'] = []): PatreonMember {
  const userId = m.relationships?.user?.data?.id;
  const user = included.find((i) => i.type === 'user' && i.id === userId) as JsonApiUser | undefined;
  const active = m.attributes.patron_status === 'active_patron';
  return {
    patreonId: userId ?? m.id,
    email: m.attributes.email ?? '',
    discordId: user?.attributes.social_connections?.discord?.user_id ?? '',
    cents: active ? (m.attributes.currently_entitled_amount_cents ?? 0) : 0,
    status: m.attributes.patron_status ?? '',
  };
}

export class PatreonClient {
  constructor(private readonly opts: { apiUrl: string; campaignId: string; accessToken: string }) {}

  get configured() {
    return !!(this.opts.campaignId && this.opts.accessToken);
  }

  async members(): Promise<PatreonMember[]> {
    const fields = new URLSearchParams({
      include: 'user',
      'fields[member]': 'currently_entitled_amount_cents,patron_status,email',
      'fields[user]': 'social_connections',
      'page[count]': '500',
    });
    let url: string | undefined =
      `${this.opts.apiUrl}/api/oauth2/v2/campaigns/${encodeURIComponent(this.opts.campaignId)}/members?${fields}`;
    const out: PatreonMember[] = [];
    for (let page = 0; url && page < 200; page++) {
      const res: Response = await fetch(url, {
        headers: { authorization: `Bearer ${this.opts.accessToken}` },
        signal: AbortSignal.timeout(15_000),
      });
      if (!res.ok) throw new Error(`Patreon answered ${res.status}`);
      const body = (await res.json()) as MembersPage;
      for (const m of body.data) out.push(toMember(m, body.included));
      url = body.links?.next;
    }
    return out;
  }
}
