import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/harness';

// a dashboard folder with no build in it; the status file next to it is what scripts/start.mjs writes
let t: TestApp;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'asa-web-build-'));
const dist = path.join(dir, 'dist');
const log = `${dist}-build.log`;
const status = (s: object | null) =>
  s
    ? fs.writeFileSync(`${dist}-build.json`, JSON.stringify(s))
    : fs.rmSync(`${dist}-build.json`, { force: true });
const home = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/' });
  expect(res.statusCode).toBe(503);
  expect(res.headers['content-type']).toContain('text/html');
  return res.body;
};
const refreshes = (html: string) => html.includes('http-equiv="refresh"');

beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the page at / while the dashboard is not built', () => {
  it('no build and none running: says how to build it, and does not reload to wait for one', async () => {
    status(null);
    const html = await home();
    expect(html).toContain('The dashboard is not built');
    expect(html).toContain('npm run build:web');
    expect(refreshes(html)).toBe(false);
  });

  it('a build running: says so with its log, and reloads until it is done', async () => {
    const build = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      status({ state: 'building', pid: build.pid, log, startedAt: Date.now() - 12_000 });
      const html = await home();
      expect(html).toContain('The dashboard is being built');
      expect(html).toMatch(/started 1[23] s ago/);
      expect(html).toContain(log);
      expect(refreshes(html)).toBe(true);
    } finally {
      build.kill();
    }
  });

  it('a build whose process is gone is not waited for', async () => {
    const gone = spawnSync(process.execPath, ['-e', '0']);
    status({ state: 'building', pid: gone.pid, log, startedAt: Date.now() });
    const html = await home();
    expect(html).toContain('The dashboard build stopped');
    expect(html).toContain(log);
    expect(refreshes(html)).toBe(false);
  });

  it('a failed build: shows the failure with its exit code and log path', async () => {
    status({ state: 'failed', exitCode: 2, log: `${dir}/<b>build.log`, startedAt: Date.now() });
    const html = await home();
    expect(html).toContain('The dashboard build failed');
    expect(html).toContain('exit code 2');
    expect(html).toContain(`${dir}/&#60;b&#62;build.log`);
    expect(refreshes(html)).toBe(false);
  });

  it('serves the build once it is there, without a restart', async () => {
    status(null);
    fs.mkdirSync(dist, { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>ASA</title>');
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>ASA</title>');
  });
});
