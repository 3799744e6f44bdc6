/**
 * The server-side variant of a Game (docs/design/boardgameio.md#hardened-game). Clients and Local() keep
 * the plain Game; only the Game objects given to the server are hardened:
 *
 * - `setupData` is required, so a `sync` on an unknown match id cannot auto-create a match. `null` means
 *   "the game's defaults" (the lobby guard sends it when a create request has no setupData), and reaches
 *   the game's own `setup` and `validateSetupData` as `undefined`.
 * - A crypto-seeded `random` plugin replaces boardgame.io's timestamp seed before setup shuffles anything.
 * - Undo and redo are off.
 * - Options the rules play but no board draws yet (`offeredProblem`, games/shared/contract.ts) are refused
 *   at a match's creation, after the game's own check.
 */
import { randomBytes } from 'node:crypto';
import type { Game } from 'boardgame.io';

export const SETUP_DATA_REQUIRED = 'setupData is required (send null for the game defaults)';

/** A plugin named `random` with only a setup: it overrides the core plugin's seed, and the core keeps the API. */
export const cryptoSeedPlugin = {
  name: 'random',
  setup: () => ({ seed: randomBytes(16).toString('hex') }),
};

export function hardenGame<G>(game: Game<G>, offeredProblem?: (options: unknown) => string | undefined): Game<G> {
  const { setup, validateSetupData } = game;
  return {
    ...game,
    disableUndo: true,
    plugins: [...(game.plugins ?? []), cryptoSeedPlugin],
    setup: setup && ((context, setupData) => setup(context, setupData ?? undefined)),
    validateSetupData: (setupData, numPlayers) => {
      if (setupData === undefined) return SETUP_DATA_REQUIRED;
      return (
        validateSetupData?.(setupData ?? undefined, numPlayers) ??
        (setupData === null ? undefined : offeredProblem?.(setupData))
      );
    },
  };
}

type MoveMap = Record<string, unknown> | undefined;

/**
 * Every move name the game declares as an own property, in its global moves, its phases and its stages.
 * boardgame.io looks moves up with `name in moves`, so `constructor` or `toString` would otherwise "exist".
 */
export function moveNames(game: Game): Set<string> {
  const maps: MoveMap[] = [game.moves as MoveMap];
  const turns = [game.turn, ...Object.values(game.phases ?? {}).map((phase) => phase.turn)];
  for (const phase of Object.values(game.phases ?? {})) maps.push(phase.moves as MoveMap);
  for (const turn of turns) for (const stage of Object.values(turn?.stages ?? {})) maps.push(stage.moves as MoveMap);
  return new Set(maps.flatMap((map) => (map ? Object.keys(map) : [])));
}
