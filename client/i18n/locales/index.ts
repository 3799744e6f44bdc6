/**
 * The client words of every language kept in a folder (client/i18n/locales/<code>/): one line each
 * (README.md#languages), each a loader, so that a language's words are their own chunk, fetched when the
 * language is chosen (client/i18n/dictionary.ts, `loadLanguage`). The type checker asks for every such
 * language of games/shared/languages.ts.
 */
import type { FolderLanguage } from '../../../games/shared/languages';
import type { ClientLocale } from './locale';

export const CLIENT_LOCALES: Readonly<Record<FolderLanguage, () => Promise<ClientLocale>>> = {
  de: () => import('./de').then((module) => module.de),
  fr: () => import('./fr').then((module) => module.fr),
};
