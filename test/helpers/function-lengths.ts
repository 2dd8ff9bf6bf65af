/**
 * Measures every function in src/ (declarations, arrows, methods, accessors) by its lines, first to
 * last. The architecture test holds them to a ceiling; run this file to print the longest:
 * `npx tsx test/helpers/function-lengths.ts [N]`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

export interface FunctionLength {
  /** `path:line name`, the path relative to the repository. */
  where: string;
  lines: number;
}

/** Data tables, not logic: the lexicon's word lists and the demo catalogue's templates. */
export const DATA_FILES =
  /^src\/(discovery\/query\/lexicon\/|catalogue\/demo\/(archetypes|cities|vocab)\.ts$|client\/schema\.d\.ts$)/;

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );

const nameOf = (node: ts.Node): string => {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name)
    return node.name.getText();
  const parent = node.parent;
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)))
    return parent.name.getText();
  return '(anonymous)';
};

/** Every function of every source file under `root`/src, longest first. */
export const functionLengths = (root = resolve('.')): FunctionLength[] => {
  const out: FunctionLength[] = [];
  for (const file of sourceFiles(join(root, 'src'))) {
    const rel = relative(root, file);
    if (DATA_FILES.test(rel)) continue;
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (ts.isFunctionLike(node) && 'body' in node && node.body) {
        const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
        const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        out.push({ where: `${rel}:${first + 1} ${nameOf(node)}`, lines: last - first + 1 });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return out.sort((a, b) => b.lines - a.lines);
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const n = Number(process.argv[2] ?? 10);
  for (const f of functionLengths().slice(0, n)) console.log(`${String(f.lines).padStart(5)}  ${f.where}`);
}
