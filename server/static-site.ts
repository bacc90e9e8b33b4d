// The built explorer at `/` (`--static DIR`), served by @fastify/static: the build's .br/.gz siblings
// (vite-precompress.ts) by Accept-Encoding, ETags and 304s, hashed assets cached for good, and
// index.html for every other path, so the app's routes work on reload and as deep links. Each page
// carries the security headers (site-security.ts).
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { siteSecurityHeaders } from './site-security';

/** Vite puts content-hashed files under /assets/: they never change under their name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves `dir` at `/`. Paths that name no file get index.html (the app's routes) through `fallback`,
 * which the caller's not-found handler calls for paths outside the API.
 */
export async function registerStaticSite(app: FastifyInstance, dir: string) {
  const root = resolve(dir);
  const indexHtml = await readFile(join(root, 'index.html'), 'utf8').catch(() => null);
  const security = siteSecurityHeaders();
  await app.register(async (site) => {
    await site.register(fastifyStatic, {
      root,
      preCompressed: true,
      cacheControl: false,
      index: 'index.html',
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.startsWith(join(root, 'assets') + sep) ? IMMUTABLE : 'no-cache');
        reply.headers(security);
      },
    });
  });
  return {
    fallback(_request: FastifyRequest, reply: FastifyReply): FastifyReply {
      if (indexHtml === null) {
        return reply
          .code(404)
          .header('content-type', 'text/plain; charset=utf-8')
          .send(`The explorer is not built: no ${join(root, 'index.html')} (run npm run build)\n`);
      }
      return reply.code(200).sendFile('index.html', root);
    },
  };
}
