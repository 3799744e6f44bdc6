/** The words of How to play (client/learn/), in English and Dutch. */
export const learnMessages = {
  en: {
    'learn.howToPlay': 'How to play',
    'learn.howToPlayGame': 'How to play {game}',
    'learn.close': 'Close',
    'learn.none': 'There is no how-to-play text for this game yet.',
    'learn.purist': 'Purist: no projected scores, highlights or remaining-tile counts',
    'learn.projected': 'If the game ended now: {n}',
    'learn.worth': '{n} {n|point|points} for {players} if the game ended now ({feature})',
  },
  nl: {
    'learn.howToPlay': 'Zo speel je',
    'learn.howToPlayGame': 'Zo speel je {game}',
    'learn.close': 'Sluiten',
    'learn.none': 'Voor dit spel is er nog geen uitleg.',
    'learn.purist': 'Puristisch: geen verwachte scores, markeringen of tellingen van de overgebleven tegels',
    'learn.projected': 'Als het spel nu eindigde: {n}',
    'learn.worth': '{n} {n|punt|punten} voor {players} als het spel nu eindigde ({feature})',
  },
} as const;
