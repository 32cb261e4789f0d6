import fs from 'node:fs';

/**
 * What the page at `/` says while the dashboard's build (`<WEB_DIST>/index.html`) is missing. `npm start`
 * (scripts/start.mjs) builds it in the background and keeps `<WEB_DIST>-build.json` up to date:
 * `{state: 'building', pid, log, startedAt}` while it runs, `{state: 'failed', exitCode, log, startedAt}`
 * when it failed, no file once built (or when nothing builds it).
 */
export type WebBuild =
  | { state: 'building'; seconds: number; log: string }
  | { state: 'failed'; exitCode: number | null; log: string }
  | { state: 'stopped'; log: string }
  | { state: 'missing' };

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

export function webBuildState(dist: string): WebBuild {
  let status: { state?: string; pid?: number; exitCode?: number | null; log?: string; startedAt?: number };
  try {
    status = JSON.parse(fs.readFileSync(`${dist}-build.json`, 'utf8'));
  } catch {
    return { state: 'missing' };
  }
  const log = String(status.log ?? `${dist}-build.log`);
  if (status.state === 'failed') return { state: 'failed', exitCode: status.exitCode ?? null, log };
  if (status.state === 'building' && typeof status.pid === 'number') {
    // a build whose process is gone is not waited for
    if (!alive(status.pid)) return { state: 'stopped', log };
    return {
      state: 'building',
      seconds: Math.round((Date.now() - (status.startedAt ?? Date.now())) / 1000),
      log,
    };
  }
  return { state: 'missing' };
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const page = (title: string, body: string, refresh = false) =>
  `<!doctype html><html lang="en"><meta charset="utf-8">${refresh ? '<meta http-equiv="refresh" content="3">' : ''}` +
  `<title>${title}</title><h1>${title}</h1>${body}` +
  '<p>The API is up: its documentation is at <a href="/api/docs">/api/docs</a>.</p></html>';

/** The placeholder page for a build state; it reloads itself only while a build runs. */
export function webBuildPage(build: WebBuild): string {
  switch (build.state) {
    case 'building':
      return page(
        'The dashboard is being built',
        `<p>npm start is building the dashboard (started ${build.seconds} s ago; about a minute on a first ` +
          `start). This page reloads every 3 seconds and shows the dashboard once it is built.</p>` +
          `<p>Build log: <code>${escape(build.log)}</code></p>`,
        true,
      );
    case 'failed':
      return page(
        'The dashboard build failed',
        `<p>The dashboard's build ended with exit code ${build.exitCode ?? 'unknown'}. Its log: ` +
          `<code>${escape(build.log)}</code></p><p>Fix what it reports, then run <code>npm start</code> ` +
          'again (or <code>npm run build:web</code>; the server serves the build without a restart).</p>',
      );
    case 'stopped':
      return page(
        'The dashboard build stopped',
        `<p>The dashboard's build stopped before it finished (log: <code>${escape(build.log)}</code>). ` +
          'Run <code>npm start</code> again, or <code>npm run build:web</code>.</p>',
      );
    case 'missing':
      return page(
        'The dashboard is not built',
        '<p>No dashboard build is here and none is running. Build it with <code>npm run build:web</code> ' +
          '(in a checkout with development dependencies, <code>npm start</code> does it); the server ' +
          'serves it without a restart.</p>',
      );
  }
}
