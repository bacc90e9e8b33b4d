// Vitest globalSetup: one directory per run where test nodes keep the chains they generate, so a later
// node of the same seed, chain id and history copies the file instead of generating it again
// (test-node.ts). Removed when the run ends.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    chainTemplatesDir: string;
  }
}

export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'ledger-chain-templates-'));
  project.provide('chainTemplatesDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
