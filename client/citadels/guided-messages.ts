/**
 * The coach's words in Machiavelli's guided first game (client/citadels/guided.ts), in English and Dutch:
 * what to do now and why. Added with the game's own words (client/citadels/words.ts).
 */
const en = {
  'citadels.guided.pick':
    'Choose your character for this round: press Take under a card. Its rank (1 to 8) is when you play, and its power helps you — the King takes the crown, the Merchant earns gold.',
  'citadels.guided.discard':
    'Put one of the remaining characters face down, out of this round: press Discard under a card. Your opponent cannot take it.',
  'citadels.guided.keep':
    'You drew cards: keep one of them (press Keep). A district you keep can be built later with gold.',
  'citadels.guided.resources':
    'Your character is called. First take resources: 2 gold, or draw 2 cards and keep one. Gold builds districts; cards give you districts to build.',
  'citadels.guided.pay': 'Pay for this district: choose how, with the buttons of your turn.',
  'citadels.guided.power':
    "Your character's power is offered (outlined): use it now if it helps you, or build and end your turn.",
  'citadels.guided.build':
    'Build a district from your hand: press Build on a card you can pay for. Every district is worth its price in points; 8 districts end the game.',
  'citadels.guided.income': 'Collect income: your character earns 1 gold for each district of its colour in your city.',
  'citadels.guided.end': 'Nothing more you want to do? Press End turn; the next character is called.',
};

const nl: Record<keyof typeof en, string> = {
  'citadels.guided.pick':
    'Kies je karakter voor deze ronde: druk op Neem onder een kaart. Zijn rang (1 tot 8) bepaalt wanneer je speelt, en zijn gave helpt je — de Koning neemt de kroon, de Koopman verdient goud.',
  'citadels.guided.discard':
    'Leg een van de overgebleven karakters gedekt weg, uit deze ronde: druk op Leg af onder een kaart. Je tegenstander kan het dan niet nemen.',
  'citadels.guided.keep':
    'Je trok kaarten: houd er een (druk op Houd). Een gebouw dat je houdt, kun je later met goud bouwen.',
  'citadels.guided.resources':
    'Je karakter is aan de beurt. Neem eerst iets: 2 goudstukken, of trek 2 kaarten en houd er een. Met goud bouw je; kaarten geven je gebouwen om te bouwen.',
  'citadels.guided.pay': 'Betaal dit gebouw: kies hoe, met de knoppen van je beurt.',
  'citadels.guided.power':
    'De gave van je karakter is beschikbaar (omlijnd): gebruik haar nu als ze je helpt, of bouw en beëindig je beurt.',
  'citadels.guided.build':
    'Bouw een gebouw uit je hand: druk op Bouw bij een kaart die je kunt betalen. Elk gebouw is zijn prijs in punten waard; 8 gebouwen beëindigen het spel.',
  'citadels.guided.income':
    'Ontvang inkomsten: je karakter verdient 1 goudstuk voor elk gebouw van zijn kleur in je stad.',
  'citadels.guided.end': 'Wil je niets meer doen? Druk op Beëindig je beurt; het volgende karakter wordt geroepen.',
};

export const citadelsGuidedMessages = { en, nl };

export type CitadelsGuidedKey = keyof typeof en;

// These keys are message keys (client/i18n/dictionary.ts, `GameMessageKeys`).
declare module '../i18n/dictionary' {
  interface GameMessageKeys {
    citadelsGuided: CitadelsGuidedKey;
  }
}
