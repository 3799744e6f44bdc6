/**
 * Finds the references that code comments (and test titles, which read as comments in the test report)
 * make, and the ones that do not resolve inside the repository. Comments are read with TypeScript's own
 * parser, so strings, templates, regular expressions and JSX text are never mistaken for comments. A line
 * fails when it:
 * - names a repository path (`docs/…`, `games/…`, `README.md`, …) that does not exist;
 * - cites `file.md#id` where the Markdown file has no such anchor (an `<a id>`/`id=` attribute or a
 *   GitHub heading slug);
 * - points at the research notes outside the repository (the design and rules folders of a sibling
 *   `shared` folder, or any parent `shared` folder);
 * - cites a bare section number, as the research notes outside the repository numbered theirs (a
 *   section sign and a digit; a capital A or B, a dot and a number, with or without "Part").
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** One line of one comment or test title, with its 1-based line number. */
export interface CommentLine {
  file: string;
  line: number;
  text: string;
}

/** One unresolved reference: where it is and why it fails. */
export interface Offence {
  file: string;
  line: number;
  problem: string;
  text: string;
}

/** Dependencies, build output and (at the root only) the match database and test artefacts. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist']);
const SKIPPED_ROOT_DIRS = new Set(['coverage', 'data', 'test-results']);
const SOURCE = /\.(ts|tsx|mjs|js)$/;

/** Every .ts, .tsx, .mjs and .js file under `root` (relative paths), outside dependencies and build output. */
export function sourceFiles(root: string, dir = root): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIPPED_DIRS.has(entry.name)) continue;
    if (dir === root && SKIPPED_ROOT_DIRS.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(root, path));
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(relative(root, path));
  }
  return files.sort();
}

const TEST_FUNCTIONS = new Set(['describe', 'it', 'test']);

/** The title of a `describe`/`it`/`test` call, if `node` is one with a literal title. */
function testTitle(node: ts.Node): ts.StringLiteralLike | undefined {
  if (!ts.isCallExpression(node)) return undefined;
  const callee = ts.isPropertyAccessExpression(node.expression) ? node.expression.expression : node.expression;
  const title = node.arguments[0];
  if (!ts.isIdentifier(callee) || !TEST_FUNCTIONS.has(callee.text) || !title) return undefined;
  return ts.isStringLiteralLike(title) ? title : undefined;
}

/** Every comment line and test title of one source text. */
export function commentLines(file: string, text: string): CommentLine[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : /\.m?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const seen = new Set<number>();
  const jsxTexts: ts.Node[] = [];
  const inJsxText = (pos: number) => jsxTexts.some((t) => pos >= t.pos && pos < t.end);
  const lines: CommentLine[] = [];
  const collect = (ranges: readonly ts.CommentRange[] | undefined): void => {
    for (const range of ranges ?? []) {
      if (seen.has(range.pos) || inJsxText(range.pos)) continue;
      seen.add(range.pos);
      const first = source.getLineAndCharacterOfPosition(range.pos).line + 1;
      text
        .slice(range.pos, range.end)
        .split('\n')
        .forEach((lineText, i) => lines.push({ file, line: first + i, text: lineText }));
    }
  };
  const findJsxText = (node: ts.Node): void => {
    if (node.kind === ts.SyntaxKind.JsxText) jsxTexts.push(node);
    node.forEachChild(findJsxText);
  };
  findJsxText(source);
  const visit = (node: ts.Node): void => {
    collect(ts.getLeadingCommentRanges(text, node.pos));
    collect(ts.getTrailingCommentRanges(text, node.end));
    const title = testTitle(node);
    if (title)
      lines.push({
        file,
        line: source.getLineAndCharacterOfPosition(title.getStart(source)).line + 1,
        text: title.text,
      });
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return lines.sort((a, b) => a.line - b.line);
}

/** The anchors of a Markdown text: explicit `id="…"` attributes and GitHub's heading slugs. */
export function markdownAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  for (const match of markdown.matchAll(/\b(?:id|name)="([^"]+)"/g)) anchors.add(match[1]!);
  const counts = new Map<string, number>();
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) inFence = !inFence;
    const heading = !inFence && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = heading[1]!
      .replace(/<[^>]*>/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const n = counts.get(slug) ?? 0;
    counts.set(slug, n + 1);
    anchors.add(n === 0 ? slug : `${slug}-${n}`);
  }
  return anchors;
}

/** Bare section numbers: a section sign and a digit, or A/B, a dot and numbers, with or without "Part". */
export const SECTION_CITATION = /§\s*\d|\b(?:Part\s+)?[AB]\.\d+(?:\.\d+)*\b/;
/** References to the research notes that live outside the repository. */
export const OUTSIDE_REFERENCE = /shared\/(?:design|rules)\b|(?:^|[^\w.])\.\.\/shared\b/;
/** A repository path in prose, optionally with a `#anchor`: a top-level folder or a root Markdown/TS file. */
const PATH =
  /(?<![\w./@-])((?:docs|games|client|server|test|bench|scripts|e2e|patches)\/[\w./+-]*[\w/]|[\w-]+\.(?:md|ts))(#[\w-]+)?/g;
/** Path words that are not references: placeholders, globs and URL fragments are skipped by the caller. */
const NOT_A_FILE = /[<>*{}]/;

/** The offences of one comment line. `root` is the repository root; `anchorsOf` caches Markdown anchors. */
export function offencesOf(root: string, comment: CommentLine, anchorsOf: (path: string) => Set<string>): Offence[] {
  const offences: Offence[] = [];
  const report = (problem: string): number =>
    offences.push({ file: comment.file, line: comment.line, problem, text: comment.text.trim() });
  if (OUTSIDE_REFERENCE.test(comment.text)) report('cites a document outside the repository');
  if (SECTION_CITATION.test(comment.text)) report('cites a bare section number');
  for (const match of comment.text.matchAll(PATH)) {
    const [word, pathPart, anchor] = match;
    const after = comment.text.slice(match.index! + word.length);
    if (NOT_A_FILE.test(after.slice(0, 1)) || /^:\/\//.test(after)) continue;
    if (/\/\/[^\s]*$/.test(comment.text.slice(0, match.index!))) continue; // part of a URL
    const path = pathPart!;
    const bare = !path.includes('/');
    const candidates = bare ? [resolve(root, path), resolve(root, dirname(comment.file), path)] : [resolve(root, path)];
    const found = candidates.find((candidate) => existsSync(candidate));
    if (!found) {
      if (!bare) report(`names ${path}, which does not exist`);
      continue;
    }
    if (anchor && statSync(found).isFile() && found.endsWith('.md') && !anchorsOf(found).has(anchor.slice(1))) {
      report(`cites ${path}${anchor}, an anchor that file does not have`);
    }
  }
  return offences;
}

/** Every offence in the repository at `root`. */
export function findOffences(root: string): Offence[] {
  const anchors = new Map<string, Set<string>>();
  const anchorsOf = (path: string): Set<string> => {
    if (!anchors.has(path)) anchors.set(path, markdownAnchors(readFileSync(path, 'utf8')));
    return anchors.get(path)!;
  };
  return sourceFiles(root).flatMap((file) =>
    commentLines(file, readFileSync(join(root, file), 'utf8')).flatMap((comment) =>
      offencesOf(root, comment, anchorsOf),
    ),
  );
}
