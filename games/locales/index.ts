/**
 * The games-side words of every language kept in a folder (games/locales/<code>/): one line each
 * (README.md#languages). The type checker asks for every such language of games/shared/languages.ts.
 */
import type { FolderLanguage } from '../shared/languages';
import { de } from './de';
import { fr } from './fr';
import type { GameLocale } from './words';

export const GAME_LOCALES: Readonly<Record<FolderLanguage, GameLocale>> = {
  de,
  fr,
};
