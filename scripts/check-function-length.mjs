#!/usr/bin/env node
// `npm run lengths`: code a reader can hold. No function of the API, the web (components and
// hooks included, tests aside) or the contract runs over MAX lines, and at most ALLOWED_OVER_SOFT
// run over SOFT; a module factory (`createX`, whose length is the sum of the use cases it
// gathers) and a route plugin (`*.routes.ts`, a list of routes) are not counted. No code file runs
// over FILE_MAX lines, but data written as code: the demo catalogue and its drawings, the words of
// the languages. Prints what is past each line and exits 1 when a limit is passed.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const MAX = 120;
const SOFT = 80;
const ALLOWED_OVER_SOFT = 5;
const FILE_MAX = 400;
const DATA = ['apps/api/src/db/seed/', 'apps/web/src/lib/i18n/locales/'];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const files = execFileSync(
  'git',
  ['ls-files', 'apps/api/src', 'apps/web/src', 'packages/contract/src'],
  { cwd: root },
)
  .toString()
  .split('\n')
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .filter((file) => !file.includes('/test/'));

const long = [];
const longFiles = [];
for (const file of files) {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const fileLines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  if (fileLines > FILE_MAX && !DATA.some((folder) => file.startsWith(folder)))
    longFiles.push(`${file} ${fileLines}`);
  if (file.endsWith('.routes.ts')) continue;
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const line = (position) => source.getLineAndCharacterOfPosition(position).line;
  const nameOf = (node) => {
    if (node.name) return node.name.getText(source);
    const { parent } = node;
    if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent))
      return parent.name.getText(source);
    return '(anonymous)';
  };
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const lines = line(node.getEnd()) - line(node.getStart(source)) + 1;
      const name = nameOf(node);
      if (lines > SOFT && !/^create[A-Z]/.test(name))
        long.push({ lines, where: `${file}:${line(node.getStart(source)) + 1}`, name });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

long.sort((a, b) => b.lines - a.lines);
const overMax = long.filter(({ lines }) => lines > MAX);
for (const { lines, where, name } of long)
  console.info(`${lines > MAX ? 'over' : 'long'} ${String(lines).padStart(4)} ${where} ${name}`);
for (const file of longFiles) console.info(`file over ${FILE_MAX} lines: ${file}`);
console.info(
  `functions: ${overMax.length} over ${MAX} lines (none allowed), ${long.length} over ${SOFT} (at most ${ALLOWED_OVER_SOFT}); files: ${longFiles.length} over ${FILE_MAX} (none allowed)`,
);
if (overMax.length || long.length > ALLOWED_OVER_SOFT || longFiles.length) process.exit(1);
