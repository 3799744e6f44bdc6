// Folders stand on floors and import only down (docs/design/architecture.md#floors): every folder of
// client/ and server/ (and every file in their roots) stands on one floor of the lists below, none imports
// one on a higher floor, and no two import each other, directly or through other folders. There is no
// list of exceptions: a folder that must import up moves down, or the part it needs does.
import { describe, expect, it } from 'vitest';
import { crossImports, folderCycles, foldersOf, upwardImports } from '../support/folder-graph';
import { importGraph } from '../support/import-graph';

/** The client's floors, from the top down (the picture in docs/design/architecture.md#floors). */
const CLIENT_FLOORS = [
  // The shell: it mounts the app, routes to the pages and adds the areas' words.
  ['client/main.tsx', 'client/App.tsx', 'client/area-words.ts'],
  // The pages and their parts, each area its own words.
  [
    'client/account/',
    'client/guided/',
    'client/history/',
    'client/home/',
    'client/hotseat/',
    'client/learn/',
    'client/lobby/',
    'client/online/',
    'client/pwa/',
    'client/ratings/',
    'client/table/',
    'client/friends/',
    'client/tournaments/',
  ],
  // The list of games, and the hook that loads one's client module.
  ['client/game-list.ts', 'client/use-entry.ts'],
  // The games' client modules.
  ['client/carcassonne/', 'client/citadels/'],
  // What a client module holds.
  ['client/catalogue.ts'],
  // What games and pages share: the generic board, charts, hooks; the options form.
  ['client/shared/', 'client/options/'],
  // The server's HTTP API and the seats this browser holds.
  ['client/api/'],
  // The ground: words, the bots' search, the debug switch, the router.
  ['client/i18n/', 'client/bots/', 'client/debug/', 'client/router.ts'],
];

/** The server's floors, from the top down (the picture in docs/design/architecture.md#floors). */
const SERVER_FLOORS = [
  // Composition only.
  ['server/main.ts', 'server/app.ts'],
  // The concerns with routes of their own.
  ['server/lobby/', 'server/accounts/', 'server/ratings/', 'server/push/', 'server/mail/', 'server/tournaments/'],
  // The game sockets.
  ['server/transport/'],
  // The table around a match.
  ['server/table/'],
  // Bot seats and their search; several processes.
  ['server/bots/', 'server/cluster/'],
  // The database.
  ['server/storage/'],
  // The per-match queue; hardened games, credentials, limits; the route idiom (its runner, body reader, errors).
  ['server/queue/', 'server/guards/', 'server/http/'],
];

const graph = importGraph(process.cwd());

describe('the folder graph', () => {
  const imports = crossImports(
    'x',
    new Map([
      ['x/top.ts', ['x/a/one.ts']],
      ['x/a/one.ts', ['x/a/two.ts', 'x/b/one.ts']],
      ['x/a/two.ts', []],
      ['x/b/one.ts', ['x/c/one.ts']],
      ['x/c/one.ts', ['x/a/two.ts', 'x/c/deep/two.ts']],
      ['x/c/deep/two.ts', []],
      ['y/other.ts', ['x/a/one.ts']],
    ]),
  );

  it('joins the files of a folder, at any depth, and keeps root files apart', () => {
    expect(imports.map(({ from, to }) => `${from} -> ${to}`)).toEqual([
      'x/top.ts -> x/a/',
      'x/a/ -> x/b/',
      'x/b/ -> x/c/',
      'x/c/ -> x/a/',
    ]);
  });

  it('finds a circle of folders through a third, with the imports that make it', () => {
    expect(folderCycles(imports)).toEqual([
      {
        folders: ['x/a/', 'x/b/', 'x/c/'],
        imports: ['x/a/one.ts -> x/b/one.ts', 'x/b/one.ts -> x/c/one.ts', 'x/c/one.ts -> x/a/two.ts'],
      },
    ]);
  });

  it('finds the imports that run up a floor, not those along one or down', () => {
    expect(upwardImports(imports, [['x/top.ts'], ['x/a/', 'x/b/'], ['x/c/']])).toEqual(['x/c/one.ts -> x/a/two.ts']);
  });
});

describe.each([
  ['client', CLIENT_FLOORS],
  ['server', SERVER_FLOORS],
])('the folders of %s/', (tree, floors) => {
  const imports = crossImports(tree, graph);

  it('each stand on one floor, and the floors name no folder that is gone', () => {
    const placed = floors.flat();
    const folders = foldersOf(tree, graph);
    expect(folders.filter((folder) => !placed.includes(folder))).toEqual([]);
    expect(placed.filter((folder) => !folders.includes(folder))).toEqual([]);
    expect(placed.filter((folder, at) => placed.indexOf(folder) !== at)).toEqual([]);
  });

  it('import no folder on a higher floor', () => {
    expect(upwardImports(imports, floors)).toEqual([]);
  });

  it('import each other one way only, not even through other folders', () => {
    expect(folderCycles(imports)).toEqual([]);
  });
});
