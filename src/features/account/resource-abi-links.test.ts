import { describe, expect, it } from 'vitest';
import type { AbiModule } from '../../core/move/abi-layout';
import { resolveLayouts } from '../../core/move/layout-resolver';
import { moduleAbiSource, registrySource } from '../../core/move/layout-source';
import { parseStructTag } from '../../core/move/type-tag';
import { findLayoutIn } from '../../core/move/type-at-path';
import { valueLinkFor } from '../../components/explorer/value-links';

// A resource the registry does not describe: its table's link takes the key and value types from
// the field type the module's ABI gives (generic, with the resource's type argument substituted).
const vault: AbiModule = {
  address: '0xabc',
  name: 'vault',
  structs: [
    {
      name: 'Vault',
      is_native: false,
      generic_type_params: [{ is_phantom: false }],
      fields: [
        { name: 'owner', type: 'address' },
        { name: 'items', type: '0x1::table::Table<u64, vector<T0>>' },
      ],
    },
  ],
};
const HANDLE = '0x' + 'ab'.repeat(32);

describe('links from module ABIs', () => {
  it('fills key_type and value_type of a table handle from the ABI field type', async () => {
    const tag = parseStructTag('0xabc::vault::Vault<0x1::string::String>');
    const source = moduleAbiSource((address, module) =>
      Promise.resolve(
        module === 'vault' ? { ok: true, value: vault } : { ok: false, message: `module ${address}::${module} does not exist` },
      ),
    );
    const layouts = await resolveLayouts(tag, [registrySource, source]);
    const data = { owner: '0xabc', items: { handle: HANDLE } };
    const linkFor = valueLinkFor(tag, data, {}, findLayoutIn(layouts));
    const link = linkFor({ path: ['items', 'handle'], key: 'handle', value: HANDLE });
    expect(link?.title).toBe('Open the table 0x1::table::Table<u64, vector<0x1::string::String>>');
    const href = new URL(link?.href ?? '', 'http://x');
    expect(href.searchParams.get('key_type')).toBe('u64');
    expect(href.searchParams.get('value_type')).toBe('vector<0x1::string::String>');
    expect(linkFor({ path: ['owner'], key: 'owner', value: '0xabc' })?.title).toBe('Open the account');

    // without the ABI's layouts, only the convention remains: a bare table link
    const bare = valueLinkFor(tag, data, {})({ path: ['items', 'handle'], key: 'handle', value: HANDLE });
    expect(new URL(bare?.href ?? '', 'http://x').searchParams.get('value_type')).toBeNull();
  });
});
