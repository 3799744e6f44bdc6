// Why a hint is good (client/learn/hint-reason.ts): one line from the move's effect on the seat's own
// view, with exact numbers on given positions, in English and Dutch. Carcassonne: a scripted start (the
// tile of each turn set by hand) where a move closes a city, grows a road, places a farmer or takes the
// abbot back; with Traders & Builders the builder, the tile that earns a second tile, the pig and the goods. Machiavelli: positions whose purses, hands and cities are set by hand.
import { beforeAll, describe, expect, it } from 'vitest';
import { carcassonneCore, type CarcassonneAction, type CarcassonneState, type TileKind } from '../../games/carcassonne';
import { citadelsCore } from '../../games/citadels/core';
import type { CitadelsAction, CitadelsState } from '../../games/citadels/index';
import { createRng } from '../../games/shared/rng';
import type { ActionBase } from '../../games/shared/contract';
import { translate, type Language } from '../../client/i18n/dictionary';
import { loadEntry } from '../../client/game-list';
import type { CatalogueEntry } from '../../client/catalogue';
import { hintReason } from '../../client/learn/hint-reason';
import { expansionScenario, play as playTurn, act } from '../carcassonne/fixtures';

const entries: Record<string, CatalogueEntry> = {};
beforeAll(async () => {
  // Each game's reasons come with its catalogue entry; its own words join the dictionary when it is listed.
  for (const game of ['citadels', 'carcassonne']) entries[game] = await loadEntry(game);
});

const NAMES = ['Ann', 'Bob', 'Cas', 'Dirk'];

function why(game: string, G: unknown, seat: number, action: ActionBase, language: Language = 'en') {
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
    translate(language, key, params);
  return hintReason({ entry: entries[game]!, G, seat, action, t, language, names: NAMES });
}

describe('a Carcassonne hint says why', () => {
  const core = carcassonneCore;
  const rng = createRng('hint-reason-moves');
  const start = () => core.setup(2, { farmers: true, abbot: true }, createRng('hint-reason-start'));
  /** The seat to move gets `tile` and places it at (x, y), in the first legal rotation there. */
  function placeAt(state: CarcassonneState, tile: TileKind, x: number, y: number): CarcassonneAction {
    state.current = tile;
    const found = core.legalActions(state, state.turn).filter((a) => a.type === 'placeTile' && a.x === x && a.y === y);
    expect(found.length, `${tile} at ${x},${y}`).toBeGreaterThan(0);
    return found[0]!;
  }
  const play = (state: CarcassonneState, action: CarcassonneAction) => core.apply(state, state.turn, action, rng);
  const carc = (G: CarcassonneState, action: CarcassonneAction, language?: Language) =>
    why('carcassonne', G, G.turn, action, language);

  it('a city cap on the start city: the tile scores nothing alone, a knight closes the city for 4', () => {
    const s = start();
    const tile = placeAt(s, 'E', 0, -1);
    expect(carc(s, tile)).toBe('Scores nothing now; the best place for this tile.');
    expect(carc(s, tile, 'nl')).toBe('Scoort nu niets; de beste plek voor deze tegel.');
    play(s, tile);
    // The city of the two tiles is complete: 2 points a tile.
    expect(carc(s, { type: 'placeMeeple', location: 'S' })).toBe('Closes your city for 4 points.');
    expect(carc(s, { type: 'placeMeeple', location: 'S' }, 'nl')).toBe('Maakt je stad af voor 4 punten.');
    // The cap's field touches that completed city: 3 points at the end.
    expect(carc(s, { type: 'placeMeeple', location: 'NNW' })).toBe('Puts a farmer on a field worth 3 now.');
    expect(carc(s, { type: 'placeMeeple', location: 'NNW' }, 'nl')).toBe(
      'Zet een boer op een weiland, nu 3 punten waard.',
    );
    expect(carc(s, { type: 'skipMeeple' })).toBe('Keeps your meeples: nothing here is worth one now.');
  });

  it('a road grows by a tile, a monastery with the abbot scores its tiles when taken back', () => {
    const s = start();
    play(s, placeAt(s, 'U', 1, 0));
    expect(carc(s, { type: 'placeMeeple', location: 'E' })).toBe('Puts a thief on a road worth 2 now.');
    play(s, { type: 'placeMeeple', location: 'E' });
    // Bob: a monastery south of the start tile, with his abbot (itself and 2 neighbours: 3 now).
    play(s, placeAt(s, 'B', 0, 1));
    expect(carc(s, { type: 'placeMeeple', location: 'monastery', figure: 'abbot' })).toBe(
      'Puts the abbot on a monastery worth 3 now.',
    );
    play(s, { type: 'placeMeeple', location: 'monastery', figure: 'abbot' });
    // Ann extends her road: 3 tiles instead of 2.
    const road = placeAt(s, 'U', 2, 0);
    expect(carc(s, road)).toBe('Adds 1 to your road.');
    expect(carc(s, road, 'nl')).toBe('Maakt je weg 1 punt meer waard.');
    play(s, road);
    play(s, { type: 'skipMeeple' });
    // Bob adds a fourth tile around his monastery and takes the abbot back.
    play(s, placeAt(s, 'B', -1, 1));
    expect(carc(s, { type: 'returnAbbot' })).toBe('Takes the abbot back for 4 points.');
    expect(carc(s, { type: 'returnAbbot' }, 'nl')).toBe('Haalt de abt terug voor 4 punten.');
  });
});

describe('a Carcassonne hint with Traders & Builders says why', () => {
  const TB = { tradersBuilders: true } as const;
  const carc = (G: CarcassonneState, action: CarcassonneAction, language?: Language) =>
    why('carcassonne', G, G.turn, action, language);

  it('names the builder, the second tile it earns, the pig and the goods taken', () => {
    // Seat 0's thief on the road east of D; seat 1 plays cloisters.
    const s = expansionScenario(['U', 'B', 'U', 'B', 'U', 'W'], TB);
    playTurn(s, 1, 0, 0, 'E');
    playTurn(s, 0, 1, 0);
    act(s, { type: 'placeTile', x: 2, y: 0, rotation: 0 });
    const builder = { type: 'placeMeeple', location: 'E', figure: 'builder' } as const;
    expect(carc(s, builder)).toBe(
      'Puts your builder on your road: each later tile of yours that extends it earns you a second tile.',
    );
    expect(carc(s, builder, 'nl')).toBe(
      'Zet je bouwmeester op je weg: elke latere tegel van jou die die verlengt, levert je een tweede tegel op.',
    );
    act(s, builder);
    playTurn(s, 1, 1, 0);
    const tile = { type: 'placeTile', x: 3, y: 0, rotation: 0 } as const;
    expect(carc(s, tile)).toBe('Adds 1 to your road. Extends your builder’s road: you play a second tile at once.');
    expect(carc(s, tile, 'nl')).toMatch(/ Verlengt de weg van je bouwmeester: je legt meteen een tweede tegel\.$/);
  });

  it('names the pig by what it adds to the field, and the goods a closed city gives', () => {
    // Worked example 7: seat 0's farmer and seat 1's share a field by D's completed city.
    const s = expansionScenario(['U', 'E', 'U', 'B'], TB);
    playTurn(s, 1, 0, 0, 'NNW');
    playTurn(s, 0, -1, 2, 'NNW');
    act(s, { type: 'placeTile', x: 2, y: 0, rotation: 0 });
    expect(carc(s, { type: 'placeMeeple', location: 'NNW', figure: 'pig' })).toBe(
      'Puts your pig in your field: 1 more point if the game ended now.',
    );
    // Worked example 9: seat 1 closes the city with grain that seat 0's knight holds.
    const g = expansionScenario(['TB1', 'E'], TB);
    playTurn(g, 0, -1, 2, 'E');
    expect(carc(g, { type: 'placeTile', x: 1, y: -1, rotation: 3 })).toBe('Takes 1 grain token.');
    expect(carc(g, { type: 'placeTile', x: 1, y: -1, rotation: 3 }, 'nl')).toBe('Levert 1 fiche graan op.');
  });
});

describe('a Machiavelli hint says why', () => {
  /** Four players in the draft, Ann (seat 0) with 5 gold, 4 cards and a Manor and a Castle. */
  function position(): CitadelsState {
    const s = citadelsCore.setup(4, citadelsCore.defaultOptions(4), createRng('hint-reason-citadels'));
    s.gold = [5, 3, 9, 1];
    s.hands[0] = ['manor#1', 'castle#1', 'temple#1', 'palace#1'];
    s.cities = [['manor#2', 'castle#2'], ['palace#2', 'cathedral#1', 'fortress#1'], ['tavern#1'], []];
    return s;
  }
  const cit = (s: CitadelsState, action: CitadelsAction, language?: Language) =>
    why('citadels', s, 0, action, language);

  it('a character: the districts it gains for, never a count of none', () => {
    const s = position();
    // The Architect's gain is no count the view can make: the generic line says why.
    expect(cit(s, { type: 'pickCharacter', character: 'architect' })).toBeUndefined();
    expect(cit(s, { type: 'pickCharacter', character: 'king' })).toBe(
      'It gives you the crown, and income for the 2 noble districts in your city.',
    );
    s.cities[0] = ['market#2', 'castle#2'];
    expect(cit(s, { type: 'pickCharacter', character: 'merchant' }, 'nl')).toBe(
      'Die levert inkomsten op voor de 1 gebouw van de soort handel in je stad.',
    );
  });

  it('gathering: the gold a card in hand needs, or an empty hand', () => {
    const s = position();
    s.gold[0] = 2;
    // The Temple (1) is affordable; the cheapest card that is not is the Manor (3).
    expect(cit(s, { type: 'takeGold' })).toBe('You need 3 gold for the Manor and have 2.');
    expect(cit(s, { type: 'takeGold' }, 'nl')).toBe('Je hebt 3 goud nodig voor Landgoed en hebt er 2.');
    s.hands[0] = [];
    expect(cit(s, { type: 'drawCards' })).toBe('Your hand is empty.');
  });

  it('a build: its points, and whether it completes the city', () => {
    const s = position();
    expect(cit(s, { type: 'build', card: 'castle#1' })).toBe('It adds 4 points to your city.');
    s.cities[0] = ['manor#2', 'castle#2', 'temple#2', 'church#1', 'market#1', 'tavern#2'];
    expect(cit(s, { type: 'build', card: 'palace#1' })).toBe('It adds 5 points and completes your city.');
    expect(cit(s, { type: 'build', card: 'palace#1' }, 'nl')).toBe('Dat is 5 punten erbij en maakt je stad compleet.');
  });

  it('a target: the leader, the richest, or the holder the seat knows', () => {
    const s = position();
    expect(cit(s, { type: 'kill', character: 'king' })).toBe(
      'Of the others, Bob has the most points in the city (15).',
    );
    expect(cit(s, { type: 'rob', character: 'merchant' })).toBe('The richest of the others is Cas (9 gold).');
    expect(cit(s, { type: 'destroy', seat: 1, card: 'fortress#1' }, 'nl')).toBe(
      'Dat zet Bob terug, met 15 punten in de stad.',
    );
    // Ann gave the Thief to Dirk in a Theater swap: she knows who holds it.
    s.who.thief = 3;
    s.theater = { owner: 0, seat: 3, gave: 'thief', took: 'king' };
    expect(cit(s, { type: 'kill', character: 'thief' })).toBe('The Thief is Dirk’s (0 points in the city, 1 gold).');
  });

  it('the Artist and the Navigator: the points a beautified district then scores, the gold the hand needs', () => {
    const s = position();
    expect(cit(s, { type: 'beautify', card: 'castle#2' })).toBe('The Castle then scores 5 points.');
    expect(cit(s, { type: 'beautify', card: 'castle#2' }, 'nl')).toBe('Kasteel is dan 5 punten waard.');
    s.gold[0] = 4;
    expect(cit(s, { type: 'navigate', take: 'gold' })).toBe('You need 5 gold for the Palace and have 4.');
  });

  it('the Laboratory, the Museum and the Abbot: the card given up, the point it scores, the richest', () => {
    const s = position();
    expect(cit(s, { type: 'useLaboratory', index: 2 })).toBe(
      'The Temple is worth less to you than 2 gold (you have 5).',
    );
    expect(cit(s, { type: 'useLaboratory', index: 2 }, 'nl')).toBe(
      'Tempel is je minder waard dan 2 goud (je hebt er 5).',
    );
    expect(cit(s, { type: 'useMuseum', index: 0 })).toBe('The Manor scores 1 point under the Museum at the end.');
    expect(cit(s, { type: 'useMuseum', index: 0 }, 'nl')).toBe('Landgoed scoort aan het eind 1 punt onder het Museum.');
    expect(cit(s, { type: 'takeFromRichest', seat: 2 })).toBe('The richest of the others is Cas (9 gold).');
  });

  it('a holder the seat cannot see is never named', () => {
    const s = position();
    s.who.king = 2;
    expect(cit(s, { type: 'kill', character: 'king' })).toBe(
      'Of the others, Bob has the most points in the city (15).',
    );
  });
});

describe('every legal move of a seeded game has a line', () => {
  /** The seat's view at every `every`-th position of a seeded random game, with its legal moves. */
  function* positions(game: 'carcassonne' | 'citadels', players: number, every: number) {
    const core = (game === 'carcassonne' ? carcassonneCore : citadelsCore) as unknown as {
      setup(n: number, o: unknown, r: ReturnType<typeof createRng>): unknown;
      defaultOptions(n: number): unknown;
      activeSeats(s: unknown): number[];
      legalActions(s: unknown, seat: number): ActionBase[];
      apply(s: unknown, seat: number, a: ActionBase, r: ReturnType<typeof createRng>): void;
      isOver(s: unknown): boolean;
      view(s: unknown, seat: number): unknown;
    };
    const options = game === 'carcassonne' ? { farmers: true, abbot: true } : core.defaultOptions(players);
    const state = core.setup(players, options, createRng(`lines-${game}`));
    const rng = createRng(`lines-${game}-moves`);
    for (let step = 0; step < 1500 && !core.isOver(state); step++) {
      const seat = core.activeSeats(state)[0]!;
      const legal = core.legalActions(state, seat);
      if (step % every === 0) yield { G: core.view(state, seat), seat, legal };
      core.apply(state, seat, legal[Math.floor(rng.next() * legal.length)]!, rng);
    }
  }

  it('Carcassonne: a reason for every move, in both languages', () => {
    let moves = 0;
    for (const { G, seat, legal } of positions('carcassonne', 3, 9))
      for (const action of legal)
        for (const language of ['en', 'nl'] as const) {
          expect(why('carcassonne', G, seat, action, language), JSON.stringify(action)).toMatch(/\S+\.$/);
          moves++;
        }
    expect(moves).toBeGreaterThan(200);
  });

  it('Machiavelli: never an error, and a reason for most moves', () => {
    let said = 0;
    let moves = 0;
    for (const { G, seat, legal } of positions('citadels', 4, 1))
      for (const action of legal) {
        moves++;
        if (why('citadels', G, seat, action) !== undefined) said++;
      }
    expect(moves).toBeGreaterThan(200);
    expect(said / moves).toBeGreaterThan(0.5);
  });
});
