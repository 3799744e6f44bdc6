/**
 * The import graph of one tree (client/ or server/) folder by folder, for the floor test
 * (test/lint/folder-floors.test.ts): each file stands for its top folder in the tree (`client/online/`), or
 * for itself when it lies in the tree's root (`client/App.tsx`), and an arrow is one file importing
 * another across two of them. Declaration files (`.d.ts`) import nothing and stand nowhere.
 */
import { cycles } from './import-graph';

/** An import between two folders (or root files): the importing file and the file imported. */
export interface CrossImport {
  from: string;
  to: string;
  file: string;
  target: string;
}

/** The folder (`client/online/`) or root file (`client/App.tsx`) that a file of `tree` stands for. */
export function folderOf(tree: string, file: string): string | undefined {
  if (!file.startsWith(`${tree}/`) || file.endsWith('.d.ts')) return undefined;
  const [top, ...rest] = file.slice(tree.length + 1).split('/');
  return rest.length > 0 ? `${tree}/${top}/` : file;
}

/** Every folder and root file of `tree` among the graph's files. */
export function foldersOf(tree: string, graph: Map<string, string[]>): string[] {
  const folders = new Set([...graph.keys()].flatMap((file) => folderOf(tree, file) ?? []));
  return [...folders].sort();
}

/** The imports of `tree` that cross from one of its folders (or root files) to another. */
export function crossImports(tree: string, graph: Map<string, string[]>): CrossImport[] {
  return [...graph].flatMap(([file, targets]) => {
    const from = folderOf(tree, file);
    if (!from) return [];
    return targets.flatMap((target) => {
      const to = folderOf(tree, target);
      return to && to !== from ? [{ from, to, file, target }] : [];
    });
  });
}

/**
 * The circles of folders: each set of two or more folders that import each other, directly or through
 * other folders, with the imports between them (`a/x.ts -> b/y.ts`).
 */
export function folderCycles(imports: CrossImport[]): { folders: string[]; imports: string[] }[] {
  const graph = new Map<string, string[]>();
  for (const { from, to } of imports) {
    graph.set(from, [...(graph.get(from) ?? []), to]);
    if (!graph.has(to)) graph.set(to, []);
  }
  return cycles(graph).map((folders) => ({
    folders,
    imports: imports
      .filter(({ from, to }) => folders.includes(from) && folders.includes(to))
      .map(({ file, target }) => `${file} -> ${target}`)
      .sort(),
  }));
}

/**
 * The imports that run back up: from a folder to one on a higher floor. `floors` lists the floors from
 * the top down, each the folders (and root files) that stand on it.
 */
export function upwardImports(imports: CrossImport[], floors: readonly (readonly string[])[]): string[] {
  const level = new Map(floors.flatMap((floor, at) => floor.map((folder) => [folder, at] as const)));
  return imports
    .filter(({ from, to }) => (level.get(to) ?? Infinity) < (level.get(from) ?? -Infinity))
    .map(({ file, target }) => `${file} -> ${target}`)
    .sort();
}
