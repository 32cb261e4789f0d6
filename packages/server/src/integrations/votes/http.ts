/** Small fetch helper shared by the vote-site clients: readable errors, a timeout, the body as text. */
export async function fetchText(
  site: string,
  url: string,
  init: RequestInit & { timeoutMs?: number } = {},
): Promise<string> {
  let res: Response;
  try {
    res = await fetch(url, {
      ...init,
      headers: { accept: 'application/json, text/plain', ...(init.headers ?? {}) },
      signal: AbortSignal.timeout(init.timeoutMs ?? 15_000),
    });
  } catch (e) {
    const cause = (e as Error & { cause?: Error }).cause;
    throw new Error(`${site} could not be reached (${cause?.message ?? (e as Error).message})`);
  }
  const text = await res.text();
  if (!res.ok) throw new Error(`${site} answered HTTP ${res.status}${text ? `: ${text.slice(0, 200)}` : ''}`);
  return text;
}

/** A vote site answered in a shape we do not know: nothing may be credited from it. */
export class VoteSiteUnexpectedAnswer extends Error {
  constructor(
    readonly site: string,
    readonly expected: string,
    readonly received: string,
  ) {
    super(`${site} answered in an unexpected shape (expected ${expected})`);
  }
}
