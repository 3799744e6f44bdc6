/**
 * Layer 1 (facts): the characters' passive traits that the building and income rules read: how
 * many districts a character may build in a turn, and what its per-type income pays. Plain tables, so
 * the mechanics above can read them without knowing the abilities.
 */
import type { CharacterId } from '../data';

/** Districts per turn where it is not 1 (Navigator: no building at all). */
const BUILD_LIMITS: Partial<Record<CharacterId, number>> = { seer: 2, architect: 3, navigator: 0, scholar: 2 };

/** What 1 per district of the character's gem type pays (the Abbot's mixed income is an ability). */
const INCOME_KINDS: Partial<Record<CharacterId, 'gold' | 'cards'>> = {
  king: 'gold',
  emperor: 'gold',
  patrician: 'cards',
  bishop: 'gold',
  cardinal: 'cards',
  merchant: 'gold',
  trader: 'gold',
  warlord: 'gold',
  diplomat: 'gold',
  marshal: 'gold',
};

export function buildLimitOf(char: CharacterId): number {
  return BUILD_LIMITS[char] ?? 1;
}

/** The per-type income of the character, or undefined when it has none. */
export function incomeKindOf(char: CharacterId): 'gold' | 'cards' | undefined {
  return INCOME_KINDS[char];
}
