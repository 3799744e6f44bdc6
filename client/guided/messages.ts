/** The guided first game's shared words (client/guided/), in English and Dutch; each game's coach texts are its own. */
export const guidedMessages = {
  en: {
    'guided.play': 'Play a guided first game',
    'guided.playGame': 'Play a guided first game of {game}',
    'guided.title': 'Guided first game: {game}',
    'guided.intro':
      'You play one game against the easy bot, with a fixed deal. A coach above the board says what to do at each step and outlines the control to use; any other legal move is fine too. Skip the tutorial whenever you like: the game goes on without the coach. A reload brings you back where you were.',
    'guided.start': 'Start the guided game',
    'guided.none': 'There is no guided first game for this game yet.',
    'guided.coach': 'Coach',
    'guided.skip': 'Skip tutorial',
    'guided.wait': 'The bot is playing its turn: watch the board to see what it does.',
    'guided.over':
      'The game is over: the final scores are below. Well done! From the home page you can now play at one screen or online.',
  },
  nl: {
    'guided.play': 'Speel een begeleid eerste spel',
    'guided.playGame': 'Speel een begeleid eerste spel {game}',
    'guided.title': 'Begeleid eerste spel: {game}',
    'guided.intro':
      'Je speelt één spel tegen de makkelijke bot, met een vaste verdeling. Een coach boven het bord zegt bij elke stap wat je kunt doen en omlijnt wat je daarvoor gebruikt; elke andere geldige zet mag ook. Sla de uitleg over wanneer je wilt: het spel gaat dan verder zonder coach. Na herladen ga je verder waar je was.',
    'guided.start': 'Begin het begeleide spel',
    'guided.none': 'Voor dit spel is er nog geen begeleid eerste spel.',
    'guided.coach': 'Coach',
    'guided.skip': 'Uitleg overslaan',
    'guided.wait': 'De bot speelt zijn beurt: kijk op het bord wat hij doet.',
    'guided.over':
      'Het spel is afgelopen: de eindstand staat hieronder. Goed gedaan! Vanaf de startpagina kun je nu aan één scherm of online spelen.',
  },
} as const;

// These keys are message keys (client/i18n/dictionary.ts, `AreaMessageKeys`); client/area-words.ts adds the words.
declare module '../i18n/dictionary' {
  interface AreaMessageKeys {
    guided: keyof typeof guidedMessages.en;
  }
}
