// 0xcafe's package as `0x1::code::PackageRegistry` holds it (docs/demo-chain.md#module-source): one
// package `showcase` of one module, its Move source gzip-compressed as the Aptos CLI publishes it, written
// from the module's ABI (structs, enums, exposed functions) so that source and ABI always agree. Published
// at genesis (upgrade number 0) and upgraded with the module at SHOWCASE_UPGRADE_VERSION (1), policy
// `compatible`.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { MoveModuleAbi } from '../../src/core/api/schemas';
import { formatHexBytes } from '../../src/core/move/hex';
import type { JsonValue } from '../../src/core/move/json';
import { showcaseModule } from './demo-modules';

export const PACKAGE_REGISTRY = '0x1::code::PackageRegistry';
/** upgrade_policy.policy: 0 arbitrary, 1 compatible, 2 immutable (code.move). */
export const COMPATIBLE_POLICY = 1;

/** What the functions do, in Move, by name: the node computes the views natively (view-functions.ts) and runs the entries in demo-chain.ts. */
const BODIES: Readonly<Record<string, string>> = {
  entry_of: `let showcase = borrow_global<Showcase>(@0xcafe);
        assert!(0x1::table_with_length::contains(&showcase.by_name, name), E_NAME_NOT_FOUND);
        *0x1::table_with_length::borrow(&showcase.by_name, name)`,
  lookup_name: `let showcase = borrow_global<Showcase>(@0xcafe);
        if (0x1::table_with_length::contains(&showcase.by_name, name)) {
            0x1::option::some(0x1::table_with_length::borrow(&showcase.by_name, name).id)
        } else 0x1::option::none()`,
  name_count: `0x1::table_with_length::length(&borrow_global<Showcase>(@0xcafe).by_name)`,
  owner_balance: `let showcase = borrow_global<Showcase>(@0xcafe);
        if (0x1::table::contains(&showcase.by_owner, owner)) {
            0x1::option::some(*0x1::table::borrow(&showcase.by_owner, owner))
        } else 0x1::option::none()`,
  open_account: `let _ = (sender, owner, amount); // mints amount coins into a new account, appended to Directory`,
  put_index: `let _ = (sender, key); // by_index[key] = "item-<key>"`,
  remove_index: `let _ = (sender, key); // removes by_index[key]`,
  put_name: `let _ = (sender, name); // by_name[name] = its Entry`,
  remove_name: `let _ = (sender, name); // removes by_name[name]`,
};

/** Parameter names by function, in order (an ABI has types only). */
const PARAM_NAMES: Readonly<Record<string, readonly string[]>> = {
  entry_of: ['name'],
  lookup_name: ['name'],
  owner_balance: ['owner'],
  open_account: ['sender', 'owner', 'amount'],
  put_index: ['sender', 'key'],
  remove_index: ['sender', 'key'],
  put_name: ['sender', 'name'],
  remove_name: ['sender', 'name'],
};

const fieldList = (fields: readonly { name: string; type: string }[]) => fields.map((field) => `${field.name}: ${field.type}`).join(', ');

/** The Move source of a module, from its ABI. */
export function moduleSource(abi: MoveModuleAbi): string {
  const lines = [
    `module ${abi.address}::${abi.name} {`,
    `    /// No entry of that name in by_name.`,
    `    const E_NAME_NOT_FOUND: u64 = 1;`,
    '',
  ];
  for (const struct of abi.structs) {
    const typeParams = struct.generic_type_params.map((param, index) => `${param.is_phantom ? 'phantom ' : ''}T${index}`);
    const head = `${typeParams.length === 0 ? '' : `<${typeParams.join(', ')}>`}${struct.abilities.length === 0 ? '' : ` has ${struct.abilities.join(', ')}`}`;
    if (struct.is_enum) {
      const variants = struct.variants.map((variant) =>
        variant.fields.length === 0 ? variant.name : `${variant.name} { ${fieldList(variant.fields)} }`,
      );
      lines.push(`    enum ${struct.name}${head} { ${variants.join(', ')} }`, '');
    } else {
      lines.push(`    struct ${struct.name}${head} { ${fieldList(struct.fields)} }`, '');
    }
  }
  for (const fn of abi.exposed_functions) {
    const names = PARAM_NAMES[fn.name] ?? fn.params.map((_, index) => `arg${index}`);
    const params = fn.params.map((type, index) => `${names[index] ?? `arg${index}`}: ${type}`).join(', ');
    const returns = fn.return.length === 0 ? '' : `: ${fn.return.length === 1 ? (fn.return[0] ?? '') : `(${fn.return.join(', ')})`}`;
    const acquires = fn.is_view ? ' acquires Showcase' : '';
    if (fn.is_view) lines.push('    #[view]');
    lines.push(
      `    public ${fn.is_entry ? 'entry ' : ''}fun ${fn.name}(${params})${returns}${acquires} {`,
      `        ${BODIES[fn.name] ?? 'abort 0'}`,
      '    }',
      '',
    );
  }
  lines.push('}', '');
  return lines.join('\n');
}

const MANIFEST = `[package]
name = "showcase"
version = "1.0.0"
upgrade_policy = "compatible"

[addresses]
showcase = "0xcafe"

[dependencies.AptosFramework]
git = "https://github.com/aptos-labs/aptos-framework.git"
rev = "mainnet"
subdir = "aptos-framework"
`;

const gzipHex = (text: string) => formatHexBytes(gzipSync(Buffer.from(text, 'utf8'), { level: 9 }));

/** The PackageRegistry value at 0xcafe before (upgrade number 0) or after the upgrade (1). */
export function showcasePackageRegistry(upgraded: boolean): JsonValue {
  const abi = JSON.parse(new TextDecoder().decode(showcaseModule(upgraded).value)) as MoveModuleAbi;
  const source = moduleSource(abi);
  return {
    packages: [
      {
        name: 'showcase',
        upgrade_policy: { policy: COMPATIBLE_POLICY },
        upgrade_number: upgraded ? '1' : '0',
        // the CLI's digest: SHA-256 of the sources, upper-case hex
        source_digest: createHash('sha256').update(source).digest('hex').toUpperCase(),
        manifest: gzipHex(MANIFEST),
        modules: [{ name: abi.name, source: gzipHex(source), source_map: '0x', extension: { vec: [] } }],
        deps: [
          { account: '0x1', package_name: 'AptosFramework' },
          { account: '0x1', package_name: 'MoveStdlib' },
        ],
        extension: { vec: [] },
      },
    ],
  };
}
