/**
 * Display names of accounts (docs/security.md#account-names): the lobby's player-name rules
 * (server/lobby/lobby-body.ts), and the two keys of a name.
 *
 * - `nameKey`, the name as typed to sign in: case, accents, compatibility forms (full-width letters,
 *   ligatures) and runs of spaces do not count, so "Anne", "ANNE", "Anné" and "Ａｎｎｅ" are one name.
 * - `lookKey`, the name as seen: the same folding around a UTS #39 skeleton (storage/skeleton.ts), so letters
 *   of other scripts that look alike count as one too ("Аnne" in Cyrillic, "Αnne" in Greek, "Anne1" and
 *   "Annel"). No two accounts share either key; a name given up is held by its look key.
 */
import { playerName } from '../lobby/lobby-body';
import { lookKey, nameKey } from '../storage/name-keys';

export { lookKey, nameKey };

/** A valid display name (trimmed, NFC), or the error naming `field`. */
export function accountName(value: unknown, field = 'name'): { error?: string; value?: string } {
  const checked = playerName(value, field);
  if (checked.value !== undefined && nameKey(checked.value) === '')
    return { error: `${field} must contain a letter or a digit` };
  return checked;
}

/** Both keys of a name. */
export const nameKeys = (name: string) => ({ key: nameKey(name), look: lookKey(name) });
export type NameKeys = ReturnType<typeof nameKeys>;
