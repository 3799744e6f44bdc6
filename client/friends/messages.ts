/** The friends' strings (lists, requests, blocks, invitations to tables), in English and Dutch. */
const en = {
  'friends.title': 'Friends',
  'friends.none': 'No friends yet. Find players by name, or add them from their profile.',
  'friends.online': 'online',
  'friends.offline': 'offline',
  'friends.rating': '{game}: {rating}',
  'friends.remove': 'Remove',
  'friends.block': 'Block',
  'friends.unblock': 'Unblock',
  'friends.add': 'Add as friend',
  'friends.requested': 'Friend request sent.',
  'friends.isFriend': 'You are friends.',
  'friends.blockedNotice': 'You blocked this player: you see no requests, invitations or chat from them.',
  'friends.incoming': 'Friend requests',
  'friends.outgoing': 'Waiting for an answer',
  'friends.cancel': 'Cancel',
  'friends.accept': 'Accept',
  'friends.decline': 'Decline',
  'friends.blocked': 'Blocked players',
  'friends.search': 'Find a player',
  'friends.searchLabel': 'Name starts with',
  'friends.searchButton': 'Search',
  'friends.noResults': 'Nobody found by that name.',
  'friends.invite': 'Invite to this table',
  'friends.invited': 'Invited',
  'friends.inviteTitle': 'Invite a friend',
  'friends.invitation': '{name} invites you to a table of {game}',
  'friends.openInvitation': 'Go to the table',
  'friends.dismiss': 'Dismiss',
  'friends.invitations': 'Invitations',
  'friends.error.blocked': 'You blocked this player. Unblock them first.',
  'friends.error.notFriend': 'You can invite only your friends.',
  'friends.error.notSeated': 'You can invite only to a table where you sit.',
  'friends.error.full': 'This table has no free seat.',
  'friends.error.over': 'This game is over.',
  'friends.error.tooMany': 'You have reached the limit of friends, requests or blocks.',
  'friends.error.noPlayer': 'This player does not exist any more.',
};

export type FriendsMessageKey = keyof typeof en;

const nl: Record<FriendsMessageKey, string> = {
  'friends.title': 'Vrienden',
  'friends.none': 'Nog geen vrienden. Zoek spelers op naam, of voeg ze toe vanaf hun profiel.',
  'friends.online': 'online',
  'friends.offline': 'offline',
  'friends.rating': '{game}: {rating}',
  'friends.remove': 'Verwijderen',
  'friends.block': 'Blokkeren',
  'friends.unblock': 'Deblokkeren',
  'friends.add': 'Als vriend toevoegen',
  'friends.requested': 'Vriendschapsverzoek verstuurd.',
  'friends.isFriend': 'Jullie zijn vrienden.',
  'friends.blockedNotice':
    'Je hebt deze speler geblokkeerd: je ziet geen verzoeken, uitnodigingen of chat van deze speler.',
  'friends.incoming': 'Vriendschapsverzoeken',
  'friends.outgoing': 'Wacht op antwoord',
  'friends.cancel': 'Intrekken',
  'friends.accept': 'Accepteren',
  'friends.decline': 'Weigeren',
  'friends.blocked': 'Geblokkeerde spelers',
  'friends.search': 'Een speler zoeken',
  'friends.searchLabel': 'Naam begint met',
  'friends.searchButton': 'Zoeken',
  'friends.noResults': 'Niemand gevonden met die naam.',
  'friends.invite': 'Uitnodigen aan deze tafel',
  'friends.invited': 'Uitgenodigd',
  'friends.inviteTitle': 'Een vriend uitnodigen',
  'friends.invitation': '{name} nodigt je uit aan een tafel van {game}',
  'friends.openInvitation': 'Naar de tafel',
  'friends.dismiss': 'Negeren',
  'friends.invitations': 'Uitnodigingen',
  'friends.error.blocked': 'Je hebt deze speler geblokkeerd. Deblokkeer eerst.',
  'friends.error.notFriend': 'Je kunt alleen je vrienden uitnodigen.',
  'friends.error.notSeated': 'Je kunt alleen uitnodigen aan een tafel waar je zelf zit.',
  'friends.error.full': 'Aan deze tafel is geen plaats meer vrij.',
  'friends.error.over': 'Deze partij is afgelopen.',
  'friends.error.tooMany': 'Je hebt het maximum aan vrienden, verzoeken of blokkades bereikt.',
  'friends.error.noPlayer': 'Deze speler bestaat niet meer.',
};

export const friendsMessages = { en, nl };

// These keys are message keys (client/i18n/dictionary.ts, `AreaMessageKeys`); client/area-words.ts adds the words.
declare module '../i18n/dictionary' {
  interface AreaMessageKeys {
    friends: FriendsMessageKey;
  }
}
