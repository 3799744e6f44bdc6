/**
 * The words of a turn notification, in the subscriber's language: "Your turn in Carcassonne with Ann and
 * Bob", or a reminder when little time is left. They name the game and the other seats' names only, never
 * anything of the game's state (docs/turn-based.md#push); and a friend's invitation to a table.
 */
import { findGameModule } from '../../games';
import type { PushLanguage } from './push-store';

export type NoticeKind = 'turn' | 'reminder';

const WORDS = {
  en: {
    turnTitle: 'Your turn',
    reminderTitle: 'Little time left',
    turn: 'Your turn in {game} with {names}',
    reminder: 'Your turn in {game} with {names}: little time is left',
    and: 'and',
    invitationTitle: 'Invitation to a table',
    invitation: '{name} invites you to a table of {game}',
  },
  nl: {
    turnTitle: 'Je bent aan de beurt',
    reminderTitle: 'Nog weinig tijd',
    turn: 'Je bent aan de beurt in {game} met {names}',
    reminder: 'Je bent aan de beurt in {game} met {names}: er is nog weinig tijd',
    and: 'en',
    invitationTitle: 'Uitnodiging voor een tafel',
    invitation: '{name} nodigt je uit aan een tafel van {game}',
  },
} as const satisfies Record<PushLanguage, Record<string, string>>;

/** "Ann", "Ann and Bob", "Ann, Bob and Cy". */
function nameList(names: string[], and: string): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} ${and} ${names[names.length - 1]}`;
}

const gameTitle = (gameName: string, language: PushLanguage) =>
  findGameModule(gameName)?.meta.title?.[language] ?? gameName;

/** "Ann invites you to a table of Carcassonne": a friend's invitation (server/accounts/friend-routes.ts). */
export function invitationWords(
  language: PushLanguage,
  gameName: string,
  from: string,
): { title: string; body: string } {
  const words = WORDS[language];
  return {
    title: words.invitationTitle,
    body: words.invitation.replace('{name}', from).replace('{game}', gameTitle(gameName, language)),
  };
}

export function noticeWords(
  kind: NoticeKind,
  language: PushLanguage,
  gameName: string,
  others: string[],
): { title: string; body: string } {
  const words = WORDS[language];
  const game = gameTitle(gameName, language);
  const body = words[kind].replace('{game}', game).replace('{names}', nameList(others, words.and));
  return { title: kind === 'turn' ? words.turnTitle : words.reminderTitle, body };
}
