/**
 * Display names of accounts (docs/security.md#accounts): the lobby's player-name rules (server/lobby/lobby-body.ts), and
 * the key under which a name is unique. Two names with the same key are the same name: case, accents and
 * compatibility forms (full-width letters, ligatures) and runs of spaces do not count, so "Anne", "ANNE",
 * "Anné" and "Ａｎｎｅ" cannot belong to two players.
 */
import { playerName } from '../lobby/lobby-body';

/** A valid display name (trimmed, NFC), or the error naming `field`. */
export function accountName(value: unknown, field = 'name'): { error?: string; value?: string } {
  const checked = playerName(value, field);
  if (checked.value !== undefined && nameKey(checked.value) === '')
    return { error: `${field} must contain a letter or a digit` };
  return checked;
}

/** The name's uniqueness key: compatibility-decomposed, marks dropped, case-folded, spaces collapsed. */
export function nameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .toLowerCase()
    .replace(/\s+/gu, ' ')
    .trim()
    .normalize('NFC');
}
