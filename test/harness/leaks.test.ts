// test/support/leaks.ts: the secrets found in a text are exactly those a search of the whole text for each finds.
import { describe, expect, it } from 'vitest';
import { createRng, pick, randomInt, type Rng } from '../../games/shared/rng';
import { leakedSecrets } from '../support/leaks';

const WORDS = ['D3', 'IC:12', 'temple#2', 'a"b', 'x\\', '', 'gave', 'flowered', 'D', '3'];

function randomValue(rng: Rng, depth: number): unknown {
  const r = rng.next();
  if (depth > 2 || r < 0.4) return pick(rng, WORDS);
  if (r < 0.5) return randomInt(rng, 40);
  if (r < 0.75) return Array.from({ length: randomInt(rng, 4) }, () => randomValue(rng, depth + 1));
  return Object.fromEntries(
    Array.from({ length: randomInt(rng, 4) }, () => [pick(rng, WORDS), randomValue(rng, depth + 1)]),
  );
}

describe('leakedSecrets', () => {
  it('finds exactly the secrets that a search of the whole text finds, quoted or not', () => {
    const rng = createRng('leaks');
    const secrets = [
      ...WORDS.map((word) => JSON.stringify(word)),
      ...WORDS.map((word) => `"${word}"`),
      '"gave":"D3"',
      '["D3","IC:12"]',
      '3',
      '"',
      '""',
    ];
    let found = 0;
    for (let i = 0; i < 500; i++) {
      const text = JSON.stringify(randomValue(rng, 0));
      const expected = secrets.filter((secret) => text.includes(secret));
      expect(leakedSecrets(text, secrets), text).toEqual(expected);
      found += expected.length;
    }
    expect(found).toBeGreaterThan(500);
  });

  it('sees a quoted secret that begins at an escaped quote, as a search does', () => {
    // {"note":"see \"D3"} holds "D3" (from the escaped quote to the closing one); {"note":"see \"D3\""} does not.
    expect(leakedSecrets(JSON.stringify({ note: 'see "D3' }), ['"D3"', '"D4"'])).toEqual(['"D3"']);
    expect(leakedSecrets(JSON.stringify({ note: 'see "D3"' }), ['"D3"'])).toEqual([]);
  });
});
