// The words of a turn notification in every language (server/push/push-words.ts): the game's title, the
// other seats' names joined the language's way, and nothing else.
import { describe, expect, it } from 'vitest';
import { noticeWords } from '../../server/push/push-words';

describe('turn notification words', () => {
  it('says whose turn it is with the names listed in the language', () => {
    expect(noticeWords('turn', 'en', 'carcassonne', ['Ann', 'Bob', 'Cy'])).toEqual({
      title: 'Your turn',
      body: 'Your turn in Carcassonne with Ann, Bob and Cy',
    });
    expect(noticeWords('turn', 'nl', 'carcassonne', ['Ann', 'Bob'])).toEqual({
      title: 'Je bent aan de beurt',
      body: 'Je bent aan de beurt in Carcassonne met Ann en Bob',
    });
    expect(noticeWords('turn', 'de', 'citadels', ['Ann', 'Bob', 'Cy'])).toEqual({
      title: 'Du bist am Zug',
      body: 'Du bist am Zug in Machiavelli mit Ann, Bob und Cy',
    });
    expect(noticeWords('reminder', 'fr', 'carcassonne', ['Ann', 'Bob'])).toEqual({
      title: 'Il reste peu de temps',
      body: 'À vous de jouer à Carcassonne avec Ann et Bob : il reste peu de temps',
    });
  });
});
