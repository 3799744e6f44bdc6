/**
 * The words of every mail, in the account's language (English, Dutch): what it is about, the link that
 * opens it, and why it came with how to stop it. They name games and players only, never anything of a
 * game's state (docs/security.md#email).
 */
import type { MailLanguage } from './mail-store';

export const MAIL_WORDS = {
  en: {
    verifySubject: 'Confirm your e-mail address',
    verifyBody:
      'Open this link within a day to confirm that this address may receive mail from {site}:\n{link}\n\nIf you did not ask for this, ignore this mail: nothing more will be sent to you.',
    turnSubject: 'Your turn in {game}',
    turnBody: 'It is your turn in {game} with {names}.\nOpen the match: {link}',
    digestSubject: '{n} games wait for your move',
    digestBody: 'These games wait for your move:',
    digestLine: '{game} with {names}: {link}',
    invitationSubject: '{name} invites you to a table of {game}',
    invitationBody: '{name}, your friend, invites you to a table of {game}.\nTake your seat: {link}',
    footer: 'You get this mail because you chose it on your account page of {site}.',
    unsubscribe: 'Stop these mails: {link}',
    and: 'and',
    nobody: 'nobody yet',
  },
  nl: {
    verifySubject: 'Bevestig je e-mailadres',
    verifyBody:
      'Open deze link binnen een dag om te bevestigen dat dit adres mail van {site} mag ontvangen:\n{link}\n\nHeb je hier niet om gevraagd, negeer deze mail dan: je krijgt verder niets.',
    turnSubject: 'Je bent aan de beurt in {game}',
    turnBody: 'Je bent aan de beurt in {game} met {names}.\nOpen de partij: {link}',
    digestSubject: '{n} partijen wachten op je zet',
    digestBody: 'Deze partijen wachten op je zet:',
    digestLine: '{game} met {names}: {link}',
    invitationSubject: '{name} nodigt je uit aan een tafel van {game}',
    invitationBody: '{name}, je vriend, nodigt je uit aan een tafel van {game}.\nNeem je plaats in: {link}',
    footer: 'Je krijgt deze mail omdat je dat koos op je accountpagina van {site}.',
    unsubscribe: 'Geen mails meer hiervan: {link}',
    and: 'en',
    nobody: 'nog niemand',
  },
} as const satisfies Record<MailLanguage, Record<string, string>>;

export type MailWord = keyof (typeof MAIL_WORDS)['en'];

/** The word with its `{name}` parameters filled in. */
export function mailWord(language: MailLanguage, word: MailWord, params: Record<string, string | number> = {}) {
  return MAIL_WORDS[language][word].replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** "Ann", "Ann and Bob", "Ann, Bob and Cy". */
export function nameList(language: MailLanguage, names: string[]): string {
  if (names.length === 0) return MAIL_WORDS[language].nobody;
  if (names.length === 1) return names[0]!;
  return `${names.slice(0, -1).join(', ')} ${MAIL_WORDS[language].and} ${names[names.length - 1]}`;
}
