// A noun mid-sentence (client/i18n/dictionary.ts midSentence): lower case in English, Dutch and French, but
// a German noun keeps its capital ("vom Typ Handel", never "handel").
import { describe, expect, it } from 'vitest';
import { midSentence } from '../../client/i18n/dictionary';

describe('a noun mid-sentence', () => {
  it('is lower case but in German', () => {
    expect(['en', 'nl', 'fr', 'de'].map((l) => midSentence('Trade', l as never))).toEqual([
      'trade',
      'trade',
      'trade',
      'Trade',
    ]);
    expect(midSentence('Handel', 'de')).toBe('Handel');
    expect(midSentence('Religieux', 'fr')).toBe('religieux');
  });
});
