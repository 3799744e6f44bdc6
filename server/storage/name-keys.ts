/**
 * The two keys the accounts table stores a name under, each a unique index (docs/security.md#account-names;
 * the rules of a name itself are in server/accounts/names.ts). They live with the storage because the
 * migration that gave existing accounts their look keys (account-credentials-migration.ts) computes them too.
 */
import { skeleton } from './skeleton';

/** The name's sign-in key: compatibility-decomposed, marks dropped, case-folded, spaces collapsed. */
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

/** The name's look-alike key: the skeleton of its sign-in key, folded again (a prototype may be a capital). */
export const lookKey = (name: string): string => nameKey(skeleton(nameKey(name)));
