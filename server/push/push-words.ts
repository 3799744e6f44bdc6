/**
 * The words of a turn notification, in the subscriber's language: "Your turn in Carcassonne with Ann and
 * Bob", or a reminder when little time is left. They name the game and the other seats' names only, never
 * anything of the game's state (docs/turn-based.md#push); a friend's invitation to a table; and a tournament's
 * table opened for its player. English and
 * Dutch are here; every other language's are in its folder, games/locales/<code>/notices.ts (README.md#languages).
 */
import { gameTitleByName } from '../../games';
import { formatList, formatNumber } from '../../games/locales/format';
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
    tournamentTitle: 'Your tournament table is open',
    tournament: 'Round {round} of {tournament}: your table of {game} is open',
  },
  nl: {
    turnTitle: 'Je bent aan de beurt',
    reminderTitle: 'Nog weinig tijd',
    turn: 'Je bent aan de beurt in {game} met {names}',
    reminder: 'Je bent aan de beurt in {game} met {names}: er is nog weinig tijd',
    invitationTitle: 'Uitnodiging voor een tafel',
    invitation: '{name} nodigt je uit aan een tafel van {game}',
    tournamentTitle: 'Je toernooitafel is open',
    tournament: 'Ronde {round} van {tournament}: je tafel van {game} is open',
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

/** "Round 2 of Spring Swiss: your table of Carcassonne is open": a tournament's table (docs/tournaments.md#rounds). */
export function tournamentTableWords(
  language: PushLanguage,
  gameName: string,
  tournament: string,
  round: number,
): { title: string; body: string } {
  const words = WORDS[language];
  const params: Record<string, string> = {
    round: formatNumber(language, round),
    tournament,
    game: gameTitleByName(gameName, language),
  };
  return {
    title: words.tournamentTitle,
    body: words.tournament.replace(/\{(round|tournament|game)\}/g, (_, name: string) => params[name]!),
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
