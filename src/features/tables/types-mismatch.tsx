import { tryParse } from '../../core/move/errors';
import { formatTypeTag, parseTypeTag } from '../../core/move/type-tag';

/** A type as its canonical text (`0x1::string::String` however the address was written), or the text itself when it does not parse. */
function canonical(type: string): string {
  const tag = tryParse(() => parseTypeTag(type));
  return tag.ok ? formatTypeTag(tag.value) : type.trim();
}

/**
 * The link's types against the indexer's `table_metadatas`: when they differ, keys are read with the
 * link's key type (and fail where the bytes are not one) while values are the indexer's decoding, so the
 * page says which it trusts for what.
 */
export function TypesMismatch(props: {
  link: { keyType?: string; valueType?: string };
  recorded: { keyType: string; valueType: string } | null | undefined;
}) {
  const { link, recorded } = props;
  if (recorded == null) return null;
  const keyDiffers = link.keyType !== undefined && canonical(link.keyType) !== canonical(recorded.keyType);
  const valueDiffers = link.valueType !== undefined && canonical(link.valueType) !== canonical(recorded.valueType);
  if (!keyDiffers && !valueDiffers) return null;
  return (
    <p className="notice" role="note" data-testid="table-types-mismatch">
      The link’s types are not the ones the indexer records for this table (
      <span className="mono">
        {recorded.keyType} → {recorded.valueType}
      </span>
      ). {keyDiffers && 'Each key is read from its bytes as the link’s key type, and said where its bytes are not one. '}
      {valueDiffers && 'Values are shown as the indexer decoded them, by its type, not the link’s. '}
      Open the table without the link’s types to read it as the indexer does.
    </p>
  );
}
