// Which kept answer a read is (docs/api.md#the-gateway).
import { createHash } from 'node:crypto';

/** What makes two reads the same: the upstream URL, how the answer was asked for, the body, and whose key. */
export function cacheKey(method: string, url: string, headers: Readonly<Record<string, string>>, body: Buffer | undefined): string {
  const hash = createHash('sha256');
  for (const part of [
    method,
    url,
    headers.accept ?? '',
    headers['content-type'] ?? '',
    headers['content-encoding'] ?? '',
    headers.authorization ?? '',
  ])
    hash.update(part).update('\0');
  if (body !== undefined) hash.update(body);
  return hash.digest('base64url');
}
