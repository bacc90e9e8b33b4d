import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useExplorerParams } from '../../components/explorer/use-explorer-params';
import { formatAddress, parseAddress } from '../../core/move/address';
import { tryParse } from '../../core/move/errors';
import { formatStructTag, parseStructTag } from '../../core/move/type-tag';
import { explorerHref } from '../../core/search/explorer-location';

interface ResourceFormProps {
  address: string;
  resourceType: string;
}

/** Address and type inputs: open another resource at the same node and version. */
export function ResourceForm({ address, resourceType }: ResourceFormProps) {
  const { params } = useExplorerParams();
  const navigate = useNavigate();
  const [addressText, setAddressText] = useState(address);
  const [typeText, setTypeText] = useState(resourceType);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const owner = tryParse(() => formatAddress(parseAddress(addressText.trim())));
    if (!owner.ok) return setError(owner.message);
    const tag = tryParse(() => formatStructTag(parseStructTag(typeText.trim())));
    if (!tag.ok) return setError(tag.message);
    setError(null);
    navigate(explorerHref({ kind: 'resource', address: owner.value, resourceType: tag.value }, params));
  };

  return (
    <form className="field-row" onSubmit={submit} aria-label="Open a resource">
      <label>
        Address
        <input className="mono" value={addressText} onChange={(event) => setAddressText(event.target.value)} spellCheck={false} />
      </label>
      <label style={{ flex: 1 }}>
        Resource type
        <input className="mono" value={typeText} onChange={(event) => setTypeText(event.target.value)} spellCheck={false} />
      </label>
      <button type="submit">Open</button>
      {error !== null && (
        <p className="error-text" role="alert" style={{ flexBasis: '100%', margin: 0 }}>
          {error}
        </p>
      )}
    </form>
  );
}
