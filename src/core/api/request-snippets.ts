// "Copy as code": the exact request behind a data view, as a shell command, as plain fetch, and as a
// call of the public TS SDK (@aptos-labs/ts-sdk) where it has one. An API key is written into the
// text only when asked; otherwise a key the node needs is read from LEDGER_API_KEY (the name the node's gateway reads too).
import { longAddress, parseAddress } from '../move/address';
import { apiUrl } from './api-url';
import { apiRequestOf, type ReadRequest } from './read-requests';
import { offersSdkSnippet } from './snippet-offers';

export type SnippetLanguage = 'curl' | 'fetch' | 'sdk';

export interface SnippetOptions {
  /** The node's API base URL, ending in /v1. */
  node: string;
  /** The API key the explorer holds for this node, if any. */
  apiKey?: string | undefined;
  /** Write the key itself into the text (else it is read from LEDGER_API_KEY). */
  includeApiKey?: boolean;
}

export const API_KEY_VARIABLE = 'LEDGER_API_KEY';

/** What the result is called in the fetch and SDK snippets. */
export function resultName(read: ReadRequest): string {
  return read.kind === 'table_item' ? 'item' : read.kind === 'view' ? 'result' : read.kind;
}

/** The snippet in `language`, or null where there is none (the SDK has no raw_item call and cannot pin a resource list). */
export function requestSnippet(read: ReadRequest, language: SnippetLanguage, options: SnippetOptions): string | null {
  return { curl: curlSnippet, fetch: fetchSnippet, sdk: sdkSnippet }[language](read, options);
}

function curlSnippet(read: ReadRequest, options: SnippetOptions): string {
  const request = apiRequestOf(read);
  const lines = [
    `curl -sS${request.method === 'GET' ? '' : ` -X ${request.method}`} ${shellQuote(apiUrl(options.node, request.path, request.query))}`,
    `-H ${shellQuote(`Accept: ${request.accept}`)}`,
  ];
  const key = shellKeyHeader(options);
  if (key !== null) lines.push(`-H ${key}`);
  if (request.jsonBody !== undefined) {
    lines.push(`-H ${shellQuote('Content-Type: application/json')}`);
    lines.push(`--data ${shellQuote(JSON.stringify(request.jsonBody))}`);
  }
  // curl will not write bytes to a terminal
  if (request.accept === 'application/x-bcs') lines.push(`--output ${resultName(read)}.bcs`);
  return lines.join(' \\\n  ');
}

function fetchSnippet(read: ReadRequest, options: SnippetOptions): string {
  const request = apiRequestOf(read);
  const headers = [`Accept: ${JSON.stringify(request.accept)}`];
  if (request.jsonBody !== undefined) headers.push(`"Content-Type": "application/json"`);
  if (hasKey(options)) {
    headers.push(
      `Authorization: ${options.includeApiKey === true ? JSON.stringify(`Bearer ${options.apiKey}`) : `\`Bearer \${process.env.${API_KEY_VARIABLE}}\``}`,
    );
  }
  const init = [...(request.method === 'GET' ? [] : [`method: ${JSON.stringify(request.method)}`]), `headers: { ${headers.join(', ')} }`];
  if (request.jsonBody !== undefined) init.push(`body: JSON.stringify(${jsLiteral(request.jsonBody)})`);
  const name = resultName(read);
  return [
    `const response = await fetch(${JSON.stringify(apiUrl(options.node, request.path, request.query))}, {`,
    ...init.map((line) => `  ${line},`),
    '});',
    'if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);',
    request.accept === 'application/x-bcs'
      ? `const ${name} = new Uint8Array(await response.arrayBuffer()); // BCS bytes`
      : `const ${name} = await response.json(); // u64 and larger integers are strings: exact`,
    `console.log(${name});`,
  ].join('\n');
}

function sdkSnippet(read: ReadRequest, options: SnippetOptions): string | null {
  if (!offersSdkSnippet(read)) return null;
  const version = read.ledgerVersion === undefined ? '' : `, options: { ledgerVersion: ${read.ledgerVersion.toString()}n }`;
  let call: string;
  if (read.kind === 'resource') {
    call = `aptos.getAccountResource({ accountAddress: ${JSON.stringify(sdkAddress(read.address))}, resourceType: ${JSON.stringify(read.resourceType)}${version} })`;
  } else if (read.kind === 'resources') {
    call = `aptos.getAccountResources({ accountAddress: ${JSON.stringify(sdkAddress(read.address))}${version} })`;
  } else if (read.kind === 'view') {
    // viewJson sends the JSON body as it is; aptos.view would first parse the function's ABI, whose
    // type-tag parser refuses short addresses (0xcafe::showcase::Entry) as real nodes write them
    const [address = '', ...rest] = read.function.split('::');
    const payload = [
      `function: ${JSON.stringify([sdkAddress(address), ...rest].join('::'))}`,
      `typeArguments: ${JSON.stringify(read.typeArguments)}`,
      `functionArguments: ${JSON.stringify(read.arguments)}`,
    ];
    call = `aptos.viewJson({ payload: { ${payload.join(', ')} }${version} })`;
  } else {
    return null;
  }
  const key = jsKey(options);
  const config = [
    `network: Network.CUSTOM`,
    `fullnode: ${JSON.stringify(options.node)}`,
    ...(key === null ? [] : [`clientConfig: { API_KEY: ${key} }`]),
  ];
  const name = resultName(read);
  return [
    `import { Aptos, AptosConfig, Network } from "@aptos-labs/ts-sdk";`,
    '',
    `const aptos = new Aptos(new AptosConfig({ ${config.join(', ')} }));`,
    `const ${name} = await ${call};`,
    `console.log(${name});`,
  ].join('\n');
}

/** An address in full: the SDK refuses a short one other than 0x0–0xf (text that is no address stays as it is). */
function sdkAddress(text: string): string {
  try {
    return longAddress(parseAddress(text));
  } catch {
    return text;
  }
}

function hasKey(options: SnippetOptions): options is SnippetOptions & { apiKey: string } {
  return options.apiKey !== undefined && options.apiKey !== '';
}

/** The Authorization header as one shell word: the key itself only when asked for. */
function shellKeyHeader(options: SnippetOptions): string | null {
  if (!hasKey(options)) return null;
  return options.includeApiKey === true
    ? shellQuote(`Authorization: Bearer ${options.apiKey}`)
    : `"Authorization: Bearer $${API_KEY_VARIABLE}"`;
}

/** The key as a JS expression: the key itself only when asked for. */
function jsKey(options: SnippetOptions): string | null {
  if (!hasKey(options)) return null;
  return options.includeApiKey === true ? JSON.stringify(options.apiKey) : `process.env.${API_KEY_VARIABLE}`;
}

/** One shell word: single quotes, with each single quote closed, escaped and reopened. */
export function shellQuote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

function jsLiteral(value: unknown): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  return `{ ${Object.entries(value)
    .map(([name, member]) => `${/^[A-Za-z_$][\w$]*$/u.test(name) ? name : JSON.stringify(name)}: ${JSON.stringify(member)}`)
    .join(', ')} }`;
}
