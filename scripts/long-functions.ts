// Lists every function, arrow function and method in non-test source (apps/*/src, packages/*/src)
// longer than a limit, longest first, so a closure that grew into a module shows up before it hides
// a dozen helpers no search can find (issue 30). Test files (*.test.ts(x)) and test-only helpers
// under src/testing/ are left out: they are read as scripts, top to bottom.
//
//   node --import tsx scripts/long-functions.ts            # functions over 200 lines
//   node --import tsx scripts/long-functions.ts --max 100  # another limit
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const root = join(import.meta.dirname, '..');

function argument(name: string, fallback: string): string {
  const at = process.argv.indexOf(name);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}

const maxLines = Number(argument('--max', '200'));

function isTestFile(path: string): boolean {
  return /\.test\.tsx?$/.test(path) || path.includes('/src/testing/');
}

function sourceFiles(directory: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(directory)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(directory, name);
    if (statSync(path).isDirectory()) found.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts') && !isTestFile(path)) found.push(path);
  }
  return found;
}

function workspaceSourceRoots(): string[] {
  const roots: string[] = [];
  for (const group of ['apps', 'packages']) {
    for (const workspace of readdirSync(join(root, group))) {
      const src = join(root, group, workspace, 'src');
      if (statSync(src, { throwIfNoEntry: false })?.isDirectory()) roots.push(src);
    }
  }
  return roots;
}

type LongFunction = { file: string; line: number; name: string; lines: number };

// The name a reader would search for: the declaration's own name, or the variable, property or
// call an anonymous function is handed to.
function functionName(node: ts.FunctionLikeDeclaration, source: ts.SourceFile): string {
  if (node.name) return node.name.getText(source);
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return parent.name.getText(source);
  if (ts.isCallExpression(parent)) return `<callback of ${parent.expression.getText(source).slice(0, 40)}>`;
  return '<anonymous>';
}

function longFunctionsIn(file: string): LongFunction[] {
  const text = readFileSync(file, 'utf8');
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: LongFunction[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = end - start + 1;
      if (lines > maxLines) {
        found.push({
          file: relative(root, file),
          line: start + 1,
          name: functionName(node as ts.FunctionLikeDeclaration, source),
          lines,
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const all = workspaceSourceRoots()
  .flatMap(sourceFiles)
  .flatMap(longFunctionsIn)
  .sort((a, b) => b.lines - a.lines);
for (const entry of all) {
  console.log(`${String(entry.lines).padStart(5)}  ${entry.file}:${entry.line}  ${entry.name}`);
}
console.log(`${all.length} functions over ${maxLines} lines`);
