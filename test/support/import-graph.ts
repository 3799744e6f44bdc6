/**
 * The repository's import graph for the architecture tests: every tracked source file with the files it
 * imports by a relative path (type-only imports included), and its circles; and what a page loads with it
 * (`loadedWith`: its static imports only).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

const SOURCE = /\.(ts|tsx|mjs|js)$/;
const SPECIFIER = /(?:\bfrom|\bimport|\bimport\()\s*['"](\.{1,2}\/[^'"]+)['"]/g;
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];

/** The files under `root` that each tracked source file imports by a relative path. */
export function importGraph(root: string): Map<string, string[]> {
  const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((f) => SOURCE.test(f));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    const targets = [...text.matchAll(SPECIFIER)].flatMap(([, spec]) => {
      const base = normalize(join(dirname(file), spec as string));
      const found = EXTENSIONS.map((ext) => base + ext).find(
        (path) => existsSync(join(root, path)) && SOURCE.test(path),
      );
      return found ? [found] : [];
    });
    graph.set(file, targets);
  }
  return graph;
}

/** The strongly connected components of more than one file (Tarjan's algorithm), each sorted. */
export function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file) as number, low.get(target) as number));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file) as number, index.get(target) as number));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1) found.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

const RUNTIME_SPECIFIER = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\bfrom\s*)?['"](\.{1,2}\/[^'"]+)['"]/gm;

/**
 * The files a page's code needs before it runs: the closure of `start`'s static imports, without type-only
 * imports (erased) and dynamic `import()`s (loaded later, each its own chunk).
 */
export function loadedWith(root: string, start: string): Set<string> {
  const seen = new Set<string>([start]);
  const queue = [start];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    const text = readFileSync(join(root, file), 'utf8');
    for (const [, spec] of text.matchAll(RUNTIME_SPECIFIER)) {
      const base = normalize(join(dirname(file), spec as string));
      const found = EXTENSIONS.map((ext) => base + ext).find(
        (path) => existsSync(join(root, path)) && SOURCE.test(path),
      );
      if (found && !seen.has(found)) {
        seen.add(found);
        queue.push(found);
      }
    }
  }
  return seen;
}
