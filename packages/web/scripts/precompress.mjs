// After `vite build`: writes a brotli (.br) and a gzip (.gz) copy next to every text file of dist above
// 1 KB, at the highest levels (done once per build, so the server sends them with Content-Encoding and
// never compresses a static file per request).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const text = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/;
let files = 0;
let raw = 0;
let br = 0;
function walk(dir) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p);
    else if (text.test(e.name) && !e.name.endsWith('.map')) {
      const data = fs.readFileSync(p);
      if (data.length < 1024) continue;
      const b = zlib.brotliCompressSync(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      });
      fs.writeFileSync(`${p}.br`, b);
      fs.writeFileSync(`${p}.gz`, zlib.gzipSync(data, { level: 9 }));
      files++;
      raw += data.length;
      br += b.length;
    }
  }
}
walk(dist);
console.log(
  `precompressed ${files} files: ${(raw / 1024).toFixed(0)} KB -> ${(br / 1024).toFixed(0)} KB brotli`,
);
