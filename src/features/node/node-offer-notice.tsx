import { useNavigate, useSearchParams } from 'react-router-dom';
import { searchNaming } from '../../components/node-choice/node-choice';
import { useLedgerStatus } from '../../queries/ledger-status/ledger-status';

/**
 * A link naming no node reads the serving node, in every browser (node-choice.ts): a copied link opens
 * what its sender saw. When the user chose another node, the page says which node it reads and offers
 * theirs, so nobody reads one node believing it is the other.
 */
export function NodeOfferNotice({ node, offered }: { node: string; offered: string }) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const chainId = useLedgerStatus(node)?.ledger?.chainId;
  const readOffered = () => navigate({ search: searchNaming(search, offered).toString() });
  return (
    <section className="notice node-offer" aria-label="Which node this page reads" data-problem="node-offer">
      <p>
        This link names no node, so it reads the node serving this explorer, <span className="mono">{node}</span>
        {chainId === undefined ? '' : ` (chain ${chainId})`}, as it does for anyone who opens it. The node you chose is{' '}
        <span className="mono">{offered}</span>.
      </p>
      <button type="button" onClick={readOffered}>
        Read this page on <span className="mono">{offered}</span>
      </button>
    </section>
  );
}
