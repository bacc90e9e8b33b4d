import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useNodeSettingsVersion } from '../../components/node-choice/app-node-settings';
import { apiKeyFor, nodeSettings } from '../../core/settings/node-settings';
import { checkNodeUrl } from '../../core/search/node-url-check';
import { searchNaming, servingNode } from '../../components/node-choice/node-choice';
import { NETWORK_NAMES, NETWORKS, networkOfNode, parseNetworkName } from '../../core/api/networks';

/** The node settings form: loaded when the control is first opened (a deep link never needs it). */
export function NodeSettingsForm({ node, onDone }: { node: string; onDone: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [url, setUrl] = useState(node);
  const [apiKey, setApiKey] = useState(apiKeyFor(node) ?? '');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const serving = servingNode();
  useNodeSettingsVersion(); // the recent list below re-reads when it is cleared
  const recent = nodeSettings.recentNodes().filter((recentNode) => recentNode !== node && recentNode !== serving);

  const choose = (chosen: string, key: string) => {
    nodeSettings.chooseNode(chosen === serving ? undefined : chosen);
    nodeSettings.setApiKey(chosen, key);
    // answers fetched with another key (or none) may differ: fetch this node's data again
    void queryClient.invalidateQueries({ queryKey: [chosen] });
    // the address bar names the node read (a preset by its network), so a copied link reads it too
    navigate({ search: searchNaming(search, chosen).toString() });
    onDone();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkNodeUrl(url, window.location.protocol);
    if (!checked.ok) {
      setError(`Node URL: ${checked.message}`);
      return;
    }
    setError(null);
    choose(checked.value, apiKey);
  };

  return (
    <form className="node-settings-form" onSubmit={submit} noValidate>
      <label>
        Network
        <select
          value={networkOfNode(url.trim()) ?? ''}
          onChange={(event) => {
            const network = parseNetworkName(event.target.value);
            if (network === null) return;
            // each preset has its own key, as each node has
            setUrl(NETWORKS[network].node);
            setApiKey(apiKeyFor(NETWORKS[network].node) ?? '');
            setError(null);
          }}
        >
          <option value="">another node (its URL below)</option>
          {NETWORK_NAMES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <label>
        Node URL (ends in /v1)
        <input
          className="mono"
          type="url"
          value={url}
          onChange={(event) => {
            setUrl(event.target.value);
            // each node has its own key: never carry one node's key over to another
            const checked = checkNodeUrl(event.target.value, window.location.protocol);
            if (checked.ok) setApiKey(apiKeyFor(checked.value) ?? '');
          }}
          aria-invalid={error !== null}
          aria-describedby={error === null ? undefined : errorId}
          spellCheck={false}
          autoComplete="url"
        />
      </label>
      <label>
        API key (optional, sent as Authorization: Bearer)
        <input type="password" value={apiKey} onChange={(event) => setApiKey(event.target.value)} autoComplete="off" spellCheck={false} />
      </label>
      {error !== null && (
        <p id={errorId} className="error-text" role="alert">
          {error}
        </p>
      )}
      {recent.length > 0 && (
        <section className="recent-nodes" aria-label="Recent nodes">
          <h3>Recent nodes</h3>
          <ul>
            {recent.map((recentNode) => (
              <li key={recentNode}>
                <button type="button" className="mono" onClick={() => choose(recentNode, apiKeyFor(recentNode) ?? '')}>
                  {recentNode}
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className="recent-nodes-clear" onClick={() => nodeSettings.clearRecentNodes()}>
            Clear recent nodes
          </button>
        </section>
      )}
      <div className="actions">
        <button type="submit" className="primary">
          Use this node
        </button>
        {node !== serving && (
          <button type="button" onClick={() => choose(serving, apiKeyFor(serving) ?? '')}>
            Back to the serving node
          </button>
        )}
      </div>
    </form>
  );
}
