/**
 * The words only the server sends, push notifications and mails, of every language kept in a folder
 * (games/locales/<code>/notices.ts), imported by its code of games/shared/languages.ts: a module of their
 * own, which the page never loads, so that its bundle does not carry them (README.md#languages).
 */
import { FOLDER_LANGUAGES, type FolderLanguage } from '../shared/languages';
import type { MailWords, PushWords } from './words';

export interface Notices {
  readonly push: PushWords;
  readonly mail: MailWords;
}

async function load(code: FolderLanguage): Promise<readonly [FolderLanguage, Notices]> {
  try {
    return [code, (await import(`./${code}/notices.ts`)) as Notices];
  } catch (error) {
    throw new Error(`language ${code} has no games/locales/${code}/notices.ts exporting its push and mail words`, {
      cause: error,
    });
  }
}

export const FOLDER_NOTICES: Readonly<Record<FolderLanguage, Notices>> = Object.fromEntries(
  await Promise.all(FOLDER_LANGUAGES.map(load)),
) as Record<FolderLanguage, Notices>;
