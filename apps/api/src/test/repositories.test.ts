import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');

function repositoryFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return repositoryFiles(path);
    return entry.name.endsWith('.repository.ts') ? [path] : [];
  });
}

const sources = repositoryFiles(SRC).map((path) => ({
  file: relative(SRC, path),
  text: readFileSync(path, 'utf8'),
}));

const WRITES_OR_LOCKS =
  /\.(insert|update|delete)\(|\binsert\s+into\b|\bdelete\s+from\b|\.for\('update'|\bfor\s+update\b|advisory/i;
/** Where a repository method (or a helper of the factory) begins. */
const MEMBER_START = /^ {2,4}(async \w+\(|const \w+ = |\w+: )/m;

/**
 * The unit of work belongs to the services: a repository that opened its own transaction could not
 * join the caller's, and a writing method that fell back to the pool when the caller forgot its
 * transaction would still compile, and then write outside it. A reading method that fell back
 * would read outside it too: beside a lock the caller holds, it sees the rows as they were
 * before the caller's own writes.
 */
describe('repositories', () => {
  it('are found', () => {
    expect(sources.length).toBeGreaterThan(10);
  });

  it('open no transaction of their own', () => {
    const opening = sources
      .filter(({ text }) => /\.transaction\(/.test(text))
      .map(({ file }) => file);
    expect(opening).toEqual([]);
  });

  it('take the executor of every writing or locking method from the caller', () => {
    const defaulted: string[] = [];
    for (const { file, text } of sources) {
      for (const match of text.matchAll(/DbOrTx = db\b/g)) {
        const rest = text.slice(match.index);
        const next = rest.slice(1).search(MEMBER_START);
        const body = next === -1 ? rest : rest.slice(0, next + 1);
        if (WRITES_OR_LOCKS.test(body)) {
          const line = text.slice(0, match.index).split('\n').length;
          defaulted.push(`${file}:${line}`);
        }
      }
    }
    expect(defaulted).toEqual([]);
  });

  it('default no executor to the pool, reading methods included', () => {
    const defaulted = sources.flatMap(({ file, text }) =>
      [...text.matchAll(/=\s*db\b(?!\.)/g)].map(
        (match) => `${file}:${text.slice(0, match.index).split('\n').length}`,
      ),
    );
    expect(defaulted).toEqual([]);
  });
});
