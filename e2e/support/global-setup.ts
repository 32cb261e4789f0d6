import type { TestProject } from 'vitest/node';
import { demoToken, startDemoServer } from '../../scripts/demo-server.mjs';

/** Files run in this many workers at once, each against its own server (so tests never see each other's writes). */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 3));
const stops: (() => Promise<void>)[] = [];

/**
 * Starts one real server per worker in demo mode on a free port with a fresh embedded database, and hands
 * the workers their addresses (a worker picks its own by VITEST_POOL_ID: support/browser.ts).
 */
export default async function setup(project: TestProject) {
  const first = 3300 + Math.floor(Math.random() * 500);
  try {
    const urls = await Promise.all(Array.from({ length: E2E_WORKERS }, (_, i) => startServer(first + i)));
    project.provide('baseUrls', urls);
  } catch (e) {
    await stopServers();
    throw e;
  }
  return stopServers;
}

async function stopServers() {
  await Promise.all(stops.map((stop) => stop()));
}

/**
 * The server the tests run against: the TypeScript sources through tsx by default (no build of the server
 * needed while working on it); `npm test` sets E2E_SERVER_ENTRY=packages/server/build/server.js, the bundle
 * its build step made (the shipped code, and no TypeScript compiled again in each of the workers' servers).
 */
const entry = process.env.E2E_SERVER_ENTRY || 'packages/server/src/main.ts';

async function startServer(port: number) {
  const server = await startDemoServer({
    entry,
    tag: 'e2e',
    stdout: 'inherit',
    // a cap on polling for its first answer: a start took 93 s (bundle) and 182 s (tsx) at load 25
    timeoutMs: 240_000,
    port,
    jobs: true,
  });
  stops.push(server.stop);
  await firstJobRuns(server.base);
  return server.base;
}

/**
 * Waits until the scheduled jobs shown on the dashboard (vote rewards, passive income, syncs, Tip4Serv) have
 * run once (5 s after start): they change balances and purchases, and tests must not see them mid-way. Their
 * next runs find nothing new (the demo's vote sites and Tip4Serv shop hold fixed data); what does go on while
 * tests run (the delivery queue, the demo player's in-game `+buy` every 4 minutes) is allowed for by the tests
 * that buy (support/portal.ts fundDemoPlayer).
 */
async function firstJobRuns(baseUrl: string) {
  const token = await demoToken(baseUrl, 'owner');
  const deadline = Date.now() + 120_000;
  for (;;) {
    const res = await fetch(`${baseUrl}/api/jobs/status/1`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const jobs = res.ok ? ((await res.json()) as { lastRunAt: string | null }[]) : [];
    if (jobs.length > 0 && jobs.every((j) => j.lastRunAt)) return;
    if (Date.now() > deadline) throw new Error('the scheduled jobs did not run within 120 s of the start');
    await new Promise((r) => setTimeout(r, 250));
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrls: string[];
  }
}
