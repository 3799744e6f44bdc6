// Machiavelli moves in plain words, for the board's log and for the replay and analysis notes (the client module's describeMove): players by
// name (never a seat number), characters and districts by name, in English and Dutch, in the third person.
import { describe, expect, it } from 'vitest';
import { describeAction } from '../../../client/citadels/describe-action';
import citadelsEntry from '../../../client/citadels/module';
import { translate, type Language, type MessageKey } from '../../../client/i18n/dictionary';

const names = ['Ann', 'Bob', 'Cas', 'Dirk'];
const words = (lang: Language, action: { type: string } & Record<string, unknown>, me: number | null = null) =>
  describeAction(action, { t: (key: MessageKey, params) => translate(lang, key, params), lang, names, me });
const move = (lang: Language, action: { type: string } & Record<string, unknown>) =>
  citadelsEntry.describeMove(action, (key, params) => translate(lang, key, params), lang, undefined, names);

describe('a move in the replay and the analysis', () => {
  it('names the other player instead of a seat number', () => {
    expect(move('en', { type: 'swapHands', seat: 3 })).toBe('swapped hands with Dirk');
    expect(move('nl', { type: 'swapHands', seat: 3 })).toBe('ruilde van hand met Dirk');
    expect(move('en', { type: 'takeFromRichest', seat: 1 })).toBe('took 1 gold from Bob, the richest');
  });

  it('tells what the crown, the Navigator and the Spy took, in words', () => {
    expect(move('en', { type: 'crown', seat: 2, take: 'gold' })).toBe('gave the crown to Cas and took 1 gold');
    expect(move('nl', { type: 'crown', seat: 2, take: 'nothing' })).toBe('gaf de kroon aan Cas');
    expect(move('en', { type: 'navigate', take: 'cards' })).toBe('drew 4 cards');
    expect(move('nl', { type: 'spy', seat: 1, districtType: 'noble' })).toBe(
      'bespioneerde de hand van Bob en noemde Nobel',
    );
  });

  it('speaks of the player in the third person: no "your districts"', () => {
    expect(move('en', { type: 'collectIncome' })).toBe('collected income');
    expect(move('en', { type: 'destroy', seat: 1, card: 'castle#1' })).toBe("destroyed Castle in Bob's city");
    expect(move('nl', { type: 'destroy', seat: 1, card: 'castle#1' })).toBe('vernietigde Kasteel in de stad van Bob');
  });

  it('names characters without their rank', () => {
    expect(move('en', { type: 'bewitch', character: 'architect' })).toBe('bewitched the Architect');
    expect(move('nl', { type: 'kill', character: 'merchant' })).toBe('vermoordde de Koopvrouw');
  });

  it('keeps a secret move secret even when its record holds the arguments', () => {
    expect(move('en', { type: 'placeWarrants', signed: 'king', blank: ['bishop', 'warlord'] })).toBe(
      'placed the warrants',
    );
    expect(move('nl', { type: 'keepCard', index: 1 })).toBe('hield een kaart');
  });
});

describe('a move in the board log', () => {
  it('says "your city" and "your hand" to the player whose city or hand it is', () => {
    expect(words('en', { type: 'seize', seat: 0, card: 'castle#1' }, 0)).toBe('seized Castle from your city');
    expect(words('nl', { type: 'peek', seat: 0 }, 0)).toBe('bekeek jouw hand');
    expect(words('en', { type: 'peek', seat: 0 }, 1)).toBe("looked at Ann's hand");
  });

  it('tells a move of a type it does not know by its label only, as it may be secret', () => {
    expect(words('en', { type: 'hexPlayer', seat: 2 })).toBe('made a secret move (Hex player)');
  });
});
