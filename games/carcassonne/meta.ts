/**
 * Carcassonne's facts for the home page and the lists, free of game code (docs/rules/carcassonne.md); six
 * players only with Inns & Cathedrals (docs/rules/carcassonne.md#six-players).
 */
import type { GameMeta } from '../shared/game-module';

export const carcassonneMeta = {
  name: 'carcassonne',
  minPlayers: 2,
  maxPlayers: 6,
  recordFormats: ['carcassonne-record'],
  title: { en: 'Carcassonne', nl: 'Carcassonne' },
} as const satisfies GameMeta;
