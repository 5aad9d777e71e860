#!/usr/bin/env node
/**
 * Lists exports of packages/<pkg>/src that nothing uses: the declaration's name appears in no other
 * file of the repository (sources, tests, e2e, scripts), not counting a package's src/index.ts
 * re-export. Such an export is dead code. With `--file-local`, also lists exports that only their
 * own file uses (the `export` keyword is then unneeded). Reads declarations with the TypeScript
 * compiler API and matches names as whole words, so it errs on the side of keeping an export.
 * Exits 1 when it finds dead exports.
 *
 * Usage: node scripts/find-unused-exports.mjs [--file-local]
 */
import ts from 'typescript';
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const fileLocal = process.argv.includes('--file-local');
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter(
    (f) =>
      /^(packages\/[^/]+\/(src|test|e2e)|scripts|bench)\//.test(f) &&
      /\.(ts|tsx|mjs|js)$/.test(f) &&
      !f.includes('/dist/'),
  );
const texts = new Map(files.map((f) => [f, readFileSync(`${root}/${f}`, 'utf8')]));
const isPackageIndex = (f) => /^packages\/[^/]+\/src\/index\.ts$/.test(f);
const declaring = files.filter(
  (f) =>
    /^packages\/[^/]+\/src\//.test(f) &&
    /\.tsx?$/.test(f) &&
    !/\.test\.tsx?$/.test(f) &&
    !f.includes('/conformance/') &&
    !isPackageIndex(f),
);

/** The names a file exports by declaration (not re-exports, not defaults). */
function exportedNames(file) {
  const source = ts.createSourceFile(file, texts.get(file), ts.ScriptTarget.Latest, true);
  const names = [];
  for (const statement of source.statements) {
    const modifiers = ts.canHaveModifiers(statement) ? ts.getModifiers(statement) : undefined;
    if (
      !modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) ||
      modifiers.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword)
    )
      continue;
    if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations) if (ts.isIdentifier(d.name)) names.push(d.name.text);
    } else if (statement.name && ts.isIdentifier(statement.name)) names.push(statement.name.text);
  }
  return names;
}

const dead = [];
const local = [];
for (const file of declaring) {
  for (const name of exportedNames(file)) {
    const word = new RegExp(`(?<![\\w$])${name.replace(/\$/g, '\\$')}(?![\\w$])`, 'g');
    const usedElsewhere = [...texts].some(
      ([other, text]) => other !== file && !isPackageIndex(other) && text.search(word) >= 0,
    );
    if (usedElsewhere) continue;
    const ownUses = (texts.get(file).match(word) ?? []).length;
    (ownUses > 1 ? local : dead).push(`${file}: ${name}`);
  }
}
if (dead.length) console.log(`Exports nothing uses (${dead.length}):\n  ${dead.join('\n  ')}`);
if (fileLocal && local.length)
  console.log(`Exports only their own file uses (${local.length}):\n  ${local.join('\n  ')}`);
if (!dead.length) console.log('No dead exports.');
process.exit(dead.length ? 1 : 0);
