/**
 * The full rule of a character or a unique district in a language, for the card's help popup
 * (components/CardFrame.tsx): one table per language, card-rules.en.ts and card-rules.nl.ts. Basic
 * districts have no rule beyond their type and cost.
 */
import type { CharacterId, UniqueDistrictId } from '../../games/citadels/index';
import type { Language } from '../i18n/dictionary';
import { CHARACTER_RULES_EN, DISTRICT_RULES_EN } from './card-rules.en';
import { CHARACTER_RULES_NL, DISTRICT_RULES_NL } from './card-rules.nl';

const CHARACTERS: Record<Language, Record<CharacterId, string>> = { en: CHARACTER_RULES_EN, nl: CHARACTER_RULES_NL };
const DISTRICTS: Record<Language, Record<UniqueDistrictId, string>> = { en: DISTRICT_RULES_EN, nl: DISTRICT_RULES_NL };

export const characterFullRule = (id: CharacterId, language: Language): string => CHARACTERS[language][id];

export const districtFullRule = (id: UniqueDistrictId, language: Language): string => DISTRICTS[language][id];
