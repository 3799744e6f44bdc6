/**
 * The client words of every language kept in a folder (client/i18n/locales/<code>/): one line each
 * (README.md#languages). The type checker asks for every such language of games/shared/languages.ts.
 */
import type { FolderLanguage } from '../../../games/shared/languages';
import { de } from './de';
import { fr } from './fr';
import type { ClientLocale } from './locale';

export const CLIENT_LOCALES: Readonly<Record<FolderLanguage, ClientLocale>> = {
  de,
  fr,
};
