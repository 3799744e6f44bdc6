/**
 * The official casts (docs/rules/citadels.md#presets): one character per rank 1-8, the optional rank 9,
 * and the 14 unique districts each preset uses. `FIRST_GAME` is the default cast.
 */
import { localizeNames, type BaseTexts } from '../../locales/localize';
import type { CharacterId } from './characters';
import type { UniqueDistrictId } from './districts';

interface Preset {
  readonly name: BaseTexts;
  /** Ranks 1-8 in order. */
  readonly cast: readonly CharacterId[];
  /** The rank 9 character, used when required (3 or 8 players) or wanted. */
  readonly rank9: CharacterId | null;
  readonly uniques: readonly UniqueDistrictId[];
}

const PRESET_DATA = {
  'first-game': {
    name: { en: 'Basic / first game', nl: 'Basis / eerste spel' },
    cast: ['assassin', 'thief', 'magician', 'king', 'bishop', 'merchant', 'architect', 'warlord'],
    rank9: null,
    uniques: [
      'dragon-gate',
      'factory',
      'haunted-quarter',
      'imperial-treasury',
      'keep',
      'laboratory',
      'library',
      'map-room',
      'quarry',
      'school-of-magic',
      'smithy',
      'statue',
      'thieves-den',
      'wishing-well',
    ],
  },
  'ambitious-aristocrats': {
    name: { en: 'Ambitious Aristocrats', nl: 'Ambitieuze Aristocraten' },
    cast: ['magistrate', 'thief', 'wizard', 'patrician', 'bishop', 'trader', 'architect', 'marshal'],
    rank9: 'queen',
    uniques: [
      'capitol',
      'factory',
      'framework',
      'great-wall',
      'haunted-quarter',
      'keep',
      'necropolis',
      'park',
      'poor-house',
      'quarry',
      'school-of-magic',
      'stables',
      'statue',
      'thieves-den',
    ],
  },
  'cunning-agents': {
    name: { en: 'Cunning Agents', nl: 'Sluwe Agenten' },
    cast: ['witch', 'blackmailer', 'magician', 'emperor', 'abbot', 'alchemist', 'architect', 'warlord'],
    rank9: 'tax-collector',
    uniques: [
      'armory',
      'basilica',
      'dragon-gate',
      'gold-mine',
      'keep',
      'monument',
      'museum',
      'necropolis',
      'park',
      'poor-house',
      'quarry',
      'secret-vault',
      'smithy',
      'theater',
    ],
  },
  'illustrious-emissaries': {
    name: { en: 'Illustrious Emissaries', nl: 'Illustere Gezanten' },
    cast: ['witch', 'spy', 'seer', 'emperor', 'bishop', 'merchant', 'scholar', 'diplomat'],
    rank9: 'artist',
    uniques: [
      'factory',
      'framework',
      'great-wall',
      'haunted-quarter',
      'ivory-tower',
      'keep',
      'library',
      'museum',
      'observatory',
      'park',
      'poor-house',
      'quarry',
      'school-of-magic',
      'smithy',
    ],
  },
  'devious-dignitaries': {
    name: { en: 'Devious Dignitaries', nl: 'Sluwe Hoogwaardigheidsbekleders' },
    cast: ['magistrate', 'blackmailer', 'wizard', 'king', 'abbot', 'alchemist', 'navigator', 'marshal'],
    rank9: 'queen',
    uniques: [
      'dragon-gate',
      'factory',
      'framework',
      'haunted-quarter',
      'laboratory',
      'necropolis',
      'park',
      'poor-house',
      'secret-vault',
      'smithy',
      'stables',
      'theater',
      'thieves-den',
      'wishing-well',
    ],
  },
  'tenacious-delegates': {
    name: { en: 'Tenacious Delegates', nl: 'Volhardende Afgevaardigden' },
    cast: ['assassin', 'spy', 'seer', 'king', 'cardinal', 'trader', 'scholar', 'diplomat'],
    rank9: 'artist',
    uniques: [
      'basilica',
      'capitol',
      'haunted-quarter',
      'imperial-treasury',
      'laboratory',
      'library',
      'map-room',
      'observatory',
      'school-of-magic',
      'secret-vault',
      'smithy',
      'stables',
      'statue',
      'wishing-well',
    ],
  },
  'vicious-nobles': {
    name: { en: 'Vicious Nobles', nl: 'Wrede Edelen' },
    cast: ['assassin', 'thief', 'magician', 'patrician', 'cardinal', 'merchant', 'navigator', 'warlord'],
    rank9: 'tax-collector',
    uniques: [
      'armory',
      'basilica',
      'dragon-gate',
      'gold-mine',
      'imperial-treasury',
      'ivory-tower',
      'laboratory',
      'map-room',
      'monument',
      'museum',
      'school-of-magic',
      'statue',
      'thieves-den',
      'wishing-well',
    ],
  },
} as const satisfies Record<string, Preset>;

/** The casts, their names in every language. */
export const PRESETS = localizeNames(PRESET_DATA, (locale) => locale.citadels.presets);

export type PresetId = keyof typeof PRESETS;
export const FIRST_GAME = PRESETS['first-game'];
