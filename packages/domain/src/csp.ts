import { z } from 'zod';

/**
 * Browsers: zod 4 probes `new Function` once to compile fast object parsers. Under the dashboard's strict
 * Content-Security-Policy (no 'unsafe-eval') that probe is refused and reported as a CSP violation, so the web
 * app turns the compiled parsers off before its first parse (the server keeps them).
 */
export function parseWithoutEval() {
  z.config({ jitless: true });
}
