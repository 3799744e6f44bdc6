/**
 * The district cards (docs/rules/citadels.md#districts): the 54 basic districts and the 30 unique districts,
 * with English and Dutch names, type, cost and number of copies. Dutch names for the basic districts are the
 * 2000-edition names (docs/rules/citadels.md#basic-districts); the unique districts use the 2000 names where
 * they exist, otherwise a plain translation (docs/rules/citadels.md#names), all kept here so they can be
 * corrected in one place.
 *
 * Every physical card has its own id, `<district>#<copy>` (e.g. `"temple#2"`, `"keep#1"`), so hands can
 * be tracked card by card and a hidden card is a unique token.
 */
import { localizeCards, localizeNames, type BaseTexts } from '../../locales/localize';
import type { Texts } from '../../shared/languages';

export type DistrictType = 'noble' | 'religious' | 'trade' | 'military' | 'unique';
export const DISTRICT_TYPES = [
  'noble',
  'religious',
  'trade',
  'military',
  'unique',
] as const satisfies readonly DistrictType[];

/** A name or text in every language. */
export type Names = Texts;

interface BasicDistrictData {
  readonly name: BaseTexts;
  readonly type: Exclude<DistrictType, 'unique'>;
  readonly cost: number;
  readonly copies: number;
}

interface UniqueDistrictData {
  readonly name: BaseTexts;
  readonly type: 'unique';
  /** Build cost; the Secret Vault has none (`buildable: false`). */
  readonly cost: number;
  readonly copies: 1;
  readonly buildable?: false;
  /** B = 2000 base game, DC = Dark City, N = new in 2016 (docs/rules/citadels.md#characters). */
  readonly origin: 'B' | 'DC' | 'N';
  /** Short rules text in English and Dutch (the other languages: games/locales/). */
  readonly text: BaseTexts;
}

/** docs/rules/citadels.md#basic-districts: 12 noble, 11 religious, 20 trade, 11 military = 54 cards. */
const BASIC_DISTRICT_DATA = {
  manor: { name: { en: 'Manor', nl: 'Landgoed' }, type: 'noble', cost: 3, copies: 5 },
  castle: { name: { en: 'Castle', nl: 'Kasteel' }, type: 'noble', cost: 4, copies: 4 },
  palace: { name: { en: 'Palace', nl: 'Paleis' }, type: 'noble', cost: 5, copies: 3 },
  temple: { name: { en: 'Temple', nl: 'Tempel' }, type: 'religious', cost: 1, copies: 3 },
  church: { name: { en: 'Church', nl: 'Kerk' }, type: 'religious', cost: 2, copies: 3 },
  monastery: { name: { en: 'Monastery', nl: 'Klooster' }, type: 'religious', cost: 3, copies: 3 },
  cathedral: { name: { en: 'Cathedral', nl: 'Kathedraal' }, type: 'religious', cost: 5, copies: 2 },
  tavern: { name: { en: 'Tavern', nl: 'Taveerne' }, type: 'trade', cost: 1, copies: 5 },
  market: { name: { en: 'Market', nl: 'Markt' }, type: 'trade', cost: 2, copies: 4 },
  'trading-post': { name: { en: 'Trading Post', nl: 'Winkels' }, type: 'trade', cost: 2, copies: 3 },
  docks: { name: { en: 'Docks', nl: 'Handelshuis' }, type: 'trade', cost: 3, copies: 3 },
  harbor: { name: { en: 'Harbor', nl: 'Haven' }, type: 'trade', cost: 4, copies: 3 },
  'town-hall': { name: { en: 'Town Hall', nl: 'Raadhuis' }, type: 'trade', cost: 5, copies: 2 },
  watchtower: { name: { en: 'Watchtower', nl: 'Wachttoren' }, type: 'military', cost: 1, copies: 3 },
  prison: { name: { en: 'Prison', nl: 'Gevangenis' }, type: 'military', cost: 2, copies: 3 },
  barracks: { name: { en: 'Barracks', nl: 'Toernooiveld' }, type: 'military', cost: 3, copies: 3 },
  fortress: { name: { en: 'Fortress', nl: 'Burcht' }, type: 'military', cost: 5, copies: 2 },
} as const satisfies Record<string, BasicDistrictData>;

/** The basic districts, their names in every language. */
export const BASIC_DISTRICTS = localizeNames(BASIC_DISTRICT_DATA, (locale) => locale.citadels.basicDistricts);

const u = (en: string, nl: string, cost: number, origin: 'B' | 'DC' | 'N', textEn: string, textNl: string) =>
  ({ name: { en, nl }, type: 'unique', cost, copies: 1, origin, text: { en: textEn, nl: textNl } }) as const;

/** docs/rules/citadels.md#unique-districts: the 30 unique districts (14 are used in a game). */
// One district to a row, in name order (prettier would spread each over 8 lines).
// prettier-ignore
const UNIQUE_DISTRICT_DATA = {
  armory: u('Armory', 'Wapenkamer', 3, 'DC', 'During your turn, destroy the Armory to destroy 1 district of your choice (not in a completed city).', 'Vernietig in je beurt de Wapenkamer om 1 gebouw naar keuze te vernietigen (niet in een complete stad).'),
  basilica: u('Basilica', 'Basiliek', 4, 'N', 'At game end, +1 point per district in your city with an odd cost.', 'Aan het eind +1 punt per gebouw in je stad met oneven bouwkosten.'),
  capitol: u('Capitol', 'Capitool', 5, 'N', 'At game end, +3 points if you have at least 3 districts of the same type.', 'Aan het eind +3 punten als je minstens 3 gebouwen van dezelfde soort hebt.'),
  'dragon-gate': u('Dragon Gate', 'Drakenpoort', 6, 'B', 'At game end, +2 points.', 'Aan het eind +2 punten.'),
  factory: u('Factory', 'Fabriek', 5, 'DC', 'Your other unique districts cost 1 gold less to build.', 'Je andere unieke gebouwen kosten 1 goud minder om te bouwen.'),
  framework: u('Framework', 'Steigers', 3, 'N', 'Instead of paying for a district, you may destroy the Framework to build it.', 'In plaats van te betalen mag je de Steigers vernietigen om een gebouw te bouwen.'),
  'gold-mine': u('Gold Mine', 'Goudmijn', 6, 'N', 'When you gather gold, gain 1 extra gold.', 'Als je goud neemt als inkomen, krijg je 1 goud extra.'),
  'great-wall': u('Great Wall', 'Grote Muur', 6, 'B', 'The rank 8 character pays 1 more to use its ability on your other districts.', 'Nummer 8 betaalt 1 goud meer om zijn kracht op je andere gebouwen te gebruiken.'),
  'haunted-quarter': u('Haunted Quarter', 'Hof der Wonderen', 2, 'B', 'At game end, counts as the district type of your choice.', 'Telt aan het eind als de soort gebouw van jouw keuze.'),
  'imperial-treasury': u('Imperial Treasury', 'Keizerlijke Schatkist', 5, 'DC', 'At game end, +1 point per gold in your stash.', 'Aan het eind +1 punt per goudstuk in je voorraad.'),
  'ivory-tower': u('Ivory Tower', 'Ivoren Toren', 5, 'N', 'At game end, +5 points if it is the only unique district in your city.', 'Aan het eind +5 punten als dit het enige unieke gebouw in je stad is.'),
  keep: u('Keep', 'Kerker', 3, 'B', 'The rank 8 character cannot use its ability on the Keep.', 'Nummer 8 kan zijn kracht niet op de Kerker gebruiken.'),
  laboratory: u('Laboratory', 'Laboratorium', 5, 'B', 'Once per turn, discard 1 card from your hand to gain 2 gold.', 'Eens per beurt: leg 1 handkaart af en krijg 2 goud.'),
  library: u('Library', 'Bibliotheek', 6, 'B', 'When you gather cards, keep all the cards you draw.', 'Als je kaarten trekt als inkomen, houd je ze allemaal.'),
  'map-room': u('Map Room', 'Kaartenkamer', 5, 'DC', 'At game end, +1 point per card in your hand.', 'Aan het eind +1 punt per kaart in je hand.'),
  monument: u('Monument', 'Monument', 4, 'N', 'Cannot be built with 5 or more districts in your city; counts as 2 districts toward a complete city.', 'Niet te bouwen met 5 of meer gebouwen in je stad; telt als 2 gebouwen voor een complete stad.'),
  museum: u('Museum', 'Museum', 4, 'DC', 'Once per turn, put 1 card from your hand under the Museum. At game end, +1 point per card under it.', 'Eens per beurt: leg 1 handkaart onder het Museum. Aan het eind +1 punt per kaart eronder.'),
  necropolis: u('Necropolis', 'Necropolis', 5, 'N', 'You may build the Necropolis by destroying 1 district in your city instead of paying.', 'Je mag de Necropolis bouwen door 1 gebouw in je stad te vernietigen in plaats van te betalen.'),
  observatory: u('Observatory', 'Observatorium', 4, 'B', 'When you gather cards, draw 3 cards instead of 2.', 'Als je kaarten trekt als inkomen, trek je er 3 in plaats van 2.'),
  park: u('Park', 'Park', 6, 'DC', 'If your hand is empty at the end of your turn, gain 2 cards.', 'Is je hand leeg aan het eind van je beurt, trek dan 2 kaarten.'),
  'poor-house': u('Poor House', 'Armenhuis', 4, 'DC', 'If your stash is empty at the end of your turn, gain 1 gold.', 'Heb je aan het eind van je beurt geen goud, neem dan 1 goud.'),
  quarry: u('Quarry', 'Steengroeve', 5, 'DC', 'You may build districts identical to ones in your city.', 'Je mag gebouwen bouwen die al in je stad liggen.'),
  'school-of-magic': u('School of Magic', 'School voor Magiërs', 6, 'B', 'For abilities that gain resources for your districts, counts as the type of your choice.', 'Telt voor inkomsten per soort gebouw als de soort van jouw keuze.'),
  'secret-vault': { ...u('Secret Vault', 'Geheime Kluis', 0, 'N', 'Cannot be built. At game end, reveal it from your hand for +3 points.', 'Kan niet gebouwd worden. Toon hem aan het eind uit je hand voor 3 punten.'), buildable: false },
  smithy: u('Smithy', 'Werkplaats', 5, 'B', 'Once per turn, pay 2 gold to gain 3 cards.', 'Eens per beurt: betaal 2 goud en trek 3 kaarten.'),
  stables: u('Stables', 'Stallen', 2, 'N', 'Building the Stables does not count toward your building limit.', 'De Stallen tellen niet mee voor het maximum aantal gebouwen per beurt.'),
  statue: u('Statue', 'Standbeeld', 3, 'N', 'At game end, +5 points if you have the crown.', 'Aan het eind +5 punten als jij de kroon hebt.'),
  theater: u('Theater', 'Theater', 6, 'N', 'At the end of each selection phase, you may swap your character with an opponent\u2019s, chosen blind.', 'Aan het eind van het kiezen mag je blind je karakter ruilen met dat van een tegenstander.'),
  'thieves-den': u("Thieves' Den", 'Dievenhol', 6, 'N', "Pay some or all of the Thieves' Den's cost with cards from your hand (1 card = 1 gold).", 'Betaal (een deel van) de kosten van het Dievenhol met handkaarten (1 kaart = 1 goud).'),
  'wishing-well': u('Wishing Well', 'Wensput', 5, 'DC', 'At game end, +1 point per unique district in your city, the Wishing Well included.', 'Aan het eind +1 punt per uniek gebouw in je stad, de Wensput meegeteld.'),
} as const satisfies Record<string, UniqueDistrictData>;

/** The unique districts, their names and short rules in every language. */
export const UNIQUE_DISTRICTS = localizeCards(UNIQUE_DISTRICT_DATA, (locale) => locale.citadels.uniqueDistricts);

export type BasicDistrictId = keyof typeof BASIC_DISTRICTS;
export type UniqueDistrictId = keyof typeof UNIQUE_DISTRICTS;
export type DistrictId = BasicDistrictId | UniqueDistrictId;
/** One physical card: `<district>#<copy>`, copies numbered from 1. */
export type CardId = string;

export interface District {
  readonly id: DistrictId;
  readonly name: Names;
  readonly type: DistrictType;
  readonly cost: number;
  readonly copies: number;
  readonly buildable: boolean;
}

export const BASIC_DISTRICT_IDS = Object.keys(BASIC_DISTRICTS) as BasicDistrictId[];
export const UNIQUE_DISTRICT_IDS = Object.keys(UNIQUE_DISTRICTS) as UniqueDistrictId[];

const table: Record<string, District> = {};
for (const [id, d] of Object.entries({ ...BASIC_DISTRICTS, ...UNIQUE_DISTRICTS })) {
  table[id] = {
    id: id as DistrictId,
    name: d.name,
    type: d.type,
    cost: d.cost,
    copies: d.copies,
    buildable: !('buildable' in d),
  };
}
/** Every district by id. */
export const DISTRICTS: Readonly<Record<DistrictId, District>> = table as Record<DistrictId, District>;

const cardIds: Partial<Record<DistrictId, readonly CardId[]>> = {};
for (const id of [...BASIC_DISTRICT_IDS, ...UNIQUE_DISTRICT_IDS])
  cardIds[id] = Array.from({ length: DISTRICTS[id].copies }, (_, i) => `${id}#${i + 1}`);

/** The card ids of one district: `manor#1` .. `manor#5`. */
export function cardsOf(id: DistrictId): CardId[] {
  return [...(cardIds[id] as CardId[])];
}

/** The 54 basic cards, in table order. */
export const BASIC_CARDS: readonly CardId[] = BASIC_DISTRICT_IDS.flatMap(cardsOf);

/** Every card of a game's deck: the basic cards, then the chosen unique districts' cards in that order. */
export function deckCards(uniques: readonly UniqueDistrictId[]): CardId[] {
  const out = [...BASIC_CARDS];
  for (const id of uniques) for (const card of cardIds[id] as CardId[]) out.push(card);
  return out;
}

const cardTable: Record<CardId, District> = {};
for (const id of [...BASIC_DISTRICT_IDS, ...UNIQUE_DISTRICT_IDS])
  for (const card of cardIds[id] as CardId[]) cardTable[card] = DISTRICTS[id];

/** The district a card shows (a table lookup, no string parsing). Undefined for unknown ids. */
export function districtOf(card: CardId): District {
  return cardTable[card] as District;
}

export function isCard(card: unknown): card is CardId {
  return typeof card === 'string' && Object.hasOwn(cardTable, card);
}
