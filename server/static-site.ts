// The built explorer at `/` (`--static DIR`): files as they are, hashed assets cached for good, and
// index.html for every other path so the app's routes work on reload and as deep links.
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface StaticSite {
  serve(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
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

export function createStaticSite(dir: string): StaticSite {
  const root = resolve(dir);
  const indexFile = join(root, 'index.html');
  return {
    async serve(request, reply) {
      const urlPath = request.url.split('?')[0] ?? '/';
      const file = resolveInside(root, urlPath);
      if (file !== null && file !== root && (await isFile(file))) {
        const cacheControl = urlPath.startsWith('/assets/') ? IMMUTABLE : 'no-cache';
        return reply.header('content-type', contentTypeFor(file)).header('cache-control', cacheControl).send(await readFile(file));
      }
      if (!(await isFile(indexFile))) {
        return reply.code(404).header('content-type', 'text/plain; charset=utf-8').send(`The explorer is not built: no ${indexFile} (run npm run build)\n`);
      }
      return reply.header('content-type', CONTENT_TYPES['.html'] ?? 'text/html').header('cache-control', 'no-cache').send(await readFile(indexFile));
    },
  };
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}
