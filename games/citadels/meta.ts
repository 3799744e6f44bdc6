/**
 * Machiavelli's (Citadels') facts for the home page and the lists, free of game code
 * (docs/rules/citadels.md). Its records: the full record, and a record as one viewer saw it.
 */
import type { GameMeta } from '../shared/game-module';

export const citadelsMeta = {
  name: 'citadels',
  minPlayers: 2,
  maxPlayers: 8,
  recordFormats: ['citadels-record', 'citadels-view-record'],
  title: { en: 'Machiavelli', nl: 'Machiavelli' },
} as const satisfies GameMeta;
