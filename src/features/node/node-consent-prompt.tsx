import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { searchWith } from '../../components/time-travel/time-travel-params';
import { nodeSettings } from '../../core/settings/node-settings';

interface NodeConsentPromptProps {
  /** The node the link names (or, with `indexer`, the indexer it names). */
  node: string;
  /** The node read if the user declines: the one a link naming no node reads (with `indexer`: the node whose own indexer is asked). */
  servingNode: string;
  /** The link names an indexer (`?indexer=`), not a node: the same consent, per origin. */
  indexer?: boolean;
}

/**
 * A link naming another node might be hostile (it decides what the page shows, and the node sees the
 * reader): ask once per origin before reading from it, and read nothing meanwhile. Declining drops `?node=`:
 * the page reads the serving node.
 */
export function NodeConsentPrompt({ node, servingNode, indexer = false }: NodeConsentPromptProps) {
  const param = indexer ? 'indexer' : 'node';
  const [search] = useSearchParams();
  const navigate = useNavigate();
  // the safe choice has the focus: a stray Enter, or a click through a frame, must not grant anything
  const stayButton = useRef<HTMLButtonElement>(null);
  useEffect(() => stayButton.current?.focus(), []);

  const stay = () => navigate({ search: searchWith(search, param, null) }, { replace: true });

  return (
    <section className="consent" role="alertdialog" aria-labelledby="consent-title" aria-describedby="consent-detail">
      <h2 id="consent-title">
        This link asks to read from {indexer ? 'indexer' : 'node'} <span className="mono">{node}</span>. Use it?
      </h2>
      {indexer ? (
        <p id="consent-detail">
          That indexer, not the one of node <span className="mono">{servingNode}</span>, would decide which assets, transactions and callers
          this page lists, and it would see what you look up. Use it only if you trust whoever sent the link. Once you agree, links to{' '}
          <span className="mono">{new URL(node).origin}</span> will not ask again.
        </p>
      ) : (
        <p id="consent-detail">
          That node, not <span className="mono">{servingNode}</span> (the node serving this explorer), would decide what this page shows,
          and it would see what you look up. Use it only if you trust whoever sent the link. Once you agree, links to{' '}
          <span className="mono">{new URL(node).origin}</span> will not ask again.
        </p>
      )}
      <div className="actions">
        <button type="button" className="primary" onClick={() => nodeSettings.grantConsent(node)}>
          Use it
        </button>
        <button ref={stayButton} type="button" onClick={stay}>
          {indexer ? 'Use the node’s own indexer' : 'Stay on the serving node'}
        </button>
      </div>
    </section>
  );
}
