import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layer rules of eslint.config.js (docs/architecture.md#enforced-by-eslint), held to what they must refuse.
const eslint = new ESLint();

async function messagesFor(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('layer rules', () => {
  it('a feature may not import another feature, through features/ or by a relative path', async () => {
    for (const source of ['../table/queries', '../table', '../../features/table/queries']) {
      const messages = await messagesFor(
        `import { tableQueries } from '${source}';\nexport const x = tableQueries;\n`,
        'src/features/account/probe.ts',
      );
      expect(messages, source).toEqual([expect.stringContaining('must not import the app or another feature')]);
    }
  });

  it('a feature may import its own files, shared components and the core', async () => {
    const code =
      "import { accountQueries } from './queries';\nimport { CopyButton } from '../../components/copy-button';\nexport const x = [accountQueries, CopyButton];\n";
    expect(await messagesFor(code, 'src/features/account/probe.ts')).toEqual([]);
  });

  it('the core imports no UI or server code', async () => {
    const messages = await messagesFor("import { x } from '../../components/copy-button';\nexport const y = x;\n", 'src/core/api/probe.ts');
    expect(messages).toEqual([expect.stringContaining('src/core must not import')]);
  });

  it('components run no query: they import no queries, features or the app', async () => {
    const messages = await messagesFor(
      "import { historyQueries } from '../../queries/history';\nexport const y = historyQueries;\n",
      'src/components/time-travel/probe.ts',
    );
    expect(messages).toEqual([expect.stringContaining('src/components is shared UI')]);
  });

  it('queries import only the core', async () => {
    const refused = await messagesFor("import { x } from '../components/copy-button';\nexport const y = x;\n", 'src/queries/probe.ts');
    expect(refused).toEqual([expect.stringContaining('src/queries holds server state')]);
    expect(await messagesFor("import { x } from '../core/api/resource-read';\nexport const y = x;\n", 'src/queries/probe.ts')).toEqual([]);
  });
});
