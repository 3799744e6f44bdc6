/** The Citadels `HarnessSpec`: configurations, secrets per viewer and invariants for the shared harnesses. */
import type { HarnessSpec } from '../../games/shared/contract';
import { citadelsCore } from '../../games/citadels/core';
import { PRESETS } from '../../games/citadels/data';
import { actorOf } from '../../games/citadels/rules/helpers';
import { defaultOptions } from '../../games/citadels/options';
import type { CitadelsAction, CitadelsOptions, CitadelsState } from '../../games/citadels/rules/types';
import { museumOwner, view } from '../../games/citadels/view';

const opts = (n: number, extra: Partial<CitadelsOptions> = {}): CitadelsOptions => ({ ...defaultOptions(n), ...extra });

const VICIOUS = PRESETS['vicious-nobles'];
const DEVIOUS = PRESETS['devious-dignitaries'];
const CUNNING = PRESETS['cunning-agents'];
const ILLUSTRIOUS = PRESETS['illustrious-emissaries'];

/** 14 unique districts beyond the first-game set (all playable). */
export const MORE_UNIQUES: CitadelsOptions['uniques'] = [
  'basilica',
  'capitol',
  'gold-mine',
  'great-wall',
  'ivory-tower',
  'monument',
  'observatory',
  'park',
  'poor-house',
  'secret-vault',
  'stables',
  'laboratory',
  'smithy',
  'thieves-den',
];

/** The first-game uniques with Armory, Framework and Necropolis in place of Dragon Gate, Statue and Map Room. */
export const BUILD_UNIQUES: CitadelsOptions['uniques'] = [
  'armory',
  'factory',
  'framework',
  'haunted-quarter',
  'imperial-treasury',
  'keep',
  'laboratory',
  'library',
  'necropolis',
  'quarry',
  'school-of-magic',
  'smithy',
  'thieves-den',
  'wishing-well',
];

/** Every player count (3 and 5 twice, with the Witch presets); both `cityComplete` values and both `freeOrder` values appear. */
export const CONFIGURATIONS = [
  {
    numPlayers: 2,
    options: opts(2, {
      cast: ['assassin', 'spy', 'seer', 'king', 'bishop', 'merchant', 'architect', 'warlord'],
      uniques: BUILD_UNIQUES,
    }),
    label: '2 players',
  },
  {
    numPlayers: 3,
    options: opts(3, {
      freeOrder: true,
      cast: ['assassin', 'thief', 'magician', 'king', 'abbot', 'merchant', 'scholar', 'diplomat', 'artist'],
    }),
    label: '3 players, free order',
  },
  {
    numPlayers: 4,
    options: opts(4, { cityComplete: 8, cast: [...VICIOUS.cast, 'tax-collector'], uniques: [...VICIOUS.uniques] }),
    label: '4 players, 8 districts, Vicious Nobles',
  },
  {
    numPlayers: 5,
    options: opts(5, {
      cast: ['assassin', 'thief', 'magician', 'emperor', 'bishop', 'alchemist', 'architect', 'warlord', 'queen'],
      uniques: MORE_UNIQUES,
    }),
    label: '5 players, Queen',
  },
  {
    numPlayers: 6,
    options: opts(6, { freeOrder: true, cast: [...DEVIOUS.cast, 'queen'], uniques: [...DEVIOUS.uniques] }),
    label: '6 players, Devious Dignitaries, free order',
  },
  {
    numPlayers: 7,
    options: opts(7, {
      cast: ['assassin', 'thief', 'magician', 'patrician', 'bishop', 'trader', 'navigator', 'marshal'],
    }),
    label: '7 players',
  },
  {
    numPlayers: 8,
    options: opts(8, {
      cast: ['assassin', 'blackmailer', 'wizard', 'king', 'bishop', 'merchant', 'architect', 'warlord', 'queen'],
    }),
    label: '8 players',
  },
  {
    numPlayers: 3,
    options: opts(3, { cast: [...ILLUSTRIOUS.cast, 'artist'], uniques: [...ILLUSTRIOUS.uniques] }),
    label: '3 players, Illustrious Emissaries (Witch)',
  },
  {
    numPlayers: 5,
    options: opts(5, { cast: [...CUNNING.cast, 'tax-collector'], uniques: [...CUNNING.uniques] }),
    label: '5 players, Cunning Agents (Witch)',
  },
];

/** The configurations whose secrecy is checked over both transports (the others over updates only). */
export const BOTH_TRANSPORTS = new Set([
  '2 players',
  '5 players, Queen',
  '7 players',
  '5 players, Cunning Agents (Witch)',
]);

export function secretsFor(s: CitadelsState, viewer: number | null): string[] {
  const out: string[] = [];
  // Exempt: cards seen going under the deck when destroyed, and the viewer's own dealt hand (it saw them).
  // and the hand the Wizard is looking at, for the Wizard.
  const peeked = s.turn?.peek && s.turn.seat === viewer ? s.turn.peek.cards : [];
  const razed = new Set([...s.razed, ...peeked, ...(viewer === null ? [] : (s.dealt[viewer] ?? []))]);
  const add = (card: string) => {
    if (!razed.has(card)) out.push(JSON.stringify(card));
  };
  s.deck.forEach(add);
  if (viewer === null || museumOwner(s) !== viewer) s.museum.forEach(add);
  s.hands.forEach((hand, seat) => {
    if (seat !== viewer) hand.filter((card) => !(s.phase === 'over' && card.startsWith('secret-vault#'))).forEach(add);
  });
  if (s.turn && s.turn.seat !== viewer) s.turn.drawn.forEach(add);
  const seen = view(s, viewer).who;
  for (const c of s.cast) if (seen[c] === null) out.push(`"${c}":${s.who[c]}`);
  if (viewer === null || actorOf(s, 'blackmailer') !== viewer) {
    for (const [c, w] of Object.entries(s.threats)) if (w === 'flowered') out.push(`"${c}":"flowered"`);
  }
  const th = s.theater;
  if (th && viewer !== th.owner && viewer !== th.seat) out.push(`"gave":"${th.gave}"`, `"took":"${th.took}"`);
  if (viewer === null || s.who.magistrate !== viewer) {
    for (const [c, w] of Object.entries(s.warrants)) if (w === 'signed') out.push(`"${c}":"signed"`);
  }
  return out;
}

export function invariants(s: CitadelsState): string[] {
  const problems: string[] = [];
  const cards = [
    ...s.deck,
    ...s.hands.flat(),
    ...s.cities.flat(),
    ...(s.turn?.drawn ?? []),
    ...(s.turn?.den ? [s.turn.den.card] : []),
    ...(s.prompt?.kind === 'warrant' ? [s.prompt.card] : []),
    ...s.museum,
  ];
  if (cards.length !== 68) problems.push(`card count ${cards.length} != 68`);
  if (new Set(cards).size !== cards.length) problems.push('a card is in two places');
  if (s.gold.some((g) => g < 0) || s.taxes < 0) problems.push('negative gold');
  const warrants = Object.values(s.warrants);
  if (
    warrants.length !== 0 &&
    (warrants.length !== 3 || warrants.filter((w) => w === 'signed' || w === 'revealed').length !== 1)
  )
    problems.push('warrants are not 3 with one signed');
  const threats = Object.values(s.threats);
  if (threats.length > 2 || threats.filter((w) => w === 'flowered' || w === 'revealedFlowered').length > 1)
    problems.push('more than 2 threats or 2 flowered');
  const castKeys = Object.keys(s.who);
  if (castKeys.length !== s.cast.length || s.cast.some((c) => !(c in s.who)))
    problems.push('who does not cover the cast exactly');
  const held = s.cast.filter((c) => (s.who[c] ?? -9) >= 0).length;
  const perSeat = s.numPlayers <= 3 ? 2 : 1;
  if (s.phase === 'calling' && held !== s.numPlayers * perSeat) problems.push(`${held} characters held in calling`);
  if (s.phase === 'selection') {
    const picks = s.draft.script.slice(0, s.draft.at).filter((st) => st.kind === 'pick').length;
    if (held !== picks) problems.push(`${held} characters held after ${picks} picks`);
  }
  for (let seat = 0; seat < s.numPlayers; seat++) {
    const n = s.cast.filter((c) => s.who[c] === seat).length;
    if (n > perSeat) problems.push(`seat ${seat} holds ${n} characters`);
  }
  return problems;
}

export function citadelsSpec(): HarnessSpec<CitadelsState, CitadelsAction, CitadelsOptions> {
  return { core: citadelsCore, configurations: CONFIGURATIONS, secretsFor, invariants, maxActions: 6000 };
}
