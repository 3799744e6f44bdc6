/**
 * Carcassonne's words on the home page, its description, in English and Dutch: the only words of the game that
 * client/game-list.ts adds at once (with the meta's title). The rest come with the game's chunk
 * (client/carcassonne/words.ts), so the home page's bundle holds no game's words but these.
 */
const en = {
  'game.carcassonne.description':
    'Lay tiles to build roads, cities and monasteries across the French countryside, and place your followers to score them.',
} as const;

export type CarcassonneHomeMessageKey = keyof typeof en;

const nl: Record<CarcassonneHomeMessageKey, string> = {
  'game.carcassonne.description':
    'Leg landschapskaarten aan tot wegen, steden en kloosters, en zet je horigen in om ze te laten scoren.',
};

export const carcassonneHomeMessages = { en, nl };

// These keys are message keys (client/i18n/dictionary.ts, `GameMessageKeys`).
declare module '../i18n/dictionary' {
  interface GameMessageKeys {
    carcassonneHome: CarcassonneHomeMessageKey;
  }
}
