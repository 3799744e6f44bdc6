/**
 * The words of every mail, in the account's language (English, Dutch, German, French): what it is about, the link that
 * opens it, and why it came with how to stop it. They name games and players only, never anything of a
 * game's state (docs/security.md#email).
 */
import { formatList, formatNumber } from '../../games/locales/format';
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
    nobody: 'nog niemand',
  },
  de: {
    verifySubject: 'Bestätige deine E-Mail-Adresse',
    verifyBody:
      'Öffne diesen Link innerhalb eines Tages, um zu bestätigen, dass diese Adresse Mails von {site} erhalten darf:\n{link}\n\nHast du das nicht angefordert, ignoriere diese Mail: Du bekommst nichts weiter.',
    turnSubject: 'Du bist am Zug in {game}',
    turnBody: 'Du bist am Zug in {game} mit {names}.\nÖffne die Partie: {link}',
    digestSubject: '{n} Partien warten auf deinen Zug',
    digestBody: 'Diese Partien warten auf deinen Zug:',
    digestLine: '{game} mit {names}: {link}',
    invitationSubject: '{name} lädt dich an einen Tisch {game} ein',
    invitationBody: '{name}, dein Freund, lädt dich an einen Tisch {game} ein.\nNimm deinen Platz ein: {link}',
    footer: 'Du bekommst diese Mail, weil du sie auf deiner Kontoseite von {site} gewählt hast.',
    unsubscribe: 'Diese Mails abbestellen: {link}',
    nobody: 'noch niemandem',
  },
  fr: {
    verifySubject: 'Confirmez votre adresse e-mail',
    verifyBody:
      'Ouvrez ce lien dans la journée pour confirmer que cette adresse peut recevoir les courriels de {site} :\n{link}\n\nSi vous n’avez rien demandé, ignorez ce courriel : vous ne recevrez rien d’autre.',
    turnSubject: 'À vous de jouer à {game}',
    turnBody: 'À vous de jouer à {game} avec {names}.\nOuvrir la partie : {link}',
    digestSubject: '{n} parties attendent votre coup',
    digestBody: 'Ces parties attendent votre coup :',
    digestLine: '{game} avec {names} : {link}',
    invitationSubject: '{name} vous invite à une table de {game}',
    invitationBody: '{name}, votre ami, vous invite à une table de {game}.\nPrenez votre place : {link}',
    footer: 'Vous recevez ce courriel parce que vous l’avez choisi sur votre page de compte de {site}.',
    unsubscribe: 'Ne plus recevoir ces courriels : {link}',
    nobody: 'personne pour l’instant',
  },
} as const satisfies Record<MailLanguage, Record<string, string>>;

export type MailWord = keyof (typeof MAIL_WORDS)['en'];

/** The word with its `{name}` parameters filled in, a number as the language writes it (Intl). */
export function mailWord(language: MailLanguage, word: MailWord, params: Record<string, string | number> = {}) {
  return MAIL_WORDS[language][word].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = Object.hasOwn(params, name) ? params[name] : undefined;
    return value === undefined ? whole : typeof value === 'number' ? formatNumber(language, value) : value;
  });
}

/** "Ann", "Ann and Bob", "Ann, Bob and Cy" (Intl.ListFormat, games/locales/format.ts). */
export function nameList(language: MailLanguage, names: string[]): string {
  return names.length === 0 ? MAIL_WORDS[language].nobody : formatList(language, names);
}
