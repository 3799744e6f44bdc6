/**
 * What the ladder measures (docs/bots.md#ladder): its ladders (a game and a player count), its targets
 * (tools/ladder/stopping.ts) in the order they start, and each game's anchors. Shared by the ladder's
 * command (scripts/ladder.ts) and its worker processes (scripts/ladder-worker.ts).
 */
import type { Anchors } from '../tools/ladder/play';
import type { Ladder } from '../tools/ladder/schedule';
import type { Target } from '../tools/ladder/stopping';
import { star25Action } from '../games/carcassonne/anchor/star25';
import { ruleBotAction } from '../games/citadels/anchor/rule-bot';

const CARCASSONNE_2P: Ladder = { id: 'carcassonne-2p', game: 'carcassonne', numPlayers: 2 };
const CITADELS_4P: Ladder = { id: 'citadels-4p', game: 'citadels', numPlayers: 4 };
const CITADELS_5P: Ladder = { id: 'citadels-5p', game: 'citadels', numPlayers: 5 };

/**
 * The targets. Two-player Carcassonne plays the two alone; in Machiavelli the levels meet at four-player
 * tables filled with rule bots, sitting opposite each other (each two seats after the other), and the
 * measure is how often the upper level finished ahead of the lower. The headline (hard against Star2.5)
 * gets three times the others' share of the workers while open.
 */
export const TARGETS: Target[] = [
  {
    id: 'medium-easy',
    ladder: CARCASSONNE_2P,
    table: ['easy', 'medium'],
    focal: 'medium',
    rival: 'easy',
    goal: 0.5,
    weight: 1,
  },
  {
    id: 'medium-easy',
    ladder: CITADELS_4P,
    table: ['easy', 'rules', 'medium', 'rules'],
    focal: 'medium',
    rival: 'easy',
    goal: 0.5,
    weight: 1,
  },
  // The bottom rung: easy ahead of boardgame.io's random bot. It also gives easy the seats the players'
  // scale needs (tools/ladder/bot-ratings.ts: every level MIN_SEATS seats at scale 1 in a game).
  {
    id: 'easy-random',
    ladder: CARCASSONNE_2P,
    table: ['random', 'easy'],
    focal: 'easy',
    rival: 'random',
    goal: 0.5,
    weight: 1,
  },
  {
    id: 'easy-random',
    ladder: CITADELS_4P,
    table: ['random', 'rules', 'easy', 'rules'],
    focal: 'easy',
    rival: 'random',
    goal: 0.5,
    weight: 1,
  },
  { id: 'hard-star25', ladder: CARCASSONNE_2P, table: ['hard', 'star25'], focal: 'hard', goal: 0.75, weight: 3 },
  {
    id: 'hard-medium',
    ladder: CARCASSONNE_2P,
    table: ['medium', 'hard'],
    focal: 'hard',
    rival: 'medium',
    goal: 0.5,
    weight: 1,
  },
  {
    id: 'hard-medium',
    ladder: CITADELS_4P,
    table: ['medium', 'rules', 'hard', 'rules'],
    focal: 'hard',
    rival: 'medium',
    goal: 0.5,
    weight: 1,
  },
  {
    id: 'hard-rules',
    ladder: CITADELS_4P,
    table: ['hard', 'rules', 'rules', 'rules'],
    focal: 'hard',
    goal: 0.5,
    weight: 1,
  },
  {
    id: 'hard-rules',
    ladder: CITADELS_5P,
    table: ['hard', 'rules', 'rules', 'rules', 'rules'],
    focal: 'hard',
    goal: 0.4,
    weight: 1,
  },
  {
    id: 'hard2x-hard',
    ladder: CARCASSONNE_2P,
    table: ['hard', 'hard2x'],
    focal: 'hard2x',
    rival: 'hard',
    goal: 0.5,
    weight: 1,
  },
  {
    id: 'hard2x-hard',
    ladder: CITADELS_4P,
    table: ['hard', 'rules', 'hard2x', 'rules'],
    focal: 'hard2x',
    rival: 'hard',
    goal: 0.5,
    weight: 1,
  },
  // Experiments (docs/bots.md#ladder-experiments): a changed hard against the same anchor.
  {
    id: 'hard-sd-star25',
    ladder: CARCASSONNE_2P,
    table: ['hard-sd', 'star25'],
    focal: 'hard-sd',
    goal: 0.75,
    weight: 3,
    experiment: true,
  },
  {
    id: 'hard-fs-star25',
    ladder: CARCASSONNE_2P,
    table: ['hard-fs', 'star25'],
    focal: 'hard-fs',
    goal: 0.75,
    weight: 3,
    experiment: true,
  },
  {
    id: 'hard-fs-end-star25',
    ladder: CARCASSONNE_2P,
    table: ['hard-fs-end', 'star25'],
    focal: 'hard-fs-end',
    goal: 0.75,
    weight: 3,
    experiment: true,
  },
];

/** A target's name on the command line: `carcassonne-2p/hard-star25`. */
export const targetId = (t: Target) => `${t.ladder.id}/${t.id}`;

export const LADDERS: Ladder[] = [CARCASSONNE_2P, CITADELS_4P, CITADELS_5P];

/** Each game's anchors (docs/bots.md#anchors). */
export const ANCHORS = {
  carcassonne: { star25: star25Action },
  citadels: { rules: ruleBotAction },
} as Anchors;
