// Run after `vite build`: writes a .br (brotli, best quality) and a .gz (gzip, level 9) beside every
// text file of dist/ worth compressing. The server sends them as they are (@fastify/static's
// preCompressed), so no request pays for compression and the best levels cost nothing at run time.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIST = new URL('./dist/', import.meta.url).pathname;
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
// Below this the saving is a couple of hundred bytes at most, not worth a file and a disk read;
// index.html (about 700 bytes, the first answer of every visit) is above it.
const MIN_BYTES = 512;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((file) => statSync(file).isFile());
}

let count = 0;
let plainBytes = 0;
let brotliBytes = 0;
for (const file of filesUnder(DIST)) {
  // The Vite manifest under .vite/ is read by the build's own checks, never served.
  if (!COMPRESSIBLE.test(file) || file.includes('/.vite/')) continue;
  const content = readFileSync(file);
  if (content.length < MIN_BYTES) continue;
  const brotli = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  count += 1;
  plainBytes += content.length;
  brotliBytes += brotli.length;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
console.log(
  `precompress: ${count} files, ${kib(plainBytes)} → ${kib(brotliBytes)} brotli (.br and .gz written)`,
);
