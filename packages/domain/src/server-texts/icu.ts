/**
 * The server's message formatter (issue 27, server texts): the part of ICU MessageFormat the catalogues use,
 * `{name}`, `{count, plural, =0 {...} one {# kit} other {# kits}}` and `{ok, select, true {...} other {...}}`.
 * The dashboard compiles its catalogues at build time with Lingui; the server has no ICU runtime among its
 * dependencies (`@lingui/message-utils` is a build-time dependency), so this small interpreter runs the same
 * syntax. Numbers are written as they are (`String(n)`, no grouping): the English texts stay word for word.
 * The parity test (packages/domain/test/i18n-catalogues.test.ts) parses every message with Lingui's parser.
 */
export type TextParams = Record<string, string | number>;

type Part =
  | string
  | { name: string; kind: 'arg' }
  | { name: string; kind: 'plural' | 'select'; choices: Record<string, Part[]> };

const cache = new Map<string, Part[]>();

/** Parses `text[at..]` up to the closing brace of the enclosing choice (or the end). */
function parse(text: string, at: number, nested: boolean): [Part[], number] {
  const parts: Part[] = [];
  let lit = '';
  let i = at;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '}' && nested) break;
    if (c === "'" && text[i + 1] === "'") {
      lit += "'";
      i += 2;
      continue;
    }
    if (c !== '{') {
      lit += nested && c === '#' ? '\u0000' : c;
      i++;
      continue;
    }
    if (lit) parts.push(lit);
    lit = '';
    const close = text.indexOf('}', i);
    const comma = text.indexOf(',', i);
    if (comma === -1 || comma > close) {
      parts.push({ name: text.slice(i + 1, close).trim(), kind: 'arg' });
      i = close + 1;
      continue;
    }
    const name = text.slice(i + 1, comma).trim();
    const comma2 = text.indexOf(',', comma + 1);
    const kind = text.slice(comma + 1, comma2).trim() as 'plural' | 'select';
    const choices: Record<string, Part[]> = {};
    i = comma2 + 1;
    for (;;) {
      while (/\s/.test(text[i] ?? '')) i++;
      if (text[i] === '}' || i >= text.length) break;
      const open = text.indexOf('{', i);
      const key = text.slice(i, open).trim();
      const [body, end] = parse(text, open + 1, true);
      choices[key] = body;
      i = end + 1;
    }
    parts.push({ name, kind, choices });
    i++;
  }
  if (lit) parts.push(lit);
  return [parts, i];
}

function render(parts: Part[], lang: string, params: TextParams, count?: number): string {
  let out = '';
  for (const p of parts) {
    if (typeof p === 'string') out += p.replaceAll('\u0000', count === undefined ? '#' : String(count));
    else if (p.kind === 'arg') out += String(params[p.name] ?? `{${p.name}}`);
    else {
      const value = params[p.name];
      let body: Part[] | undefined;
      if (p.kind === 'plural') {
        const n = Number(value);
        body = p.choices[`=${n}`] ?? p.choices[new Intl.PluralRules(lang).select(n)] ?? p.choices.other;
        out += render(body ?? [], lang, params, n);
        continue;
      }
      body = p.choices[String(value)] ?? p.choices.other;
      out += render(body ?? [], lang, params, count);
    }
  }
  return out;
}

/** Formats one ICU message in `lang` (plural rules of that language). */
export function formatMessage(lang: string, message: string, params: TextParams = {}): string {
  let parts = cache.get(message);
  if (!parts) {
    parts = parse(message, 0, false)[0];
    cache.set(message, parts);
  }
  return render(parts, lang, params);
}
