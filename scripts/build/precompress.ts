import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** The browser build's files that compress: scripts, styles, drawings and the manifests. */
const COMPRESSIBLE = /\.(js|css|svg|json|webmanifest|txt|xml)$/;

/**
 * Writes a gzip (`.gz`) and a brotli (`.br`) copy beside every compressible file under `dir`, at
 * the strongest settings, once per build: the server sends them as they are (server.ts) instead of
 * compressing the same bytes for every request. A copy no smaller than its file is not written.
 */
export async function precompress(dir: string): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const names = fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((name) => COMPRESSIBLE.test(name));
  let bytes = 0;
  let brotliBytes = 0;
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      const source = fs.readFileSync(file);
      const [gzipped, brotlied] = await Promise.all([
        gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
        brotli(source, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
      ]);
      if (gzipped.length < source.length) fs.writeFileSync(`${file}.gz`, gzipped);
      if (brotlied.length < source.length) fs.writeFileSync(`${file}.br`, brotlied);
      bytes += source.length;
      brotliBytes += Math.min(brotlied.length, source.length);
    }),
  );
  return { files: names.length, bytes, brotliBytes };
}
