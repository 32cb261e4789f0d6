import { useSearchParams } from 'react-router';

/**
 * A list's filters and sort kept in the page's URL (`/players?sort=credits&order=desc`), so a view can be
 * shared and survives a reload: `values` holds the named parameters present (others are ignored), `set`
 * changes some (an empty value or undefined removes one) and replaces the history entry, so Back leaves the
 * page instead of stepping through every filter change. The server checks every value (a bad one is a 400).
 */
export function useUrlQuery<K extends string>(names: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values: Partial<Record<K, string>> = {};
  for (const n of names) {
    const v = params.get(n);
    if (v !== null && v !== '') values[n] = v;
  }
  const set = (patch: Partial<Record<K, string | number | undefined>>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(patch) as [K, string | number | undefined][]) {
          if (v === undefined || v === '') next.delete(k);
          else next.set(k, String(v));
        }
        return next;
      },
      { replace: true },
    );
  return { values, set };
}
