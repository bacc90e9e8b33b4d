// /v1/spec: Swagger UI (swagger-ui-dist from npm) with every script and style served by this node,
// so the page works with no internet (docs/api.md#routes). It loads spec.json by a relative URL.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export interface SpecAsset {
  contentType: string;
  body: Buffer;
}

/** Relative to /v1/spec, so they resolve under /v1/spec/assets/ wherever the node is mounted. */
export const SPEC_ASSET_PREFIX = 'spec/assets/';

const SWAGGER_FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

/** Our contrast fixes over the stock theme (see the file). */
const A11Y_CSS = readFileSync(new URL('./swagger-a11y.css', import.meta.url), 'utf8');

// validatorUrl null: the stock UI would otherwise call validator.swagger.io.
// deepLinking false: with it on, each operation's path is a link inside the operation's toggle button
// (nested interactive controls, axe). Swagger UI's dark theme (html.dark-mode) follows the system,
// unless the page's URL says ?theme=light or ?theme=dark (the explorer's switch, for its frame).
// Selects Swagger UI leaves unnamed (servers, examples, enum parameters) get an aria-label as they appear.
const INIT_SCRIPT = `(function () {
  var dark = window.matchMedia('(prefers-color-scheme: dark)');
  var forced = new URLSearchParams(location.search).get('theme');
  function followScheme() {
    document.documentElement.classList.toggle('dark-mode', forced === 'dark' || (forced !== 'light' && dark.matches));
  }
  followScheme();
  dark.addEventListener('change', followScheme);
  function nameSelects() {
    var servers = document.querySelector('select#servers:not([aria-label])');
    if (servers) servers.setAttribute('aria-label', 'Server');
    document.querySelectorAll('select.examples-select-element:not([aria-label])').forEach(function (select) {
      var row = select.closest('[data-param-name]');
      var name = row ? row.getAttribute('data-param-name') : '';
      select.setAttribute('aria-label', name ? 'Example for ' + name : 'Example');
    });
    // code examples scroll sideways when long: keyboard users must be able to reach them (axe scrollable-region-focusable)
    document.querySelectorAll('.highlight-code > .microlight:not([tabindex])').forEach(function (code) {
      code.setAttribute('tabindex', '0');
    });
    // a parameter with a list of values (an enum, e.g. order) is a select too
    document.querySelectorAll('.parameters-col_description select:not([aria-label])').forEach(function (select) {
      var row = select.closest('[data-param-name]');
      select.setAttribute('aria-label', row ? row.getAttribute('data-param-name') : 'Value');
    });
  }
  new MutationObserver(nameSelects).observe(document.documentElement, { childList: true, subtree: true });
  window.addEventListener('load', function () {
    window.ui = SwaggerUIBundle({
      url: 'spec.json',
      dom_id: '#swagger-ui',
      deepLinking: false,
      displayRequestDuration: true,
      validatorUrl: null,
      presets: [SwaggerUIBundle.presets.apis],
      layout: 'BaseLayout',
    });
  });
})();
`;

export const SPEC_PAGE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Ledger state read API</title>
<link rel="stylesheet" href="${SPEC_ASSET_PREFIX}swagger-ui.css">
<link rel="stylesheet" href="${SPEC_ASSET_PREFIX}swagger-a11y.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="${SPEC_ASSET_PREFIX}swagger-ui-bundle.js"></script>
<script src="${SPEC_ASSET_PREFIX}spec-init.js"></script>
</body>
</html>
`;

/** The page's assets by file name, read once from swagger-ui-dist. */
export function loadSpecAssets(): Map<string, SpecAsset> {
  const require = createRequire(import.meta.url);
  const distDir = dirname(require.resolve('swagger-ui-dist/package.json'));
  const assets = new Map<string, SpecAsset>();
  for (const [file, contentType] of Object.entries(SWAGGER_FILES)) {
    // drop the sourceMappingURL comment: the .map files are not served
    const text = readFileSync(join(distDir, file), 'utf8').replace(/\n\/[/*][#@] sourceMappingURL=[^\n]*$/, '\n');
    assets.set(file, { contentType, body: Buffer.from(text) });
  }
  assets.set('swagger-a11y.css', { contentType: 'text/css; charset=utf-8', body: Buffer.from(A11Y_CSS) });
  assets.set('spec-init.js', { contentType: 'text/javascript; charset=utf-8', body: Buffer.from(INIT_SCRIPT) });
  return assets;
}
