/** The strings of the online match page, its invitation, the home page's additions and hotseat names, in English and Dutch. */
const en = {
  'online.matchTitle': '{game}: online match',
  'online.waitingForPlayers': 'Waiting for players: {n} {n|seat is|seats are} still open. Send them this link:',
  'online.yourTurn': 'Your turn',
  'online.theirTurn': '{names} to play',
  'online.littleTime': 'Little time left!',
  'online.timedOut': 'Time ran out: a bot played your move.',
  'online.dismiss': 'OK',
  'online.result.won': 'Game over: {names} {n|has|have} won with {points} {points|point|points}.',
  'online.result.draw': 'Game over: a tie between {names} with {points} {points|point|points}.',
  'online.rematchWaiting': '{names} {n|is|are} waiting for you in the rematch.',
  'online.invite.title': 'You are invited to a game of {game}',
  'online.invite.seats': 'Who sits where',
  'online.invite.seat': 'Seat {n}',
  'online.invite.open': 'open',
  'online.invite.options': 'Options',
  'online.invite.clock': 'Turn clock: {clock}',
  'online.invite.take': 'Choose your name and a free seat:',
  'home.title': 'Play {games}',
  'home.how': 'Ways to play',
  'home.how.online':
    'Online: create a match, send the link to your friends and play from anywhere. Bots fill the empty seats.',
  'home.how.hotseat': 'At one screen: pass the device around. In Machiavelli a privacy screen keeps each hand secret.',
  'home.how.bots': 'Against bots: they see only what a player in their seat would see, so they never cheat.',
  'home.how.tournaments': 'In tournaments: Swiss rounds that start by themselves.',
  'home.waitingPlayers': 'waiting for players',
  'home.theirTurn': '{names} to play',
  'home.tournamentTable': 'Your tournament table is ready.',
  'home.tournamentTable.named': 'Your table in {name} is ready.',
  'home.tournamentTable.go': 'Go to your table',
  'hotseat.title': '{game} at one screen',
  'hotseat.name': 'Name',
  'hotseat.defaultName': 'Player {n}',
};

export type OnlineMessageKey = keyof typeof en;

const nl: Record<OnlineMessageKey, string> = {
  'online.matchTitle': '{game}: online partij',
  'online.waitingForPlayers': 'Wacht op spelers: nog {n} {n|plaats is|plaatsen zijn} vrij. Stuur ze deze link:',
  'online.yourTurn': 'Jij bent aan de beurt',
  'online.theirTurn': '{names} aan de beurt',
  'online.littleTime': 'Nog maar weinig tijd!',
  'online.timedOut': 'De tijd was op: een bot heeft je zet gedaan.',
  'online.dismiss': 'OK',
  'online.result.won': 'Het spel is uit: {names} {n|heeft|hebben} gewonnen met {points} {points|punt|punten}.',
  'online.result.draw': 'Het spel is uit: gelijkspel tussen {names} met {points} {points|punt|punten}.',
  'online.rematchWaiting': '{names} {n|wacht|wachten} op je in de nieuwe partij.',
  'online.invite.title': 'Je bent uitgenodigd voor een partij {game}',
  'online.invite.seats': 'Wie zit waar',
  'online.invite.seat': 'Plaats {n}',
  'online.invite.open': 'vrij',
  'online.invite.options': 'Opties',
  'online.invite.clock': 'Bedenktijd: {clock}',
  'online.invite.take': 'Kies je naam en een vrije plaats:',
  'home.title': 'Speel {games}',
  'home.how': 'Zo kun je spelen',
  'home.how.online':
    'Online: maak een partij, stuur de link naar je vrienden en speel waar je maar bent. Bots vullen de lege plaatsen.',
  'home.how.hotseat':
    'Aan één scherm: geef het apparaat door. In Machiavelli houdt een privacyscherm elke hand geheim.',
  'home.how.bots': 'Tegen bots: ze zien alleen wat een speler op hun plaats zou zien, dus ze spelen nooit vals.',
  'home.how.tournaments': 'In toernooien: Zwitserse rondes die vanzelf beginnen.',
  'home.waitingPlayers': 'wacht op spelers',
  'home.theirTurn': '{names} aan de beurt',
  'home.tournamentTable': 'Je toernooitafel staat klaar.',
  'home.tournamentTable.named': 'Je tafel in {name} staat klaar.',
  'home.tournamentTable.go': 'Naar je tafel',
  'hotseat.title': '{game} aan één scherm',
  'hotseat.name': 'Naam',
  'hotseat.defaultName': 'Speler {n}',
};

export const onlineMessages = { en, nl };

// These keys are message keys (client/i18n/dictionary.ts, `AreaMessageKeys`); client/area-words.ts adds the words.
declare module '../i18n/dictionary' {
  interface AreaMessageKeys {
    online: OnlineMessageKey;
  }
}
