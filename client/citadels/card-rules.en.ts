/**
 * The full rule of every character and unique district in English, keyed by card id, for the card's help
 * popup: written from docs/rules/citadels.md#characters and docs/rules/citadels.md#unique-districts, with
 * the site's decisions where they change a card (docs/rules/citadels.md#rulings,
 * docs/rules/citadels.md#open-points). The Dutch text is card-rules.nl.ts.
 */
import type { CharacterId, UniqueDistrictId } from '../../games/citadels/index';

export const CHARACTER_RULES_EN = {
  assassin:
    'Name another character to kill (not a character set aside face up). Its holder does not reveal it and skips the whole turn, its end-of-turn districts (Park, Poor House) included. Killed characters are revealed at the end of the round; a killed King or Patrician then still takes the crown as heir.',
  witch:
    'Gather first, then name a character to bewitch; your turn pauses. Until then you may build nothing and use no district but the gathering ones (Gold Mine, Library, Observatory). When the bewitched character is called, its holder only gathers and its turn ends. You then finish your turn as that character, with your own hand, gold and city: its ability, passives and limits are yours. A bewitched Queen’s +3 is judged from your seat; as the Tax Collector you pay no tax on your own builds. If the character is not in play, you never resume.',
  magistrate:
    'Place 3 warrants face down on 3 different characters (not rank 1); one is signed. The first district the signed character pays to build in its turn may be confiscated: you reveal the warrant and the district goes into your city for free. The builder gets all the gold back (a Cardinal also the gold he borrowed, and the lender gets nothing back), but the build still counts toward the limit. Not a district built without paying, nor one identical to one in your city. You, not the builder, pay the tax.',
  thief:
    'Name a character to rob: not rank 1, not the killed or the bewitched character, not one set aside face up. When it is revealed, before it gathers, its holder gives you all their gold, then plays normally.',
  spy: 'Choose another player and a district type, then look at that player’s hand. For every card of that type you take 1 of their gold (while they have any) and draw 1 card; you draw for every match even when their gold has run out.',
  blackmailer:
    'Place 2 threats face down, one flowered and one blank, on two different characters (not rank 1, not the killed or the bewitched character). A threatened character gathers first and then, before any ability or build, bribes you with half its gold (rounded down), which removes the threat unrevealed, or refuses. On a refusal you may reveal the threat: if it is the flowered one, you take all their gold.',
  magician:
    'Once in your turn, either exchange your whole hand with another player’s (with an empty hand you simply take theirs), or discard any number of cards to the bottom of the deck and draw as many. Any time in your turn, before or after gathering.',
  wizard:
    'Look at another player’s hand and take 1 card. You may build it at once, paying its cost in gold, outside your build limit; otherwise it goes to your hand. A Thieves’ Den you take cannot be built at once: it goes to your hand, and you may build it later in the turn, paying partly with cards. This turn you may build districts identical to ones in your city.',
  seer: 'Take 1 random card from every other player who has one, then give each of them 1 card of your choice from your hand (the same card back or another). You may build up to 2 districts this turn.',
  king: 'Gain 1 gold per noble district in your city. You must take the crown in your turn: you call the rest of the round and choose first next round. If you are killed, you take the crown at the end of the round as heir.',
  emperor:
    'Gain 1 gold per noble district in your city. You must take the crown from its holder and give it to a different player (never yourself nor the current holder), then take 1 gold or 1 random card from the new holder (nothing if they have neither). If killed, you still hand the crown on at the end of the round but take nothing. Not used with 2 players.',
  patrician:
    'Gain 1 card per noble district in your city. You take the crown as the King does: in your turn, or at the end of the round as heir if you are killed.',
  bishop:
    'Gain 1 gold per religious district in your city. For the round, the rank 8 character’s ability cannot touch your districts (the Armory can). A killed Bishop protects nothing; a bewitched Bishop’s protection covers the Witch’s city.',
  abbot:
    'Gain 1 gold or 1 card per religious district in your city, in any mix you declare before taking. Also, when you are not the richest player, the richest gives you 1 gold (on a tie you choose who pays; if you are among the richest, you get nothing).',
  cardinal:
    'Gain 1 card per religious district in your city. To build a district you cannot afford, you spend all your own gold and take the missing gold (no more) from one player, who cannot refuse; you give that player 1 card from your hand per gold taken. If the Magistrate confiscates that build, you get the whole price back, the borrowed gold included, and the lender keeps the cards.',
  merchant: 'Gain 1 gold per trade district in your city, and 1 extra gold whichever resource you gathered.',
  alchemist:
    'At the end of your turn you get back all the gold you paid to build districts this turn (not gold paid for the Smithy, taxes and so on). You still need the gold up front. A Poor House is settled before the refund.',
  trader:
    'Gain 1 gold per trade district in your city. Trade districts do not count toward your build limit: you may build any number of them, plus one other district.',
  architect: 'Gain 2 extra cards whichever resource you gathered. You may build up to 3 districts this turn.',
  navigator:
    'Gain 4 gold or 4 cards. You cannot build at all this turn, not even districts outside the build limit (such as the Stables).',
  scholar:
    'Draw 7 cards, keep 1 and shuffle the other 6 back into the deck. You may build up to 2 districts this turn.',
  warlord:
    'Gain 1 gold per military district in your city. Once in your turn you may destroy one district by paying its cost minus 1 (a cost 1 district is free; a beautified district costs 1 more; the Great Wall adds 1), your own included. Not in a completed city, not the live Bishop’s districts, not a Keep.',
  diplomat:
    'Gain 1 gold per military district in your city. Once in your turn you may exchange one district of your city for one in another player’s, paying the difference when theirs is dearer (no change the other way). You may not take from a completed city (you may give from your own), take a district identical to one you have, give one identical to one they have, or take or give a Keep. The Great Wall’s +1 applies only to the district you take.',
  marshal:
    'Gain 1 gold per military district in your city. Once in your turn you may seize one district costing 3 or less from another player’s city, paying its owner its cost. Not from a completed city, not the live Bishop’s districts, not a Keep, and not a duplicate of one you have.',
  queen:
    'Gain 3 gold if you sit directly next to the player of the rank 4 character; if that character was killed, you are paid at the end of the round. If the Witch bewitches you, it is judged from the Witch’s seat, and she gets the gold. Needs 5 or more players.',
  artist:
    'Beautify up to 2 of your districts, putting 1 of your gold on each: that district’s cost is 1 higher for good (+1 point, +1 to destroy, the cost the Marshal and the Basilica see). Each district may be beautified once.',
  'tax-collector':
    'Whenever you are in the cast, every player who builds a district puts 1 gold (if they have any) on your pile, even for a district they did not pay for, and even when nobody chose you, you were set aside or killed; the pile stays across rounds. You are never taxed yourself (a Witch playing you is not taxed either). In your turn you take the whole pile.',
} as const satisfies Record<CharacterId, string>;

export const DISTRICT_RULES_EN = {
  armory:
    'In your turn, destroy the Armory to destroy one district of your choice in any city that is not complete. The Keep and the Bishop do not stop it. You may use it from your own completed city: it then has one district less; the first player to complete keeps the +4, but any other player’s +2 is judged on the city at the end. No points of its own.',
  basilica:
    'At the end of the game, +1 point for every district in your city with an odd cost (a beautified district counts with its raised cost).',
  capitol:
    'At the end of the game, +3 points if your city has at least 3 districts of one type (a Haunted Quarter may count as that type).',
  'dragon-gate': 'No effect in play. At the end of the game, +2 points on top of its cost.',
  factory: 'Your other unique districts cost 1 gold less to build. No points of its own beyond its cost.',
  framework:
    'Instead of paying for a district you build, you may destroy the Framework and build that district for free. Built so, the Magistrate cannot confiscate it, but the Tax Collector’s tax is still due.',
  'gold-mine':
    'When you gather gold, you gain 1 extra gold: 3 instead of 2 (the Merchant’s and the Architect’s extras come on top). Nothing extra when you draw cards.',
  'great-wall':
    'The rank 8 character (Warlord, Diplomat, Marshal) pays 1 gold more to use its ability on your other districts. The Great Wall itself costs the normal price.',
  'haunted-quarter':
    'At the end of the game it counts as the district type that scores best for you (the site chooses it; no question is asked), for example to fill a gap in the five types. Counted as another type, it no longer counts as unique.',
  'imperial-treasury':
    'At the end of the game, +1 point for every gold you hold then, so gold left unspent still scores. Gold on the Tax Collector’s pile does not count.',
  'ivory-tower':
    'At the end of the game, +5 points if it is the only unique district in your city. A Haunted Quarter counted as another type at the end does not count as unique.',
  keep: 'The rank 8 character’s ability (Warlord, Diplomat, Marshal) cannot touch the Keep. The Armory can still destroy it.',
  laboratory:
    'Once per turn, any time in your turn, discard 1 card from your hand to the bottom of the deck to gain 2 gold. With two characters (2-3 players) it works in each of your turns.',
  library: 'When you gather cards, keep all the cards you drew (with an Observatory too: all 3).',
  'map-room':
    'At the end of the game, +1 point for every card in your hand then (a Secret Vault in hand counts as a card too).',
  monument:
    'Cannot be built when your city already has 5 or more districts. It counts as 2 districts toward a complete city, but scores only its cost.',
  museum:
    'Once per turn, put 1 card from your hand face down under the Museum. The cards move with it if it is exchanged or seized, and go to the bottom of the deck if it is destroyed. At the end of the game, +1 point per card under it.',
  necropolis:
    'You may build the Necropolis by destroying one district of your own city instead of paying its cost. Built so, the Magistrate cannot confiscate it.',
  observatory: 'When you gather cards, draw 3 instead of 2 and keep 1 (with a Library: keep all 3).',
  park: 'If your hand is empty at the end of your turn, gain 2 cards from the deck. A killed character skips its turn, so its Park does not trigger.',
  'poor-house': 'If you have no gold at the end of your turn, gain 1 gold (settled before the Alchemist’s refund).',
  quarry:
    'You may build districts identical to ones already in your city. It does not let the Magistrate, Diplomat or Marshal take a duplicate.',
  'school-of-magic':
    'For income per district type (King, Bishop, Merchant, Warlord and the others) it counts as the type of your choice; the Abbot takes 1 gold or 1 card for it. It scores as unique.',
  'secret-vault':
    'Cannot be built, not even with the Framework or as the Wizard. Keep it in your hand: at the end of the game it is revealed and gives +3 points (it scores only then).',
  smithy:
    'Once per turn, any time in your turn, pay 2 gold to the bank to draw 3 cards from the deck. The Alchemist does not refund this gold.',
  stables:
    'Building the Stables does not count toward your build limit, so you may build another district in the same turn (not as the Navigator, who cannot build).',
  statue:
    'At the end of the game, +5 points if you hold the crown then (taken by the King or Patrician, or given by the Emperor).',
  theater:
    'At the end of every draft you may swap one of your characters with an opponent’s, chosen blind; both of you may look at your new card, which stays secret until called. With 2 or 3 players you choose which of yours to give and take one of theirs at random.',
  'thieves-den':
    'Pay some or all of its cost with cards from your hand, 1 card for 1 gold. Cards paid so go to the bottom of the deck; if the Magistrate confiscates it, only the gold is refunded. The Wizard cannot build one he takes at once.',
  'wishing-well':
    'At the end of the game, +1 point for every unique district in your city, the Wishing Well included. A Haunted Quarter counted as another type at the end does not count.',
} as const satisfies Record<UniqueDistrictId, string>;
