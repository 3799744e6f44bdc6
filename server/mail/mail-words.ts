/**
 * The words of every mail, in the account's language: what it is about, the link that opens it, and why it
 * came with how to stop it. English and Dutch are here; every other language's are in its folder,
 * games/locales/<code>/notices.ts (README.md#languages). They name games and players only, never anything of a
 * game's state (docs/security.md#email).
 */
import { formatList, formatNumber } from '../../games/locales/format';
import { FOLDER_NOTICES } from '../../games/locales/notices';
import type { MailWords } from '../../games/locales/words';
import { FOLDER_LANGUAGES } from '../../games/shared/languages';
import type { MailLanguage } from './mail-store';

const MAIL_WORDS = {
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
    tournamentSubject: 'Round {round} of {tournament} begins',
    tournamentBody:
      'Round {round} of {tournament} begins: your table of {game} with {names} is open.\nTake your seat: {link}',
    footer: 'You get this mail because you chose it on your account page of {site}.',
    unsubscribe: 'Stop these mails: {link}',
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
    tournamentSubject: 'Ronde {round} van {tournament} begint',
    tournamentBody:
      'Ronde {round} van {tournament} begint: je tafel van {game} met {names} is open.\nNeem je plaats in: {link}',
    footer: 'Je krijgt deze mail omdat je dat koos op je accountpagina van {site}.',
    unsubscribe: 'Geen mails meer hiervan: {link}',
    nobody: 'nog niemand',
  },
} as const satisfies Record<'en' | 'nl', MailWords>;

/** Every language's words: English and Dutch above, every other from its folder. */
const WORDS: Readonly<Record<MailLanguage, MailWords>> = {
  ...MAIL_WORDS,
  ...Object.fromEntries(FOLDER_LANGUAGES.map((code) => [code, FOLDER_NOTICES[code].mail])),
} as Record<MailLanguage, MailWords>;

export type MailWord = keyof MailWords;

/** The word with its `{name}` parameters filled in, a number as the language writes it (Intl). */
export function mailWord(language: MailLanguage, word: MailWord, params: Record<string, string | number> = {}) {
  return WORDS[language][word].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = Object.hasOwn(params, name) ? params[name] : undefined;
    return value === undefined ? whole : typeof value === 'number' ? formatNumber(language, value) : value;
  });
}

/** "Ann", "Ann and Bob", "Ann, Bob and Cy" (Intl.ListFormat, games/locales/format.ts). */
export function nameList(language: MailLanguage, names: string[]): string {
  return names.length === 0 ? WORDS[language].nobody : formatList(language, names);
}
