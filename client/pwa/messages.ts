/** The installable app's strings (offline, a new version, turn notifications on this device), in English and Dutch. */
const en = {
  'pwa.offline':
    'You are offline. Games at one screen and against bots work as before; online matches come back by themselves when the network does.',
  'pwa.update': 'A new version of the site is ready.',
  'pwa.reload': 'Reload now',
  'pwa.later': 'Later',
  'pwa.push': 'Notify me on this device when it is my turn',
  'pwa.pushOn': 'This device is told when it is your turn.',
  'pwa.pushOnAccount': 'This device is told of your turns through your account.',
  'pwa.pushOff': 'Stop notifying this device',
  'pwa.mute': 'Mute this match',
  'pwa.unmute': 'Unmute this match',
  'pwa.muted': 'This match is muted: no device of yours is told.',
  'pwa.pushDenied': 'Notifications are blocked for this site in your browser.',
  'pwa.pushFailed': 'Notifications could not be switched on: {reason}',
  'pwa.accountPushTitle': 'Turn notifications',
  'pwa.accountPush': 'Notify me on this device when it is my turn in any of my matches',
  'pwa.accountPushOn':
    'This device is told when it is your turn in any of your matches, as long as it stays signed in.',
  'pwa.accountPushOff': 'Stop notifying this device',
  'pwa.accountPushNone': 'This browser cannot receive notifications.',
  'pwa.accountPushChecking': "Checking this device's notifications…",
};

export type PwaMessageKey = keyof typeof en;

const nl: Record<PwaMessageKey, string> = {
  'pwa.offline':
    'Je bent offline. Spellen aan één scherm en tegen bots werken gewoon; online partijen komen vanzelf terug als het netwerk terug is.',
  'pwa.update': 'Er staat een nieuwe versie van de site klaar.',
  'pwa.reload': 'Nu herladen',
  'pwa.later': 'Later',
  'pwa.push': 'Meld het op dit apparaat als ik aan de beurt ben',
  'pwa.pushOn': 'Dit apparaat hoort het als je aan de beurt bent.',
  'pwa.pushOnAccount': 'Dit apparaat hoort via je account als je aan de beurt bent.',
  'pwa.pushOff': 'Niet meer melden op dit apparaat',
  'pwa.mute': 'Deze partij dempen',
  'pwa.unmute': 'Deze partij niet meer dempen',
  'pwa.muted': 'Deze partij is gedempt: geen van je apparaten krijgt een melding.',
  'pwa.pushDenied': 'Meldingen zijn in je browser geblokkeerd voor deze site.',
  'pwa.pushFailed': 'Meldingen konden niet aan: {reason}',
  'pwa.accountPushTitle': 'Meldingen van je beurt',
  'pwa.accountPush': 'Meld het op dit apparaat als ik aan de beurt ben in een van mijn partijen',
  'pwa.accountPushOn':
    'Dit apparaat hoort het als je aan de beurt bent in een van je partijen, zolang het ingelogd blijft.',
  'pwa.accountPushOff': 'Niet meer melden op dit apparaat',
  'pwa.accountPushNone': 'Deze browser kan geen meldingen ontvangen.',
  'pwa.accountPushChecking': 'De meldingen van dit apparaat worden nagekeken…',
};

export const pwaMessages = { en, nl };

// These keys are message keys (client/i18n/dictionary.ts, `AreaMessageKeys`); client/area-words.ts adds the words.
declare module '../i18n/dictionary' {
  interface AreaMessageKeys {
    pwa: PwaMessageKey;
  }
}
