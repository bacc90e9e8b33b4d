// An entry function call written out for the user to run themselves (issue 31 item 4): the payload JSON
// as the API's `entry_function_payload`, TS SDK code that builds (never signs or submits) the
// transaction, and the Aptos CLI's `aptos move run` line. Arguments come in the API's JSON
// (view-arguments.ts), each with its parameter's type.
import { longAddress, parseAddress } from './address';
import type { JsonValue } from './json';
import { formatTypeTag, isFrameworkStruct, type TypeTag } from './type-tag';

export interface EntryCallInput {
  /** `0xcafe::showcase::put_name`. */
  function: string;
  typeArguments: readonly string[];
  /** Each argument with its parameter's type (signers left out). */
  arguments: readonly { tag: TypeTag; value: JsonValue }[];
}

/** The function id with its address in full: the SDK and the CLI take every form, the SDK checks short ones. */
function fullFunctionId(id: string): string {
  const [address = '', ...rest] = id.split('::');
  return [longAddress(parseAddress(address)), ...rest].join('::');
}

/** One CLI argument, `type:value` as `aptos move run --args` reads them; null for one it cannot take (an Option). */
function cliArgument(tag: TypeTag, value: JsonValue): string | null {
  if (isFrameworkStruct(tag, 'string', 'String')) return `string:${String(value)}`;
  if (isFrameworkStruct(tag, 'object', 'Object')) return `address:${String(value)}`;
  if (tag.kind === 'struct') return null;
  if (tag.kind === 'vector' && tag.element.kind === 'u8' && typeof value === 'string') return `hex:${value}`;
  if (tag.kind === 'vector') {
    const inner =
      tag.element.kind === 'struct' && isFrameworkStruct(tag.element, 'string', 'String') ? 'string' : formatTypeTag(tag.element);
    return /^(bool|u8|u16|u32|u64|u128|u256|address|string)$/.test(inner) ? `${inner}:${JSON.stringify(value)}` : null;
  }
  return `${tag.kind}:${String(value)}`;
}

const shellWord = (text: string) => (/^[\w:.,[\]"@/+-]+$/u.test(text) && !text.includes('"') ? text : `'${text.replaceAll("'", `'\\''`)}'`);

/** An argument as the SDK wants it: addresses (and objects) in full, since it refuses short ones other than 0x0–0xf. */
function sdkArgument(tag: TypeTag, value: JsonValue): JsonValue {
  if ((tag.kind === 'address' || isFrameworkStruct(tag, 'object', 'Object')) && typeof value === 'string')
    return longAddress(parseAddress(value));
  if (tag.kind === 'vector' && Array.isArray(value)) return value.map((item) => sdkArgument(tag.element, item));
  return value;
}

export function entryCallCode(input: EntryCallInput): { payload: string; sdk: string; cli: string } {
  const args = input.arguments.map((arg) => arg.value);
  const payload = JSON.stringify(
    { type: 'entry_function_payload', function: input.function, type_arguments: input.typeArguments, arguments: args },
    null,
    2,
  );
  const sdk = [
    `import { Aptos, AptosConfig, Network } from "@aptos-labs/ts-sdk";`,
    '',
    `const aptos = new Aptos(new AptosConfig({ network: Network.CUSTOM, fullnode: NODE_URL }));`,
    '// builds the transaction only: sign and submit it with your own account',
    `const transaction = await aptos.transaction.build.simple({`,
    `  sender: SENDER_ADDRESS,`,
    `  data: {`,
    `    function: ${JSON.stringify(fullFunctionId(input.function))},`,
    `    typeArguments: ${JSON.stringify(input.typeArguments)},`,
    `    functionArguments: ${JSON.stringify(input.arguments.map((arg) => sdkArgument(arg.tag, arg.value)))},`,
    `  },`,
    `});`,
  ].join('\n');
  const cliArgs = input.arguments.map((arg) => cliArgument(arg.tag, arg.value));
  const cliParts = [`aptos move run --function-id ${fullFunctionId(input.function)}`];
  if (input.typeArguments.length > 0) cliParts.push(`--type-args ${input.typeArguments.map(shellWord).join(' ')}`);
  if (cliArgs.length > 0 && cliArgs.every((arg) => arg !== null))
    cliParts.push(`--args ${cliArgs.map((arg) => shellWord(arg ?? '')).join(' ')}`);
  const cli = cliArgs.some((arg) => arg === null)
    ? `# an Option or struct argument: pass the arguments as a JSON file instead (aptos move run --json-file)\n${cliParts.join(' \\\n  ')}`
    : cliParts.join(' \\\n  ');
  return { payload, sdk, cli };
}
