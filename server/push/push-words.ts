/**
 * The words of a turn notification, in the subscriber's language: "Your turn in Carcassonne with Ann and
 * Bob", or a reminder when little time is left. They name the game and the other seats' names only, never
 * anything of the game's state (docs/turn-based.md#push); and a friend's invitation to a table. English and
 * Dutch are here; every other language's are in its folder, games/locales/<code>/notices.ts (README.md#languages).
 */
import { gameTitleByName } from '../../games';
import { formatList } from '../../games/locales/format';
import { FOLDER_NOTICES } from '../../games/locales/notices';
import type { PushWords } from '../../games/locales/words';
import { FOLDER_LANGUAGES } from '../../games/shared/languages';
import type { PushLanguage } from './push-store';

export type NoticeKind = 'turn' | 'reminder';

const WORDS: Record<PushLanguage, PushWords> = {
  en: {
    turnTitle: 'Your turn',
    reminderTitle: 'Little time left',
    turn: 'Your turn in {game} with {names}',
    reminder: 'Your turn in {game} with {names}: little time is left',
    invitationTitle: 'Invitation to a table',
    invitation: '{name} invites you to a table of {game}',
  },
  nl: {
    turnTitle: 'Je bent aan de beurt',
    reminderTitle: 'Nog weinig tijd',
    turn: 'Je bent aan de beurt in {game} met {names}',
    reminder: 'Je bent aan de beurt in {game} met {names}: er is nog weinig tijd',
    invitationTitle: 'Uitnodiging voor een tafel',
    invitation: '{name} nodigt je uit aan een tafel van {game}',
  },
  ...Object.fromEntries(FOLDER_LANGUAGES.map((code) => [code, FOLDER_NOTICES[code].push])),
} as Record<PushLanguage, PushWords>;

/** A language's push words, as they are (test/i18n/coverage.test.ts compares them with English). */
export const pushWords = (language: PushLanguage): PushWords => WORDS[language];

/** "Ann", "Ann and Bob", "Ann, Bob and Cy" (Intl.ListFormat, British English without the serial comma). */
const nameList = (names: string[], language: PushLanguage): string => formatList(language, names);

/** "Ann invites you to a table of Carcassonne": a friend's invitation (server/accounts/friend-routes.ts). */
export function invitationWords(
  language: PushLanguage,
  gameName: string,
  from: string,
): { title: string; body: string } {
  const words = WORDS[language];
  return {
    title: words.invitationTitle,
    body: words.invitation.replace('{name}', from).replace('{game}', gameTitleByName(gameName, language)),
  };
}

export function noticeWords(
  kind: NoticeKind,
  language: PushLanguage,
  gameName: string,
  others: string[],
): { title: string; body: string } {
  const words = WORDS[language];
  const body = words[kind]
    .replace('{game}', gameTitleByName(gameName, language))
    .replace('{names}', nameList(others, language));
  return { title: kind === 'turn' ? words.turnTitle : words.reminderTitle, body };
}
