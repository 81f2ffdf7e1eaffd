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

/** Each repository factory (`createXRepository`, the read sets it spreads), with its parameters. */
const factories = sources.flatMap(({ file, text }) =>
  [...text.matchAll(/export function (create\w+)\s*(?:<[^>]*>)?\(([^)]*)\)/g)].map((match) => ({
    factory: `${file}: ${match[1]}`,
    parameters: match[2]!.trim(),
  })),
);

/** The code alone, line for line: comments and string literals (import paths) emptied. */
const code = (text: string) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ''))
    .replace(/\/\/.*$/gm, '')
    .replace(/'[^'\n]*'/g, "''");

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/**
 * One way to the database: a repository is made without the pool and every method runs on the
 * executor its caller passes (`ex: DbOrTx`, the database or the caller's transaction). The unit of
 * work belongs to the services: a repository that opened its own transaction could not join the
 * caller's; a method that ran on a pool it held would compile beside a caller's transaction and
 * then write outside it, or read the rows as they were before the caller's own writes. With no
 * pool in reach, the compiler asks every call for its executor.
 */
describe('repositories', () => {
  it('are found', () => {
    expect(sources.length).toBeGreaterThan(10);
    expect(factories.length).toBeGreaterThanOrEqual(sources.length);
  });

  it('open no transaction of their own', () => {
    const opening = sources
      .filter(({ text }) => /\.transaction\(/.test(text))
      .map(({ file }) => file);
    expect(opening).toEqual([]);
  });

  it('are made without the pool: no factory takes a parameter', () => {
    const taking = factories
      .filter(({ parameters }) => parameters !== '')
      .map(({ factory, parameters }) => `${factory}(${parameters})`);
    expect(taking).toEqual([]);
  });

  it('reach no pool: no `db`, no pool of their own, the database type only as a parameter', () => {
    const reaching = sources.flatMap(({ file, text }) => {
      const body = code(text);
      const uses = [
        ...body.matchAll(/\bdb\b|\b(createDb|poolOf|drizzle)\b|\bpg\.Pool\b/g),
        // The database itself only where a caller hands it in for one call: a statement that
        // must run on its own, never inside the caller's transaction (`quickCommit`).
        ...[...body.matchAll(/\bDb\b(?!OrTx)/g)].filter(
          (match) =>
            !/^\s*[,)]/.test(body.slice(match.index + 2)) &&
            !/\bimport\b[^;]*$/.test(body.slice(0, match.index)),
        ),
      ];
      return uses.map((match) => `${file}:${lineOf(body, match.index)} ${match[0]}`);
    });
    expect(reaching).toEqual([]);
  });
});
