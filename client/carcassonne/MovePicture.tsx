/**
 * Carcassonne's small picture beside a move in words (the replay's last move, the analysis notes; its
 * client module's `MovePicture`): the tile a placement laid, turned as it was laid, read in the state
 * before the move. Nothing for other moves. And the turn a move belongs to: a tile starts the next turn,
 * the meeple (or none) after it is still that turn's.
 */
import type { CarcassonneAction, CarcassonneState } from '../../games/carcassonne';
import type { MovePictureProps } from '../catalogue';
import type { ActionBase } from '../../games/shared/contract';
import { TilePicture } from './components/TilePicture';

export function CarcassonneMovePicture({ action, before }: MovePictureProps) {
  const move = action as CarcassonneAction;
  const tile = (before as CarcassonneState | undefined)?.current;
  if (move.type !== 'placeTile' || !tile) return null;
  return <TilePicture type={tile} rotation={move.rotation} />;
}

/** The turn (1, 2, …) of a move, from the state before it: a placement starts one, what follows ends it. */
export function carcassonneTurnOf(action: ActionBase, before: unknown): number {
  const turns = (before as CarcassonneState | undefined)?.turns ?? 0;
  return action.type === 'placeTile' ? turns + 1 : Math.max(turns, 1);
}
