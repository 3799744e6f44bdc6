/**
 * The moves a boardgame.io client never runs itself (long-form `client: false` wherever the name appears:
 * top-level, in every phase and every stage). After such a move the mover's client still holds the state
 * before it, so it can take the move's patch like every other seat (server/transport/rooms.ts); after a move
 * the client ran optimistically it stands one state ahead and must be sent the whole state.
 */
import type { Game, Move } from 'boardgame.io';

type MoveMap = Record<string, Move> | undefined;
type Stages = Record<string, { moves?: MoveMap }> | undefined;

function moveMaps(game: Game): MoveMap[] {
  const maps: MoveMap[] = [game.moves as MoveMap];
  const stagesOf = (stages: Stages) => Object.values(stages ?? {}).map((stage) => stage.moves);
  maps.push(...stagesOf(game.turn?.stages as Stages));
  for (const phase of Object.values(game.phases ?? {})) {
    maps.push(phase.moves as MoveMap, ...stagesOf(phase.turn?.stages as Stages));
  }
  return maps;
}

export function serverOnlyMoves(game: Game): ReadonlySet<string> {
  const clientRuns = new Set<string>();
  const serverOnly = new Set<string>();
  for (const moves of moveMaps(game)) {
    for (const [name, move] of Object.entries(moves ?? {})) {
      const onServerOnly = typeof move === 'object' && move !== null && move.client === false;
      (onServerOnly ? serverOnly : clientRuns).add(name);
    }
  }
  for (const name of clientRuns) serverOnly.delete(name);
  return serverOnly;
}
