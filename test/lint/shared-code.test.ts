// Shared code never names a game (docs/design/architecture.md#game-modules): outside a game's own folders
// (games/<game>/, client/<game>/) no source file imports one of them or compares with a game's name, but
// asks the game's module; nor holds a game's words (a message key naming it, such as 'game.<game>.title'),
// which are the game's own (client/<game>/messages.ts). The lists are the exceptions: games/index.ts and
// client/game-list.ts, and each language's folders (client/i18n/locales/<code>/, games/locales/<code>/),
// which hold every word of their language, the games' included (README.md#languages). The command-line
// scripts/ may name the game they run.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gameModules } from '../../games/index';
import { importGraph } from '../support/import-graph';

const SHARED = ['client/', 'server/', 'games/', 'tools/'];
const LISTS = ['games/index.ts', 'client/game-list.ts'];
const SOURCE = /\.(ts|tsx|mjs|js)$/;
/** A language's folder of words, the games' included. */
const LANGUAGE_FOLDERS = /^(client\/i18n|games)\/locales\/[a-z]+\//;

/** The game names a source file holds as string literals or as a part of a dotted key, comments left out. */
function namedGames(source: string, names: readonly string[]): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
  return names.filter((name) => new RegExp(`['"\`]([\\w-]+\\.)*${name}(\\.[\\w.-]*)?['"\`]`).test(code));
}

describe('shared code', () => {
  const names = gameModules().map((module) => module.meta.name);
  const own = names.flatMap((name) => [`games/${name}/`, `client/${name}/`]);
  const shared = (file: string) =>
    SHARED.some((dir) => file.startsWith(dir)) &&
    !own.some((dir) => file.startsWith(dir)) &&
    !LISTS.includes(file) &&
    !LANGUAGE_FOLDERS.test(file);

  it('finds a game named in code but not in a comment', () => {
    expect(namedGames("if (game === 'carcassonne') return; // not 'citadels'", names)).toEqual(['carcassonne']);
    expect(namedGames('/* the citadels board */ const x = `game.${name}.title`;', names)).toEqual([]);
    expect(
      namedGames(
        "const en = { 'game.carcassonne.title': 'Carcassonne', 'options.citadels.cast': 'Characters' };",
        names,
      ).sort(),
    ).toEqual(['carcassonne', 'citadels']);
  });

  it("imports no game's own files", () => {
    expect(names.length).toBeGreaterThan(1);
    const wrong = [...importGraph(process.cwd())].flatMap(([file, targets]) =>
      shared(file)
        ? targets.filter((target) => own.some((dir) => target.startsWith(dir))).map((target) => `${file} -> ${target}`)
        : [],
    );
    expect(wrong).toEqual([]);
  });

  it("compares with no game's name", () => {
    const files = execFileSync('git', ['ls-files'], { encoding: 'utf8' })
      .split('\n')
      .filter((file) => SOURCE.test(file) && shared(file));
    const wrong = files.flatMap((file) =>
      namedGames(readFileSync(file, 'utf8'), names).map((name) => `${file}: '${name}'`),
    );
    expect(wrong).toEqual([]);
  });
});
