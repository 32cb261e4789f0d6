import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The lint rules of eslint.boundaries.js and the cycle rule fail on what they should (and pass the rest). */
const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root, ignore: false });

async function errors(file: string, code?: string) {
  const filePath = path.join(root, file);
  const [result] =
    code === undefined ? await eslint.lintFiles([filePath]) : await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('lint boundaries', () => {
  it('an import cycle fails', async () => {
    expect(await errors('packages/server/test/fixtures/lint/cycle-a.ts')).toEqual([
      expect.stringMatching(/^import-x\/no-cycle: Dependency cycle detected/),
    ]);
  });

  it("a feature importing another feature's routes or internals fails; its service passes", async () => {
    const file = 'packages/server/src/features/kits/boundary-probe.ts';
    expect(await errors(file, "export { playersRoutes } from '../players/routes';\n")).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*Cross-feature import/),
    ]);
    expect(await errors(file, "export { listServers } from '../servers/service';\n")).toEqual([]);
  });

  it('from a use-case folder of a feature: its sibling folders pass, other features only through their public modules', async () => {
    const file = 'packages/server/src/features/shop/ordering/boundary-probe.ts';
    expect(await errors(file, "export { runDeliveryQueue } from '../delivery/queue';\n")).toEqual([]);
    expect(await errors(file, "export { listServers } from '../../servers/service';\n")).toEqual([]);
    expect(await errors(file, "export { playersRoutes } from '../../players/routes';\n")).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*Cross-feature import/),
    ]);
  });

  it('a lower layer importing a feature fails', async () => {
    const code = "export { listKits } from '../features/kits/service';\n";
    expect(await errors('packages/server/src/lib/boundary-probe.ts', code)).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*Layer violation/),
    ]);
  });

  it('the bot reaches the server only through its public entry points', async () => {
    const file = 'packages/bot/src/boundary-probe.ts';
    expect(await errors(file, "export { listKits } from '@asa/server/features/kits/service';\n")).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*public surface/),
    ]);
    expect(await errors(file, "export { listKits } from '@asa/server';\n")).toEqual([]);
  });

  it('web features do not import each other', async () => {
    const code = "export { default } from '../kits/kits-page';\n";
    expect(await errors('packages/web/src/features/servers/boundary-probe.ts', code)).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*Web features do not import each other/),
    ]);
  });
});
