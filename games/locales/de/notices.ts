/**
 * German, the words only the server sends: the push notifications (server/push/push-words.ts) and the mails
 * (server/mail/mail-words.ts). A module of its own, which only the server loads (games/locales/notices.ts),
 * so that the page's bundle does not carry them (README.md#languages).
 */
import type { MailWords, PushWords } from '../words';

export const push: PushWords = {
  turnTitle: 'Du bist am Zug',
  reminderTitle: 'Nur noch wenig Zeit',
  turn: 'Du bist am Zug in {game} mit {names}',
  reminder: 'Du bist am Zug in {game} mit {names}: Es bleibt nur noch wenig Zeit',
  invitationTitle: 'Einladung an einen Tisch',
  invitation: '{name} lädt dich an einen Tisch {game} ein',
  tournamentTitle: 'Dein Turniertisch ist offen',
  tournament: 'Runde {round} von {tournament}: Dein Tisch {game} ist offen',
};

export const mail: MailWords = {
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
  tournamentSubject: 'Runde {round} von {tournament} beginnt',
  tournamentBody:
    'Runde {round} von {tournament} beginnt: Dein Tisch {game} mit {names} ist offen.\nNimm deinen Platz ein: {link}',
  footer: 'Du bekommst diese Mail, weil du sie auf deiner Kontoseite von {site} gewählt hast.',
  unsubscribe: 'Diese Mails abbestellen: {link}',
  nobody: 'noch niemandem',
};
