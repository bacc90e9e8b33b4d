// /v1/spec: Swagger UI (swagger-ui-dist from npm) with every script and style served by this node,
// so the page works with no internet (docs/api.md#routes). It loads spec.json by a relative URL.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { CompressedCopies } from '../http/caching/compressed-body';

export interface SpecAsset {
  contentType: string;
  body: Buffer;
  /** The same bytes for the node's life: their compressed forms are kept. */
  copies: CompressedCopies;
}

/** Relative to /v1/spec, so they resolve under /v1/spec/assets/ wherever the node is mounted. */
export const SPEC_ASSET_PREFIX = 'spec/assets/';

const SWAGGER_FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

/** Our own files beside the stock ones: contrast fixes, the theme switch, Swagger UI's start-up. */
const OWN_FILES: Record<string, string> = {
  'swagger-a11y.css': 'text/css; charset=utf-8',
  'spec-theme.js': 'text/javascript; charset=utf-8',
  'spec-init.js': 'text/javascript; charset=utf-8',
};

export const SPEC_PAGE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Ledger state read API</title>
<link rel="stylesheet" href="${SPEC_ASSET_PREFIX}swagger-ui.css">
<link rel="stylesheet" href="${SPEC_ASSET_PREFIX}swagger-a11y.css">
<script src="${SPEC_ASSET_PREFIX}spec-theme.js"></script>
</head>
<body>
<div id="swagger-ui"><p class="spec-loading" role="status">Loading the API description…</p></div>
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
    assets.set(file, { contentType, body: Buffer.from(text), copies: {} });
  }
  for (const [file, contentType] of Object.entries(OWN_FILES)) {
    assets.set(file, { contentType, body: readFileSync(new URL(`./${file}`, import.meta.url)), copies: {} });
  }
  return assets;
}
