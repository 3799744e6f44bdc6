/**
 * The 27 characters (docs/rules/citadels.md#characters): rank, English and Dutch names, origin and a short
 * rules text in both languages. Dutch names follow docs/rules/citadels.md#names (rules-page names for the
 * base eight and the Queen, plain translations for the rest), kept in this one table so they can be corrected
 * in one place.
 */
import { localizeCards, type BaseTexts } from '../../locales/localize';
import type { DistrictType } from './districts';

interface CharacterData {
  readonly rank: number;
  readonly name: BaseTexts;
  /** B = 2000 base game, DC = Dark City, N = new in 2016. */
  readonly origin: 'B' | 'DC' | 'N';
  /** The district type this character gains resources for (the gem on its rank). */
  readonly gem?: Exclude<DistrictType, 'unique'>;
  readonly text: BaseTexts;
}

const c = (
  rank: number,
  en: string,
  nl: string,
  origin: 'B' | 'DC' | 'N',
  textEn: string,
  textNl: string,
  gem?: Exclude<DistrictType, 'unique'>,
) => ({ rank, name: { en, nl }, origin, text: { en: textEn, nl: textNl }, ...(gem ? { gem } : {}) }) as const;

// One character to a row, in rank order, as the box lists them (prettier would spread each over 8 lines).
// prettier-ignore
const CHARACTER_DATA = {
  assassin: c(1, 'Assassin', 'Moordenares', 'B', 'Name a character to kill. It skips its turn.', 'Noem een karakter dat je vermoordt. Het slaat zijn beurt over.'),
  witch: c(1, 'Witch', 'Heks', 'DC', 'Gather, then bewitch a character; finish your turn as that character.', 'Neem inkomen en betover een karakter; speel je beurt verder als dat karakter.'),
  magistrate: c(1, 'Magistrate', 'Magistraat', 'N', 'Place 3 warrants; confiscate the first district the signed character pays for.', 'Leg 3 bevelschriften; neem het eerste betaalde gebouw van het getekende karakter in beslag.'),
  thief: c(2, 'Thief', 'Dief', 'B', 'Name a character to rob (not rank 1 or the killed one). Take its gold when it is revealed.', 'Noem een karakter om te bestelen (niet nummer 1 of het vermoorde). Je krijgt zijn goud als het wordt omgedraaid.'),
  spy: c(2, 'Spy', 'Spion', 'N', 'Name a player and a district type; take 1 gold and draw 1 card per matching card in their hand.', 'Noem een speler en een soort; neem 1 goud en trek 1 kaart per passende kaart in zijn hand.'),
  blackmailer: c(2, 'Blackmailer', 'Afperser', 'N', 'Threaten 2 characters; they bribe you with half their gold or risk losing it all.', 'Bedreig 2 karakters; zij kopen je af met de helft van hun goud of riskeren alles.'),
  magician: c(3, 'Magician', 'Magiër', 'B', 'Swap hands with another player, or discard any cards and draw as many.', 'Ruil je hand met een andere speler, of leg kaarten af en trek er evenveel.'),
  wizard: c(3, 'Wizard', 'Tovenaar', 'DC', "Look at a player's hand and take 1 card; you may build identical districts.", 'Bekijk de hand van een speler en neem 1 kaart; je mag dubbele gebouwen bouwen.'),
  seer: c(3, 'Seer', 'Ziener', 'N', 'Take a random card from each player, then give each of them 1 card. Build up to 2.', 'Neem van iedere speler een willekeurige kaart en geef ieder 1 kaart terug. Bouw er tot 2.'),
  king: c(4, 'King', 'Koning', 'B', 'Gain 1 gold per noble district. Take the crown.', 'Krijg 1 goud per nobel gebouw. Pak de kroon.', 'noble'),
  emperor: c(4, 'Emperor', 'Keizer', 'DC', 'Gain 1 gold per noble district. Give the crown to another player and take 1 gold or card from them.', 'Krijg 1 goud per nobel gebouw. Geef de kroon aan een ander en neem 1 goud of kaart van die speler.', 'noble'),
  patrician: c(4, 'Patrician', 'Patriciër', 'N', 'Gain 1 card per noble district. Take the crown.', 'Krijg 1 kaart per nobel gebouw. Pak de kroon.', 'noble'),
  bishop: c(5, 'Bishop', 'Bisschop', 'B', 'Gain 1 gold per religious district. Rank 8 cannot use its ability on your districts.', 'Krijg 1 goud per religieus gebouw. Nummer 8 kan je gebouwen niet aanvallen.', 'religious'),
  abbot: c(5, 'Abbot', 'Abt', 'DC', 'Gain 1 gold or card per religious district. The richest player gives you 1 gold.', 'Krijg 1 goud of kaart per religieus gebouw. De rijkste speler geeft je 1 goud.', 'religious'),
  cardinal: c(5, 'Cardinal', 'Kardinaal', 'N', 'Gain 1 card per religious district. Take missing gold from a player, paying with cards.', 'Krijg 1 kaart per religieus gebouw. Neem ontbrekend goud van een speler en betaal met kaarten.', 'religious'),
  merchant: c(6, 'Merchant', 'Koopvrouw', 'B', 'Gain 1 gold per trade district. Gain 1 extra gold.', 'Krijg 1 goud per handelsgebouw. Krijg 1 goud extra.', 'trade'),
  alchemist: c(6, 'Alchemist', 'Alchemist', 'DC', 'At the end of your turn, get back the gold you paid to build.', 'Krijg aan het eind van je beurt het goud terug dat je aan bouwen betaalde.'),
  trader: c(6, 'Trader', 'Handelaar', 'N', 'Gain 1 gold per trade district. Trade districts do not count toward your building limit.', 'Krijg 1 goud per handelsgebouw. Handelsgebouwen tellen niet mee voor je bouwlimiet.', 'trade'),
  architect: c(7, 'Architect', 'Bouwmeester', 'B', 'Gain 2 extra cards. Build up to 3 districts.', 'Trek 2 extra kaarten. Bouw tot 3 gebouwen.'),
  navigator: c(7, 'Navigator', 'Zeevaarder', 'DC', 'Gain 4 gold or 4 cards. You cannot build.', 'Krijg 4 goud of 4 kaarten. Je mag niet bouwen.'),
  scholar: c(7, 'Scholar', 'Geleerde', 'N', 'Draw 7 cards, keep 1, shuffle the rest into the deck. Build up to 2.', 'Trek 7 kaarten, houd er 1 en schud de rest terug. Bouw tot 2.'),
  warlord: c(8, 'Warlord', 'Condottiere', 'B', 'Gain 1 gold per military district. Destroy a district by paying its cost minus 1.', 'Krijg 1 goud per militair gebouw. Vernietig een gebouw voor de bouwkosten min 1.', 'military'),
  diplomat: c(8, 'Diplomat', 'Diplomaat', 'DC', 'Gain 1 gold per military district. Exchange a district with another player, paying the difference.', 'Krijg 1 goud per militair gebouw. Ruil een gebouw met een andere speler en betaal het verschil.', 'military'),
  marshal: c(8, 'Marshal', 'Maarschalk', 'N', "Gain 1 gold per military district. Seize a district costing 3 or less, paying its owner.", 'Krijg 1 goud per militair gebouw. Neem een gebouw van hoogstens 3 over en betaal de eigenaar.', 'military'),
  queen: c(9, 'Queen', 'Koningin', 'DC', 'Gain 3 gold if you sit next to the rank 4 character. Needs 5+ players.', 'Krijg 3 goud als je naast nummer 4 zit. Vanaf 5 spelers.'),
  artist: c(9, 'Artist', 'Kunstenares', 'DC', 'Beautify up to 2 of your districts with 1 gold each: +1 to their cost.', 'Versier tot 2 van je gebouwen met elk 1 goud: hun waarde stijgt met 1.'),
  'tax-collector': c(9, 'Tax Collector', 'Belastinginner', 'DC', 'Every player pays 1 gold to your pile per district they build; take the pile in your turn.', 'Iedere speler betaalt 1 goud per gebouwd gebouw op jouw stapel; neem die in je beurt.'),
} as const satisfies Record<string, CharacterData>;

/** The characters, their names and short rules in every language (the other languages': games/locales/). */
export const CHARACTERS = localizeCards(CHARACTER_DATA, (locale) => locale.citadels.characters);

export type CharacterId = keyof typeof CHARACTERS;
export const CHARACTER_IDS = Object.keys(CHARACTERS) as CharacterId[];

export function rankOf(id: CharacterId): number {
  return CHARACTERS[id].rank;
}

export function isCharacter(id: unknown): id is CharacterId {
  return typeof id === 'string' && Object.hasOwn(CHARACTERS, id);
}
