import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compileMessage } from '@lingui/message-utils/compileMessage';

/**
 * Catalogues (src/locales/<lang>/<ns>.json, imported with `?messages`) compiled at build time: each ICU message
 * becomes Lingui's compiled form and each key `<ns>.<key>`, so the browser needs no message parser
 * (docs/decisions/2026-11-26-i18n.md).
 */
function catalogues(): Plugin {
  const query = '?messages';
  const prefix = '\0catalogue:';
  return {
    name: 'asa-catalogues',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith(query)) return null;
      const file = await this.resolve(source.slice(0, -query.length), importer, { skipSelf: true });
      return file ? `${prefix}${file.id}.js` : null;
    },
    load(id) {
      if (!id.startsWith(prefix)) return null;
      const file = id.slice(prefix.length, -'.js'.length);
      this.addWatchFile(file);
      const ns = basename(file, '.json');
      const source = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(source).map(([key, text]) => [`${ns}.${key}`, compileMessage(text)]),
      );
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}

/** The product's version and commit (the footer), from the repository's package.json and git when built. */
function appVersion() {
  const version = (
    JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
  ).version;
  const git = spawnSync('git', ['rev-parse', '--short=12', 'HEAD'], { encoding: 'utf8' });
  return { version, commit: git.status === 0 ? git.stdout.trim() : '' };
}

export default defineConfig({
  plugins: [catalogues(), react()],
  define: { __APP_VERSION__: JSON.stringify(appVersion()) },
  build: {
    manifest: true,
    chunkSizeWarningLimit: 1500,
    modulePreload: {
      // the date field's calendar opens on a click: its chunk loads its own imports then, so the lists that
      // show a date field carry no preload list for it (transfer budget, docs/web-guide.md "Date fields")
      resolveDependencies: (file, deps) => (file.includes('date-calendar') ? [] : deps),
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
