/**
 * Machiavelli's (Citadels') words on the home page, its description, in English and Dutch: the only words of the game that
 * client/game-list.ts adds at once (with the meta's title). The rest come with the game's chunk
 * (client/citadels/words.ts), so the home page's bundle holds no game's words but these.
 */
const en = {
  'game.citadels.description':
    'Choose a secret character each round, gather gold and build the most splendid city (Citadels).',
} as const;

export type CitadelsHomeMessageKey = keyof typeof en;

const nl: Record<CitadelsHomeMessageKey, string> = {
  'game.citadels.description':
    'Kies elke ronde in het geheim een karakter, verzamel goud en bouw de prachtigste stad (Citadels).',
};

export const citadelsHomeMessages = { en, nl };

// These keys are message keys (client/i18n/dictionary.ts, `GameMessageKeys`).
declare module '../i18n/dictionary' {
  interface GameMessageKeys {
    citadelsHome: CitadelsHomeMessageKey;
  }
}
