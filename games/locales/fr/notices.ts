/**
 * French, the words only the server sends: the push notifications (server/push/push-words.ts) and the mails
 * (server/mail/mail-words.ts). A module of its own, which only the server loads (games/locales/notices.ts),
 * so that the page's bundle does not carry them (README.md#languages).
 */
import type { MailWords, PushWords } from '../words';

export const push: PushWords = {
  turnTitle: 'À vous de jouer',
  reminderTitle: 'Il reste peu de temps',
  turn: 'À vous de jouer à {game} avec {names}',
  reminder: 'À vous de jouer à {game} avec {names} : il reste peu de temps',
  invitationTitle: 'Invitation à une table',
  invitation: '{name} vous invite à une table de {game}',
  tournamentTitle: 'Votre table de tournoi est ouverte',
  tournament: 'Ronde {round} de {tournament} : votre table de {game} est ouverte',
};

export const mail: MailWords = {
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
  tournamentSubject: 'La ronde {round} de {tournament} commence',
  tournamentBody:
    'La ronde {round} de {tournament} commence : votre table de {game} avec {names} est ouverte.\nPrenez votre place : {link}',
  footer: 'Vous recevez ce courriel parce que vous l’avez choisi sur votre page de compte de {site}.',
  unsubscribe: 'Ne plus recevoir ces courriels : {link}',
  nobody: 'personne pour l’instant',
};
