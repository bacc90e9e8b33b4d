import { describe, expect, it } from 'vitest';
import { inlineScriptSources, siteSecurityHeaders } from './site-security';

describe('inlineScriptSources', () => {
  it('hashes each inline script over its exact text, and skips scripts with a src', () => {
    const html =
      '<head><script>a()</script><script type="module" src="/x.js"></script>\n<script type="text/javascript">\n b();\n</script></head>';
    // CSP's hash of "a()" (sha256, base64), as a browser computes it
    expect(inlineScriptSources(html)).toEqual([
      "'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='",
      expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/),
    ]);
  });
});

describe('siteSecurityHeaders', () => {
  it('allows the page its own scripts and any node, and no framing', () => {
    const headers = siteSecurityHeaders('<script>a()</script>');
    expect(headers['content-security-policy']).toContain("script-src 'self' 'sha256-");
    expect(headers['content-security-policy']).not.toContain("unsafe-inline' 'sha");
    expect(headers['content-security-policy']).toContain("connect-src 'self' http: https:");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
  });
});
