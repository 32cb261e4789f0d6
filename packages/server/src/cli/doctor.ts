import { ConfigError, loadConfig, startupWarnings, type Config } from '../config';
import { versionText } from '../lib/version';
import {
  checkDatabase,
  checkDiscord,
  checkPublicUrl,
  checkRcon,
  checkRedis,
  checkSecretKey,
  type Finding,
} from './doctor-checks';

const mark = { ok: 'ok', warn: 'WARN', fail: 'FAIL', skip: '-' } as const;

/** The findings as a plain-text table: check, result, detail; each failure's fix on the line below it. */
export function doctorTable(findings: Finding[]): string {
  const w = Math.max(5, ...findings.map((f) => f.check.length));
  const lines = [`${'Check'.padEnd(w)}  Result  Detail`, `${'-'.repeat(w)}  ------  ------`];
  for (const f of findings) {
    lines.push(`${f.check.padEnd(w)}  ${mark[f.result].padEnd(6)}  ${f.detail}`);
    if (f.fix && (f.result === 'fail' || f.result === 'warn'))
      lines.push(`${' '.repeat(w + 10)}fix: ${f.fix}`);
  }
  return lines.join('\n');
}

/**
 * `npm run admin -- doctor`: checks an installation before it goes live and after changes (docs/operations.md
 * "Doctor"): the settings as the server reads them, the database (connection, lock, migrations), SECRET_KEY
 * against the stored secrets, Discord (application, bot token, guilds), every game server's RCON, PUBLIC_URL
 * and the proxy's headers, Redis. Prints one table; answers the exit code (0: no failure, 1: failures).
 */
export async function runDoctor(env: NodeJS.ProcessEnv, out: (line: string) => void): Promise<number> {
  const findings: Finding[] = [];
  let config: Config;
  try {
    config = loadConfig(env);
    findings.push({
      check: 'settings',
      result: 'ok',
      detail: `${config.production ? 'production' : 'development'}, role ${config.role}, ${config.publicUrl}`,
    });
    for (const w of startupWarnings(config))
      findings.push({ check: 'settings', result: 'warn', detail: w, fix: 'See docs/configuration.md.' });
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    for (const p of err.problems)
      findings.push({
        check: 'settings',
        result: 'fail',
        detail: p,
        fix: `Set ${/^[A-Z_]+/.exec(p)?.[0] ?? 'it'} (docs/configuration.md).`,
      });
    out(`ASA Discord Shop Bot ${versionText()}: doctor\n`);
    out(doctorTable(findings));
    out('\nThe other checks need valid settings.');
    return 1;
  }
  const { findings: dbFindings, db } = await checkDatabase(config);
  findings.push(...dbFindings);
  try {
    const [secret, discord, rcon, publicUrl, redis] = await Promise.all([
      db ? checkSecretKey(config, db.db) : Promise.resolve<Finding[]>([]),
      checkDiscord(config, db?.db ?? null),
      db ? checkRcon(config, db.db) : Promise.resolve<Finding[]>([]),
      checkPublicUrl(config),
      checkRedis(config),
    ]);
    findings.push(...secret, ...discord, ...rcon, ...publicUrl, ...redis);
  } finally {
    await db?.close();
  }
  const failed = findings.filter((f) => f.result === 'fail').length;
  const warned = findings.filter((f) => f.result === 'warn').length;
  out(`ASA Discord Shop Bot ${versionText()}: doctor\n`);
  out(doctorTable(findings));
  out(`\n${failed ? `${failed} failed` : 'No failures'}${warned ? `, ${warned} warnings` : ''}.`);
  return failed ? 1 : 0;
}
