import type { TableItemParams } from './table-params';

/** A shared link's typed key (the demo chain's by-name String "alpha") for the key builder's tests. */
export const ALPHA_LINK: TableItemParams = {
  keyHex: '0x05616c706861',
  keyType: '0x1::string::String',
  keyValue: 'alpha',
  keyFormat: 'hex',
  valueType: '0xcafe::showcase::Entry',
};
