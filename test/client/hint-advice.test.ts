// A hint's advice (client/learn/hint-reason.ts hintAdvice): the fair bot's move as one imperative phrase
// in the seat's own view, never the log's past tense ("chose a character"), with the exact words for every
// Machiavelli action type and every Carcassonne move, in English and Dutch; and the whole hint line as the
// hint bar says it.
import { beforeAll, describe, expect, it } from 'vitest';
import { carcassonneCore, type CarcassonneAction, type CarcassonneState } from '../../games/carcassonne';
import { citadelsCore } from '../../games/citadels/core';
import { ACTION_TYPES, type ActionType, type CitadelsAction, type CitadelsState } from '../../games/citadels/index';
import { createRng } from '../../games/shared/rng';
import type { ActionBase } from '../../games/shared/contract';
import { translate, type Language } from '../../client/i18n/dictionary';
import { loadEntry } from '../../client/game-list';
import type { CatalogueEntry } from '../../client/catalogue';
import { hintAdvice, hintReason } from '../../client/learn/hint-reason';

const entries: Record<string, CatalogueEntry> = {};
beforeAll(async () => {
  for (const game of ['citadels', 'carcassonne']) entries[game] = await loadEntry(game);
});

const NAMES = ['Ann', 'Bob', 'Cas', 'Dirk'];

function request(game: string, G: unknown, seat: number, action: ActionBase, language: Language) {
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
    translate(language, key, params);
  return { entry: entries[game]!, G, seat, action, t, language, names: NAMES };
}
const advise = (
  game: string,
  G: unknown,
  seat: number,
  action: CitadelsAction | CarcassonneAction,
  language: Language = 'en',
) => hintAdvice(request(game, G, seat, action as ActionBase, language));

/** Ann (seat 0) in her turn as the Magician: a hand of four, two drawn cards, Bob's hand looked at. */
function position(): CitadelsState {
  const s = citadelsCore.setup(4, citadelsCore.defaultOptions(4), createRng('hint-advice'));
  s.gold = [5, 3, 9, 1];
  s.hands[0] = ['manor#1', 'castle#1', 'temple#1', 'palace#1'];
  s.cities = [['manor#2', 'castle#2'], ['palace#2', 'cathedral#1', 'fortress#1'], ['tavern#1'], []];
  s.turn = {
    char: 'magician',
    seat: 0,
    gathered: false,
    drawn: ['market#1', 'harbor#1'],
    drawnFor: 'income',
    built: 0,
    spent: 0,
    used: [],
    exchanged: 0,
    peek: { seat: 1, cards: ['watchtower#1'], take: true },
    owe: [],
    den: null,
  };
  return s;
}

/** One action of every type, with its advice in English and Dutch. */
const EVERY: Record<ActionType, [CitadelsAction, string, string]> = {
  pickCharacter: [{ type: 'pickCharacter', character: 'merchant' }, 'take the Merchant', 'kies de Koopvrouw'],
  discardCharacter: [
    { type: 'discardCharacter', character: 'king' },
    'discard the King face down',
    'leg de Koning gedekt af',
  ],
  takeGold: [{ type: 'takeGold' }, 'take gold', 'neem goud'],
  drawCards: [{ type: 'drawCards' }, 'draw cards', 'trek kaarten'],
  keepCard: [{ type: 'keepCard', index: 1 }, 'keep the Harbor', 'houd Haven'],
  build: [{ type: 'build', card: 'castle#1' }, 'build the Castle', 'bouw Kasteel'],
  payWithCard: [{ type: 'payWithCard', index: 2 }, 'pay with the Temple', 'betaal met Tempel'],
  payRest: [{ type: 'payRest' }, 'pay the rest in gold', 'betaal de rest in goud'],
  collectIncome: [{ type: 'collectIncome' }, 'collect your income', 'ontvang je inkomsten'],
  endTurn: [{ type: 'endTurn' }, 'end your turn', 'beëindig je beurt'],
  kill: [{ type: 'kill', character: 'thief' }, 'kill the Thief', 'vermoord de Dief'],
  bewitch: [{ type: 'bewitch', character: 'king' }, 'bewitch the King', 'betover de Koning'],
  rob: [{ type: 'rob', character: 'merchant' }, 'rob the Merchant', 'besteel de Koopvrouw'],
  swapHands: [{ type: 'swapHands', seat: 2 }, 'swap hands with Cas', 'ruil van hand met Cas'],
  exchangeCard: [{ type: 'exchangeCard', index: 0 }, 'put the Manor under the deck', 'leg Landgoed onder de stapel'],
  finishExchange: [{ type: 'finishExchange' }, 'draw as many new cards', 'trek evenveel nieuwe kaarten'],
  destroy: [
    { type: 'destroy', seat: 1, card: 'fortress#1' },
    "destroy the Fortress in Bob's city",
    'vernietig Burcht in de stad van Bob',
  ],
  beautify: [{ type: 'beautify', card: 'castle#2' }, 'beautify the Castle', 'versier Kasteel'],
  takeTaxes: [{ type: 'takeTaxes' }, 'take the taxes', 'neem de belasting'],
  useLaboratory: [
    { type: 'useLaboratory', index: 2 },
    'discard the Temple at the Laboratory for 2 gold',
    'leg Tempel af in het Laboratorium voor 2 goud',
  ],
  useSmithy: [
    { type: 'useSmithy' },
    'use the Smithy: pay 2 gold for 3 cards',
    'gebruik de Werkplaats: betaal 2 goud voor 3 kaarten',
  ],
  placeWarrants: [
    { type: 'placeWarrants', signed: 'architect', blank: ['king', 'merchant'] },
    'put the signed warrant on the Architect',
    'leg het getekende bevelschrift op de Bouwmeester',
  ],
  navigate: [{ type: 'navigate', take: 'cards' }, 'draw 4 cards', 'trek 4 kaarten'],
  seize: [
    { type: 'seize', seat: 2, card: 'tavern#1' },
    "seize the Tavern from Cas's city",
    'neem Taveerne in beslag uit de stad van Cas',
  ],
  peek: [{ type: 'peek', seat: 3 }, "look at Dirk's hand", 'bekijk de hand van Dirk'],
  takeCard: [
    { type: 'takeCard', index: 0, build: true },
    'take the Watchtower and build it',
    'neem Wachttoren en bouw het',
  ],
  borrowAndBuild: [
    { type: 'borrowAndBuild', card: 'palace#1', seat: 2 },
    'build the Palace with gold from Cas',
    'bouw Paleis met goud van Cas',
  ],
  giveCard: [{ type: 'giveCard', index: 3 }, 'give back the Palace', 'geef Paleis terug'],
  useMuseum: [{ type: 'useMuseum', index: 0 }, 'put the Manor under the Museum', 'leg Landgoed onder het Museum'],
  spy: [
    { type: 'spy', seat: 1, districtType: 'trade' },
    "spy on Bob's hand and name the trade type",
    'bespioneer de hand van Bob en noem de soort handel',
  ],
  foresee: [{ type: 'foresee' }, 'take a random card from every hand', 'neem een willekeurige kaart uit elke hand'],
  crown: [
    { type: 'crown', seat: 3, take: 'gold' },
    'give the crown to Dirk and take 1 gold',
    'geef de kroon aan Dirk en neem 1 goud',
  ],
  threaten: [
    { type: 'threaten', flowered: 'merchant', blank: 'king' },
    'put the flowered threat on the Merchant',
    'leg het dreigement met bloem op de Koopvrouw',
  ],
  bribe: [{ type: 'bribe' }, 'pay the Blackmailer off', 'koop de Afperser af'],
  refuseBribe: [{ type: 'refuseBribe' }, 'refuse to pay the Blackmailer', 'weiger de Afperser te betalen'],
  revealThreat: [{ type: 'revealThreat' }, 'reveal the threat', 'onthul het dreigement'],
  keepThreatHidden: [{ type: 'keepThreatHidden' }, 'keep the threat hidden', 'houd het dreigement verborgen'],
  swapCharacters: [
    { type: 'swapCharacters', give: 'thief', seat: 1 },
    'give your Thief to Bob with the Theater',
    'geef je Dief met het Theater aan Bob',
  ],
  skipTheater: [{ type: 'skipTheater' }, 'keep your characters', 'houd je karakters'],
  study: [{ type: 'study' }, 'draw 7 cards and keep 1', 'trek 7 kaarten en houd er 1'],
  collectMixed: [
    { type: 'collectMixed', cards: 2 },
    'collect your income: 2 cards, the rest in gold',
    'ontvang je inkomsten: 2 kaarten, de rest in goud',
  ],
  takeFromRichest: [{ type: 'takeFromRichest', seat: 2 }, 'take 1 gold from Cas', 'neem 1 goud van Cas'],
  exchangeDistricts: [
    { type: 'exchangeDistricts', give: 'manor#2', seat: 1, take: 'cathedral#1' },
    "exchange the Manor for the Cathedral from Bob's city",
    'ruil Landgoed tegen Kathedraal uit de stad van Bob',
  ],
  useArmory: [
    { type: 'useArmory', seat: 1, card: 'fortress#1' },
    "destroy the Armory to destroy the Fortress in Bob's city",
    'vernietig de Wapenkamer om Burcht in de stad van Bob te vernietigen',
  ],
  buildWithFramework: [
    { type: 'buildWithFramework', card: 'palace#1' },
    'build the Palace with the Framework',
    'bouw Paleis met de Steigers',
  ],
  buildNecropolis: [
    { type: 'buildNecropolis', card: 'necropolis#1', sacrifice: 'manor#2' },
    'build the Necropolis by destroying the Manor',
    'bouw Necropolis door Landgoed te vernietigen',
  ],
  confiscate: [{ type: 'confiscate' }, 'confiscate the district', 'neem het gebouw in beslag'],
  waive: [{ type: 'waive' }, 'let the district be built', 'laat het gebouw bouwen'],
};

describe('a Machiavelli hint advises', () => {
  it.each(Object.keys(ACTION_TYPES) as ActionType[])('%s: one imperative phrase, in English and Dutch', (type) => {
    const [action, en, nl] = EVERY[type];
    expect(advise('citadels', position(), 0, action)).toBe(en);
    expect(advise('citadels', position(), 0, action, 'nl')).toBe(nl);
  });

  it('the variants: the Navigator takes gold, the crown given alone or for a card, a card taken but not built', () => {
    const s = position();
    expect(advise('citadels', s, 0, { type: 'navigate', take: 'gold' })).toBe('take 4 gold');
    expect(advise('citadels', s, 0, { type: 'crown', seat: 1, take: 'nothing' })).toBe('give the crown to Bob');
    expect(advise('citadels', s, 0, { type: 'crown', seat: 1, take: 'card' }, 'nl')).toBe(
      'geef de kroon aan Bob en neem een kaart',
    );
    expect(advise('citadels', s, 0, { type: 'takeCard', index: 0, build: false })).toBe('take the Watchtower');
  });

  it('a card the view does not show is "a card"', () => {
    const s = position();
    expect(advise('citadels', s, 0, { type: 'payWithCard', index: 9 })).toBe('pay with a card');
  });
});

describe('a reason supports the advice, never argues against it', () => {
  const why = (s: CitadelsState, action: CitadelsAction, language: Language = 'en') =>
    hintReason(request('citadels', s, 0, action, language));

  it('a character: the income it pays with the type in lower case, the crown, or nothing', () => {
    const s = position();
    s.turn = null;
    expect(why(s, { type: 'pickCharacter', character: 'king' })).toBe(
      'It gives you the crown, and income for the 2 noble districts in your city.',
    );
    expect(why(s, { type: 'pickCharacter', character: 'king' }, 'nl')).toBe(
      'Die geeft je de kroon, en inkomsten voor de 2 gebouwen van de soort nobel in je stad.',
    );
    // No trade district: the Merchant's income is no reason to take her.
    expect(why(s, { type: 'pickCharacter', character: 'merchant' })).toBeUndefined();
    s.cities[0] = [];
    expect(why(s, { type: 'pickCharacter', character: 'king' })).toBe(
      'It gives you the crown: you choose first next round.',
    );
  });

  it('gathering, keeping and swapping: the reason points the advice’s way', () => {
    const s = position();
    s.gold[0] = 2;
    expect(why(s, { type: 'takeGold' })).toBe('You need 3 gold for the Manor and have 2.');
    expect(why(s, { type: 'takeGold' }, 'nl')).toBe('Je hebt 3 goud nodig voor Landgoed en hebt er 2.');
    s.hands[0] = ['temple#1'];
    expect(why(s, { type: 'drawCards' })).toBe('You have only 1 card in your hand.');
    s.hands[0] = [];
    expect(why(s, { type: 'drawCards' }, 'nl')).toBe('Je hand is leeg.');
    // Market (2) affordable with 5 gold; the Harbor (4) not with 2.
    s.gold[0] = 5;
    expect(why(s, { type: 'keepCard', index: 0 })).toBe('You can build it: it costs 2 gold and you have 5.');
    s.gold[0] = 2;
    expect(why(s, { type: 'keepCard', index: 1 })).toBe('It scores 4 points in your city.');
    // Swapping a hand of 1 for Cas's 4 is good; for an empty hand it is not, and no reason says it is.
    s.hands[0] = ['temple#1'];
    s.hands[2] = ['manor#3', 'castle#3', 'temple#3', 'palace#3'];
    expect(why(s, { type: 'swapHands', seat: 2 })).toBe('You get 4 cards for your 1.');
    s.hands[2] = [];
    expect(why(s, { type: 'swapHands', seat: 2 })).toBeUndefined();
  });
});

describe('a Carcassonne hint advises', () => {
  const s: CarcassonneState = carcassonneCore.setup(2, { farmers: true }, createRng('hint-advice-carc'));
  it('placing a tile, turned or not, a meeple, none, the abbot back', () => {
    s.current = 'U';
    const tile: CarcassonneAction = { type: 'placeTile', x: 1, y: 0, rotation: 1 };
    expect(advise('carcassonne', s, s.turn, tile)).toBe(
      'place the straight road tile east of the start tile, turned a quarter clockwise',
    );
    expect(advise('carcassonne', s, s.turn, { ...tile, rotation: 0 }, 'nl')).toMatch(/^leg de rechte wegtegel .+/);
    const state = structuredClone(s);
    carcassonneCore.apply(state, state.turn, { ...tile, rotation: 0 }, createRng('x'));
    expect(advise('carcassonne', state, state.turn, { type: 'placeMeeple', location: 'E' })).toBe(
      'put a thief on the road',
    );
    expect(advise('carcassonne', state, state.turn, { type: 'skipMeeple' })).toBe('place no meeple on this tile');
    expect(advise('carcassonne', state, state.turn, { type: 'returnAbbot' }, 'nl')).toBe('haal de abt terug');
  });
});
