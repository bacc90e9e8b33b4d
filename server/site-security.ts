// Security headers of the explorer's pages (issue 15): a Content-Security-Policy that lets no script
// run but the site's own files (index.html has no inline script: its boot is a module of the build, its
// page-assets JSON is data), any http(s) node for node choice, and no framing by anyone (a framed page
// can be clicked through, e.g. into granting consent to a node).
export function siteSecurityHeaders(): Readonly<Record<string, string>> {
  const policy = [
    "default-src 'self'",
    "script-src 'self'",
    // React and the chart set style attributes
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    // node choice: the explorer reads from any node the user names
    "connect-src 'self' http: https:",
    // the spec page shows the chosen node's /v1/spec in a (sandboxed) frame: any node, like connect-src
    "frame-src 'self' http: https:",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
  return Object.freeze({
    'content-security-policy': policy,
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    // the explorer's URLs name nodes and addresses: they are nobody else's business
    'referrer-policy': 'no-referrer',
  });
}
