import { useState } from 'react';
import { useExplorerParams } from '../../components/explorer/use-explorer-params';

/**
 * `/spec`: the node's own interactive API description (docs/api.md#routes: `/v1/spec`) with the raw
 * documents beside it. The frame gets scripts (Swagger UI is a script) but an opaque origin: no
 * allow-same-origin, so the node's page can neither reach this app nor lift its own sandbox; it still
 * loads spec.json because the node's CORS answers every origin, `null` included. `theme` is the app's
 * override of the system's colour scheme, if any.
 */
export function SpecPage({ theme }: { theme?: 'light' | 'dark' | undefined }) {
  const { node } = useExplorerParams();
  // a frame follows the system's colour scheme, not this app's switch: an override travels in the URL
  const frameUrl = theme === undefined ? `${node}/spec` : `${node}/spec?theme=${theme}`;
  // the frame's own page says it is loading only once its HTML arrives: until then, this does
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const loading = loadedUrl !== frameUrl;
  return (
    <article className="spec-page">
      <h1 className="page-title">
        API description of <span className="mono page-title-whole">{node}</span>
      </h1>
      <p className="toolbar">
        <a href={`${node}/spec.json`} target="_blank" rel="noreferrer">
          spec.json
        </a>
        <a href={`${node}/spec.yaml`} target="_blank" rel="noreferrer">
          spec.yaml
        </a>
        <a href={`${node}/spec`} target="_blank" rel="noreferrer">
          open in a new tab
        </a>
      </p>
      <div className="spec-frame-box" aria-busy={loading}>
        {loading && (
          <p className="spec-frame-loading muted" role="status">
            Loading the API description from <span className="mono">{node}</span>…
          </p>
        )}
        <iframe
          className="spec-frame"
          title="Node API description"
          src={frameUrl}
          sandbox="allow-scripts"
          referrerPolicy="no-referrer"
          onLoad={() => setLoadedUrl(frameUrl)}
        />
      </div>
    </article>
  );
}
