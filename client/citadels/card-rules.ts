/**
 * The full rule of a character or a unique district in a language, for the card's help popup
 * (components/CardFrame.tsx): one table per language, card-rules.en.ts and card-rules.nl.ts, and each
 * other language's in its folder (client/i18n/locales/<code>/card-rules.ts; a rule it lacks shows in
 * English). Basic districts have no rule beyond their type and cost.
 */
import type { CharacterId, UniqueDistrictId } from '../../games/citadels/index';
import type { Language } from '../i18n/dictionary';
import { folderCardRules } from '../i18n/dictionary';
import { CHARACTER_RULES_EN, DISTRICT_RULES_EN } from './card-rules.en';
import { CHARACTER_RULES_NL, DISTRICT_RULES_NL } from './card-rules.nl';

export function characterFullRule(id: CharacterId, language: Language): string {
  if (language === 'en') return CHARACTER_RULES_EN[id];
  if (language === 'nl') return CHARACTER_RULES_NL[id];
  return folderCardRules(language)?.characters[id] ?? CHARACTER_RULES_EN[id];
}

export function districtFullRule(id: UniqueDistrictId, language: Language): string {
  if (language === 'en') return DISTRICT_RULES_EN[id];
  if (language === 'nl') return DISTRICT_RULES_NL[id];
  return folderCardRules(language)?.districts[id] ?? DISTRICT_RULES_EN[id];
}
