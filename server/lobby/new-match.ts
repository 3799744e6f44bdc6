/**
 * A new match's initial state and metadata: boardgame.io's `createMatch`, with each game's config processed
 * once. Given a raw Game, `createMatch` processes it again for every match (`ProcessGameConfig` builds the
 * whole flow: every phase's, turn's and move's wrappers), a fifth of the garbage of making a Carcassonne
 * match; a processed config is passed through. So each game's processed config is kept, as boardgame.io's
 * own server keeps its games processed (docs/quick-play.md#speed).
 */
import type { Game } from 'boardgame.io';
import { createMatch, ProcessGameConfig } from 'boardgame.io/internal';

const processed = new WeakMap<Game, Game>();

/** The game's config as boardgame.io processes it, made once per game. */
export function processedGame(game: Game): Game {
  let config = processed.get(game);
  if (!config) processed.set(game, (config = ProcessGameConfig(game) as Game));
  return config;
}

/** `createMatch` of boardgame.io on the game's processed config: the same state and metadata, less garbage. */
export function newMatch(opts: Parameters<typeof createMatch>[0]): ReturnType<typeof createMatch> {
  return createMatch({ ...opts, game: processedGame(opts.game) });
}
