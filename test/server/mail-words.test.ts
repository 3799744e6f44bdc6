/**
 * The names a mail lists (server/mail/mail-words.ts nameList): the other seats of a match in the mail's
 * language, with that language's "and", and a word for nobody when no one else sits there yet.
 */
import { nameList } from '../../server/mail/mail-words';

describe('nameList', () => {
  it.each([
    ['en', 'nobody yet', 'Ann and Bob', 'Ann, Bob and Cy'],
    ['nl', 'nog niemand', 'Ann en Bob', 'Ann, Bob en Cy'],
    ['de', 'noch niemandem', 'Ann und Bob', 'Ann, Bob und Cy'],
    ['fr', 'personne pour l’instant', 'Ann et Bob', 'Ann, Bob et Cy'],
  ] as const)('lists names in %s', (language, none, two, three) => {
    expect(nameList(language, [])).toBe(none);
    expect(nameList(language, ['Ann'])).toBe('Ann');
    expect(nameList(language, ['Ann', 'Bob'])).toBe(two);
    expect(nameList(language, ['Ann', 'Bob', 'Cy'])).toBe(three);
  });
});
