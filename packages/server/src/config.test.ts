import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, startupWarnings } from './config';
import { renderEnvExample, withConfigTable } from './config-docs';
import { productArgs } from '../test/helpers/product-process';

const root = path.resolve(import.meta.dirname, '../../..');

describe('config', () => {
  it('defaults to a local demo on loopback', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.demoMode).toBe(true);
    expect(c.host).toBe('127.0.0.1');
    expect(c.production).toBe(false);
    expect(c.allowPrivateTargets).toBe(true);
    expect(c.trustProxy).toBe(false);
    expect(c.role).toBe('all');
  });

  it('listens on every interface only for a public demo or a real Discord application', () => {
    expect(loadConfig({ DEMO: 'public' }).host).toBe('0.0.0.0');
    expect(loadConfig({ DEMO: 'public' }).demoMode).toBe(true);
    expect(loadConfig({ DISCORD_CLIENT_ID: 'x' }).host).toBe('0.0.0.0');
    expect(loadConfig({ DISCORD_CLIENT_ID: 'x' }).demoMode).toBe(false);
  });

  it('lists every bad value in one error', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', LOG_LEVEL: 'loud', JOBS_ENABLED: 'yes', DATABASE_URL: 'mysql://x' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/PORT="abc": must be a whole number/);
    expect(problems).toMatch(/LOG_LEVEL="loud"/);
    expect(problems).toMatch(/JOBS_ENABLED="yes": must be true or false/);
    expect(problems).toMatch(/DATABASE_URL="mysql:\/\/x": must be a postgres:\/\/ URL/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT="70000": must be at most 65535/);
  });

  it('production needs SECRET_KEY and the Discord application, and refuses private targets by default', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DEMO_MODE: 'false' })).toThrow(
      /SECRET_KEY \(every process must use the same key\) is required in production[\s\S]*DISCORD_CLIENT_ID[\s\S]*DISCORD_CLIENT_SECRET/,
    );
    expect(() => loadConfig({ PUBLIC_URL: 'https://shop.example.com', DISCORD_CLIENT_ID: 'x' })).toThrow(
      /SECRET_KEY/,
    );
    const c = loadConfig({
      PUBLIC_URL: 'https://shop.example.com',
      SECRET_KEY: 'k'.repeat(64),
      DISCORD_CLIENT_ID: 'x',
      DISCORD_CLIENT_SECRET: 'y',
    });
    expect(c.production).toBe(true);
    expect(c.allowPrivateTargets).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1');
  });

  it('production runs a demo only with DEMO=public, and says so loudly', () => {
    const key = { SECRET_KEY: 'k'.repeat(64) };
    expect(() => loadConfig({ NODE_ENV: 'production', ...key })).toThrow(/set DEMO=public/);
    expect(() => loadConfig({ NODE_ENV: 'production', DEMO_MODE: 'true', ...key })).toThrow(
      /DEMO_MODE=true: production never runs demo mode/,
    );
    const demo = loadConfig({ NODE_ENV: 'production', DEMO: 'public', ...key });
    expect(demo.demoMode).toBe(true);
    expect(demo.host).toBe('0.0.0.0');
    expect(startupWarnings(demo)).toEqual([expect.stringContaining('PUBLIC DEMO IN PRODUCTION')]);
    expect(startupWarnings(loadConfig({}))).toEqual([]);
  });

  it('in production behind a trusted proxy, listens on loopback unless HOST says otherwise', () => {
    const prod = { NODE_ENV: 'production', SECRET_KEY: 'k'.repeat(64), DISCORD_CLIENT_ID: 'x' };
    const discord = { ...prod, DISCORD_CLIENT_SECRET: 'y' };
    expect(loadConfig(discord).host).toBe('0.0.0.0');
    expect(loadConfig({ ...discord, TRUST_PROXY: '127.0.0.1' }).host).toBe('127.0.0.1');
    expect(loadConfig({ ...discord, TRUST_PROXY: 'true' }).host).toBe('127.0.0.1');
    expect(startupWarnings(loadConfig({ ...discord, TRUST_PROXY: 'true' }))).toEqual([]);
    // X-Forwarded-For trusted from anyone on a public port: warned; from named proxies only: not
    for (const TRUST_PROXY of ['true', '1'])
      expect(startupWarnings(loadConfig({ ...discord, TRUST_PROXY, HOST: '0.0.0.0' }))).toEqual([
        expect.stringContaining(`TRUST_PROXY=${TRUST_PROXY} trusts X-Forwarded-For from any address`),
      ]);
    expect(startupWarnings(loadConfig({ ...discord, TRUST_PROXY: '10.0.0.5', HOST: '0.0.0.0' }))).toEqual([]);
  });

  it('a misconfigured start exits with the message', () => {
    const r = spawnSync(process.execPath, productArgs('server'), {
      cwd: root,
      env: { ...process.env, PORT: 'abc', NODE_ENV: '' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('Invalid configuration:\n  - PORT="abc": must be a whole number');
  });

  it('.env.example and docs/configuration.md are generated from the settings (npm run config:docs)', () => {
    expect(fs.readFileSync(path.join(root, '.env.example'), 'utf8')).toBe(renderEnvExample());
    const doc = fs.readFileSync(path.join(root, 'docs/configuration.md'), 'utf8');
    expect(doc).toBe(withConfigTable(doc));
  });
});
