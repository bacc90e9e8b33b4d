import { describe, expect, it } from 'vitest';
import { siteSecurityHeaders } from './site-security';

describe('siteSecurityHeaders', () => {
  it('allows the page its own scripts and any node, and no framing', () => {
    const headers = siteSecurityHeaders();
    // no inline script at all: index.html's boot is a module of the build (vite-boot-script.ts)
    expect(headers['content-security-policy']).toContain("script-src 'self';");
    expect(headers['content-security-policy']).toContain("connect-src 'self' http: https:");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
  });
});
