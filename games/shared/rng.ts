/**
 * Seeded randomness for the rules cores.
 *
 * `createRng(seed)` is the Alea generator that boardgame.io's `random` plugin uses, bit for bit: the same
 * seed gives the same sequence of numbers as `random.Number()` in a boardgame.io match. That is what lets
 * the differential test run one seed through the pure core and through the framework and compare states.
 * The rules cores only ever call `rng.next()`; `randomInt` and `shuffle` are built on top of it here, so
 * both paths consume numbers in the same order.
 */

/** A source of uniform numbers in [0, 1). */
export interface Rng {
  next(): number;
}

/** Adapts any `() => number` (e.g. boardgame.io's `random.Number`) to an `Rng`. */
export function rngFrom(next: () => number): Rng {
  return { next };
}

/** Baagoe's Mash hash, as used by Alea's seeding. */
function mash(): (data: string) => number {
  let n = 0xefc8249d;
  return (data: string) => {
    for (let i = 0; i < data.length; i++) {
      n += data.charCodeAt(i);
      let h = 0.02519603282416938 * n;
      n = h >>> 0;
      h -= n;
      h *= n;
      n = h >>> 0;
      h -= n;
      n += h * 0x100000000;
    }
    return (n >>> 0) * 2.3283064365386963e-10;
  };
}

/** Alea PRNG seeded with a string, identical to boardgame.io 0.50's. */
export function createRng(seed: string | number): Rng {
  const hash = mash();
  const c = 1;
  let s0 = hash(' ');
  let s1 = hash(' ');
  let s2 = hash(' ');
  const text = String(seed);
  s0 -= hash(text);
  if (s0 < 0) s0 += 1;
  s1 -= hash(text);
  if (s1 < 0) s1 += 1;
  s2 -= hash(text);
  if (s2 < 0) s2 += 1;
  return aleaAt({ c, s0, s1, s2 });
}

/** Alea's state: boardgame.io's `prngstate`. */
export interface AleaState {
  c: number;
  s0: number;
  s1: number;
  s2: number;
}

/** Alea going on from a state (as seeded by `createRng`, or a match's saved `prngstate`). */
export function aleaAt(state: AleaState): Rng {
  let { c, s0, s1, s2 } = state;
  return {
    next() {
      const t = 2091639 * s0 + c * 2.3283064365386963e-10;
      s0 = s1;
      s1 = s2;
      c = Math.trunc(t);
      s2 = t - c;
      return s2;
    },
  };
}

/** A uniform integer in [0, n). */
export function randomInt(rng: Rng, n: number): number {
  return Math.trunc(rng.next() * n);
}

/** One uniformly chosen element of a non-empty array. */
export function pick<T>(rng: Rng, items: readonly T[]): T {
  if (items.length === 0) throw new Error('pick from an empty array');
  return items[randomInt(rng, items.length)] as T;
}

/** A shuffled copy (Fisher-Yates); the input is left alone. */
export function shuffle<T>(rng: Rng, items: readonly T[]): T[] {
  return shuffleInPlace(rng, [...items]);
}

/** Shuffles the array itself, exactly as `shuffle` would its copy, and returns it. */
export function shuffleInPlace<T>(rng: Rng, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    const tmp = items[i] as T;
    items[i] = items[j] as T;
    items[j] = tmp;
  }
  return items;
}
