import { useId, useState } from 'react';
import { readAsShown, type ReadRequest } from '../../core/api/read-requests';
import type { SnippetLanguage, SnippetOptions } from '../../core/api/request-snippets';
import { offersSdkSnippet } from '../../core/api/snippet-offers';
import { CopyButton } from '../copy-button';
import { apiKeyFor } from '../../core/settings/node-settings';
import { StarButton } from '../explorer/star-button';
import { useExplorerParams } from '../explorer/use-explorer-params';
import type { ExplorerTarget } from '../../core/search/explorer-location';
import { SHORTCUTS } from '../keyboard/shortcuts';

const LANGUAGES: { language: SnippetLanguage; label: string; text: string }[] = [
  { language: 'curl', label: 'Copy the request as curl', text: 'curl' },
  { language: 'fetch', label: 'Copy the request as fetch', text: 'fetch' },
  { language: 'sdk', label: 'Copy the request as a TS SDK call', text: 'TS SDK' },
];

// The snippet writers are not part of a page's first load: they load when the pointer or the focus
// reaches these tools, or on the first copy (the `c` shortcut); the buttons themselves show at once.
const loadSnippets = () => import('../../core/api/request-snippets');

async function snippetText(read: ReadRequest, language: SnippetLanguage, options: SnippetOptions): Promise<string> {
  return (await loadSnippets()).requestSnippet(read, language, options) ?? '';
}

/** This page's URL pinned to `version` (the one on screen), so the link shows the same data later. */
function linkPinnedTo(version: bigint | undefined): string {
  const url = new URL(window.location.href);
  if (version !== undefined) url.searchParams.set('ledger_version', version.toString());
  return url.toString();
}

export interface RequestToolsProps {
  target: ExplorerTarget;
  /** The request the page sends (null while there is none, e.g. no key typed yet). */
  read: ReadRequest | null;
  /** The version on screen. */
  shown: bigint | undefined;
}

/**
 * Star the page, copy its link and the request behind its data as code, both pinned to the version on
 * screen (`shown`), as the link is. Loaded after the page's data is painted (request-tools.tsx).
 */
export default function RequestToolsPanel({ target, read: pageRead, shown }: RequestToolsProps) {
  const { node } = useExplorerParams();
  const read = pageRead === null ? null : readAsShown(pageRead, shown);
  const id = useId();
  const apiKey = apiKeyFor(node);
  const [includeApiKey, setIncludeApiKey] = useState(false);
  const options = { node, apiKey, includeApiKey };
  return (
    <div
      className="request-tools"
      role="group"
      aria-label="Star, copy link and request"
      onPointerEnter={() => void loadSnippets()}
      onFocus={() => void loadSnippets()}
    >
      <StarButton target={target} />
      <CopyButton label="Copy link to this version" shortcut={SHORTCUTS.copyLink} text={() => linkPinnedTo(shown)}>
        Copy link
      </CopyButton>
      {read !== null && (
        <>
          <span className="muted" id={`${id}-as`}>
            Request as
          </span>
          {LANGUAGES.map(
            ({ language, label, text }) =>
              (language !== 'sdk' || offersSdkSnippet(read)) && (
                <CopyButton
                  key={language}
                  label={label}
                  text={() => snippetText(read, language, options)}
                  shortcut={language === 'curl' ? SHORTCUTS.copyCurl : undefined}
                >
                  {text}
                </CopyButton>
              ),
          )}
          {apiKey !== undefined && (
            <label className="request-tools-key">
              <input type="checkbox" checked={includeApiKey} onChange={(event) => setIncludeApiKey(event.target.checked)} /> with the API
              key (else <code>$LEDGER_API_KEY</code>)
            </label>
          )}
        </>
      )}
    </div>
  );
}
