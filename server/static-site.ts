// The built explorer at `/` (`--static DIR`): every file read ONCE at startup with its compressed copies
// (brotli 11 and gzip 9: the build's .br/.gz siblings when they match, else made here), kept in memory
// and chosen by Accept-Encoding, with an ETag per representation;
// hashed assets cached for good, index.html for every other path so the app's routes work on reload
// and as deep links. The files are a build output: a rebuild needs a restart (`npm start` builds first).
import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type BodyEncoding, pickEncoding } from './http/precompressed';
import { etagListMatches } from './http/read-caching';
import { siteSecurityHeaders } from './site-security';
import { brotliBytes, decodesTo, gzipBytes, isCompressible, isSourceMap, SIBLING_SUFFIX, wantsBrotli } from './static-encodings';

export interface StaticSite {
  serve(request: FastifyRequest, reply: FastifyReply): FastifyReply;
  /** Settles once every file is in memory, with its gzip copy (source maps: later): await it before serving. */
  readonly loaded: Promise<void>;
  /** Settles once every copy is made (each is offered as soon as it exists). */
  readonly compressed: Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Vite puts content-hashed files under /assets/: they never change under their name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export function contentTypeFor(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/** The file under root that a URL path names, or null when it escapes root or is malformed. */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = resolve(root, '.' + (decoded.startsWith('/') ? decoded : '/' + decoded));
  return file === root || file.startsWith(root + sep) ? file : null;
}

interface Representation {
  body: Buffer;
  etag: string;
}

/** One file in memory: its bytes, and compressed copies once made (kept only when smaller). */
export interface SiteFile {
  contentType: string;
  cacheControl: string;
  identity: Representation;
  encoded: Partial<Record<BodyEncoding, Representation>>;
  /** Whether compressed copies are (or will be) offered: then the response varies by Accept-Encoding. */
  compressible: boolean;
}

function fileEtag(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Offers `body` as the file's copy in `encoding`, when it is smaller than the file. */
function keepIfSmaller(file: SiteFile, encoding: BodyEncoding, body: Buffer): void {
  if (body.length < file.identity.body.length) file.encoded[encoding] = { body, etag: `${file.identity.etag.slice(0, -1)}${SIBLING_SUFFIX[encoding]}"` };
}

/** gzip 9 copy (fast): made before the site serves, so every response can be compressed at once. */
export async function gzipFile(file: SiteFile): Promise<void> {
  if (file.compressible) keepIfSmaller(file, 'gzip', await gzipBytes(file.identity.body));
}

/** brotli 11 copy (the slow part: seconds for a whole build), on libuv's thread pool, not the event loop. */
export async function brotliFile(file: SiteFile): Promise<void> {
  if (file.compressible) keepIfSmaller(file, 'br', await brotliBytes(file.identity.body));
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

async function loadFile(root: string, path: string): Promise<SiteFile> {
  const body = await readFile(path);
  const underAssets = path.startsWith(join(root, 'assets') + sep);
  return {
    contentType: contentTypeFor(path),
    cacheControl: underAssets ? IMMUTABLE : 'no-cache',
    identity: { body, etag: fileEtag(body) },
    encoded: {},
    compressible: isCompressible(path, body.length),
  };
}

/** Takes the build's .br/.gz siblings of a file, each only if it decodes to exactly the file's bytes. */
async function takeSiblings(file: SiteFile, path: string, present: ReadonlySet<string>): Promise<void> {
  if (!file.compressible) return;
  for (const encoding of ['br', 'gzip'] as const) {
    const sibling = path + SIBLING_SUFFIX[encoding];
    if (!present.has(sibling)) continue;
    const body = await readFile(sibling);
    if (await decodesTo(encoding, body, file.identity.body)) keepIfSmaller(file, encoding, body);
  }
}

/** A .br or .gz file beside the file it encodes is one of its representations, not a file of its own. */
function isSibling(path: string, present: ReadonlySet<string>): boolean {
  return Object.values(SIBLING_SUFFIX).some((suffix) => path.endsWith(suffix) && present.has(path.slice(0, -suffix.length)));
}

/** Sends the representation the client accepts, or 304 when it already holds it. */
export function sendSiteFile(request: FastifyRequest, reply: FastifyReply, file: SiteFile): FastifyReply {
  // br preferred; gzip when the file has no br copy (source maps, and files still being compressed)
  const encoding = file.compressible ? pickEncoding(request.headers['accept-encoding'], file.encoded.br !== undefined) : null;
  const encoded = encoding === null ? undefined : file.encoded[encoding];
  const chosen = encoded ?? file.identity;
  reply.header('content-type', file.contentType).header('cache-control', file.cacheControl).header('etag', chosen.etag);
  if (file.compressible) reply.header('vary', 'Accept-Encoding');
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined && etagListMatches(ifNoneMatch, chosen.etag)) return reply.code(304).send();
  if (encoded !== undefined && encoding !== null) reply.header('content-encoding', encoding);
  return reply.send(chosen.body);
}

/**
 * Loads every file under dir with its compressed copies: the build's siblings (vite-precompress.ts), or
 * a gzip copy made now (~40 ms for the explorer's build). Brotli copies a build did not bring, and the
 * source maps' gzip, are made in the background, smallest first; source maps get no brotli copy.
 */
export function createStaticSite(dir: string): StaticSite {
  const root = resolve(dir);
  const indexFile = join(root, 'index.html');
  const files = new Map<string, SiteFile>();
  let securityHeaders: Readonly<Record<string, string>> = siteSecurityHeaders('');
  const loaded = (async () => {
    let paths: string[];
    try {
      paths = await listFiles(root);
    } catch {
      return []; // no such directory: every request says the explorer is not built
    }
    const present = new Set(paths);
    return Promise.all(
      paths
        .filter((path) => !isSibling(path, present))
        .map(async (path) => {
          const file = await loadFile(root, path);
          await takeSiblings(file, path, present);
          // source maps (most of a build's bytes; only devtools fetch them) get theirs in the background
          if (file.encoded.gzip === undefined && !isSourceMap(path)) await gzipFile(file);
          files.set(path, file);
          return { path, file };
        }),
    );
  })();
  const compressed = loaded.then(async (all) => {
    for (const { path, file } of [...all].sort((a, b) => a.file.identity.body.length - b.file.identity.body.length)) {
      // a file whose copy fails keeps being served as it is, or as gzip
      if (file.encoded.gzip === undefined) await gzipFile(file).catch(() => undefined);
      if (file.encoded.br === undefined && wantsBrotli(path)) await brotliFile(file).catch(() => undefined);
    }
  });
  return {
    loaded: loaded.then(() => {
      const index = files.get(indexFile);
      if (index !== undefined) securityHeaders = siteSecurityHeaders(index.identity.body.toString('utf8'));
    }),
    compressed,
    serve(request, reply) {
      const urlPath = request.url.split('?')[0] ?? '/';
      const path = resolveInside(root, urlPath);
      const file = (path === null ? undefined : files.get(path)) ?? files.get(indexFile);
      if (file === undefined) {
        return reply.code(404).header('content-type', 'text/plain; charset=utf-8').send(`The explorer is not built: no ${indexFile} (run npm run build)\n`);
      }
      return sendSiteFile(request, reply.headers(securityHeaders), file);
    },
  };
}
