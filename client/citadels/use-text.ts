/**
 * The board's words in the current language: UI strings through the shared dictionary, card and
 * character names and one-line rules from the Citadels data tables, their full rules from card-rules.ts, and labels for action types (a type
 * without its own label, such as a character added later, gets its name split into words).
 */
import { useMemo } from 'react';
import {
  CHARACTERS,
  districtOf,
  UNIQUE_DISTRICTS,
  type CardId,
  type CharacterId,
  type DistrictType,
  type UniqueDistrictId,
} from '../../games/citadels/index';
import { characterFullRule, districtFullRule } from './card-rules';
import { MESSAGES, type Language, type MessageKey } from '../i18n/dictionary';
import { useLanguage, useT } from '../i18n/LanguageProvider';

export type Translate = ReturnType<typeof useT>;

export interface CitadelsText {
  t: Translate;
  lang: Language;
  character(id: CharacterId): string;
  characterRules(id: CharacterId): string;
  district(card: CardId): string;
  /** The short effect text of a unique district, or undefined for a basic one. */
  effect(card: CardId): string | undefined;
  /** The headline of a district's help: its type, cost and short effect. */
  districtRules(card: CardId): string;
  /** The full rule of a character (client/citadels/card-rules.ts), under the headline in its help. */
  characterFullRule(id: CharacterId): string;
  /** The full rule of a unique district, or undefined for a basic one (its headline says it all). */
  districtFullRule(card: CardId): string | undefined;
  type(type: DistrictType): string;
  action(type: string): string;
}

/** `swapHands` -> `Swap hands` (for action types without a translated label). */
export function wordsOf(type: string): string {
  const words = type
    .replace(/([A-Z])/g, ' $1')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function useText(): CitadelsText {
  const { language } = useLanguage();
  const t = useT();
  return useMemo(() => {
    const effect = (card: CardId) => {
      const d = districtOf(card);
      return d?.type === 'unique' ? UNIQUE_DISTRICTS[d.id as UniqueDistrictId].text[language] : undefined;
    };
    const type = (ty: DistrictType) => t(`citadels.type.${ty}`);
    return {
      t,
      lang: language,
      character: (id) => CHARACTERS[id].name[language],
      characterRules: (id) =>
        `${t('citadels.card.rank', { n: CHARACTERS[id].rank })}. ${CHARACTERS[id].text[language]}`,
      district: (card) => districtOf(card)?.name[language] ?? t('citadels.card.hidden'),
      effect,
      districtRules: (card) => {
        const d = districtOf(card);
        if (!d) return t('citadels.card.hidden');
        const head = t('citadels.card.district', { type: type(d.type), cost: d.cost });
        return [head, effect(card)].filter(Boolean).join(' ');
      },
      characterFullRule: (id) => characterFullRule(id, language),
      districtFullRule: (card) => {
        const d = districtOf(card);
        return d?.type === 'unique' ? districtFullRule(d.id as UniqueDistrictId, language) : undefined;
      },
      type,
      action: (ty) => {
        const key = `citadels.action.${ty}`;
        return Object.hasOwn(MESSAGES[language], key) ? t(key as MessageKey) : wordsOf(ty);
      },
    };
  }, [language, t]);
}
