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

export default defineConfig({
  plugins: [catalogues(), react()],
  build: { manifest: true, chunkSizeWarningLimit: 1500 },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
