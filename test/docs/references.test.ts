// Every reference a code comment or test title makes resolves inside the repository: paths exist,
// Markdown anchors exist, nothing points at research notes outside it and no bare section numbers remain
// (docs/design/architecture.md#citing-rules). The checker itself is tested on small sources first.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  commentLines,
  findOffences,
  markdownAnchors,
  offencesOf,
  sourceFiles,
  type Offence,
} from './comment-references';

const ROOT = resolve(__dirname, '../..');
const anchorsOf = (() => {
  const cache = new Map<string, Set<string>>();
  return (path: string) => {
    if (!cache.has(path)) cache.set(path, markdownAnchors(readFileSync(path, 'utf8')));
    return cache.get(path)!;
  };
})();

/** The offences of one made-up source file, as `line: problem`. */
function check(file: string, source: string): string[] {
  return commentLines(file, source)
    .flatMap((c) => offencesOf(ROOT, c, anchorsOf))
    .map((o) => `${o.line}: ${o.problem}`);
}

const where = (o: Offence) => `${o.file}:${o.line}: ${o.problem}: ${o.text}`;

describe('reading comments', () => {
  it('finds line, block, JSDoc, trailing and JSX comments, and test titles, with their line numbers', () => {
    const source = [
      '// one',
      '/** two',
      ' * three */',
      'const a = 1; // four',
      "describe('five', () => { it('six', () => {}); });",
      'const el = <div>{/* seven */}</div>;',
    ].join('\n');
    const lines = commentLines('x.tsx', source).map((c) => `${c.line} ${c.text.replace(/[/*{}\s]+/g, ' ').trim()}`);
    expect(lines).toEqual(['1 one', '2 two', '3 three', '4 four', '5 five', '5 six', '6 seven']);
  });

  it('does not mistake strings, templates, regular expressions or JSX text for comments', () => {
    const source = [
      "const s = '// (B.3) not a comment';",
      'const t = `/* §3.7 */ ${s}`;',
      'const r = /\\/\\/ A.5/;',
      'const el = <p>// Part A.7 is text</p>;',
    ].join('\n');
    expect(commentLines('x.tsx', source)).toEqual([]);
  });
});

describe('checking references', () => {
  it('refuses bare section numbers, reporting each line', () => {
    const source = ['// Scoring (B.3).', '// see B.5.19', '/** Part A.7 and §3.7.2 */', '// A.5: the tie-break'].join(
      '\n',
    );
    expect(check('x.ts', source)).toEqual([
      '1: cites a bare section number',
      '2: cites a bare section number',
      '3: cites a bare section number',
      '4: cites a bare section number',
    ]);
  });

  it('refuses references to the research notes outside the repository', () => {
    const source = [
      '// shared/design/boardgameio.md',
      '// the rules in shared/rules/carcassonne.md',
      '// ../shared/notes.md',
    ].join('\n');
    expect(check('x.ts', source)).toEqual([
      '1: cites a document outside the repository',
      '2: cites a document outside the repository',
      '3: cites a document outside the repository',
    ]);
  });

  it('refuses paths that do not exist and anchors a Markdown file does not have', () => {
    const source = [
      '// docs/rules/chess.md',
      '// games/citadels/rules/nothing-here.ts',
      '// docs/rules/citadels.md#no-such-rule',
      '// docs/design/boardgameio.md#packet-guard-typo',
    ].join('\n');
    expect(check('x.ts', source)).toEqual([
      '1: names docs/rules/chess.md, which does not exist',
      '2: names games/citadels/rules/nothing-here.ts, which does not exist',
      '3: cites docs/rules/citadels.md#no-such-rule, an anchor that file does not have',
      '4: cites docs/design/boardgameio.md#packet-guard-typo, an anchor that file does not have',
    ]);
  });

  it('accepts existing paths, explicit anchors, heading anchors, folders and URLs', () => {
    const source = [
      '// docs/rules/citadels.md#tie-break and docs/design/boardgameio.md#packet-guard',
      '// docs/rules/citadels.md#assassin (a heading) in games/citadels/rules/ and server/app.ts',
      '// https://example.com/docs/nothing.md and games/<game>/rules/',
      '// patches/boardgame.io+0.50.2.patch',
    ].join('\n');
    expect(check('x.ts', source)).toEqual([]);
  });

  it('makes GitHub heading slugs and reads explicit ids', () => {
    const anchors = markdownAnchors(
      '# Machiavelli (Citadels): the rules\n## Tax Collector\n## Tax Collector\n<a id="tie-break"></a>\n```\n# not a heading\n```',
    );
    expect([...anchors].sort()).toEqual([
      'machiavelli-citadels-the-rules',
      'tax-collector',
      'tax-collector-1',
      'tie-break',
    ]);
  });
});

describe('the repository', () => {
  it('is read whole: TypeScript, TSX and JavaScript modules, the lint configuration among them', () => {
    const files = sourceFiles(ROOT);
    for (const file of ['eslint.config.js', 'server/bots/bot-worker-boot.mjs', 'client/App.tsx', 'server/app.ts'])
      expect(files).toContain(file);
    expect(commentLines('x.js', '// docs/nowhere.md\nconst a = 1;').map((c) => c.line)).toEqual([1]);
  });

  // It parses every source file of the repository: 10-20 s alone, and it ran 55 s once at a load of 20.
  it('has no comment or test title whose reference does not resolve inside it', () => {
    expect(findOffences(ROOT).map(where)).toEqual([]);
  }, 180_000);
});
