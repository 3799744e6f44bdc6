/**
 * A small picture beside a move in words where it helps (the replay's last move, the analysis notes): the
 * tile a Carcassonne placement laid, turned as it was laid, read in the state before the move. Nothing
 * for other moves.
 */
import type { ActionBase } from '../../games/shared/contract';
import type { CarcassonneAction, CarcassonneState } from '../../games/carcassonne';
import { TilePicture } from '../carcassonne/components/TilePicture';

export function MovePicture({ game, action, before }: { game: string; action: ActionBase; before: unknown }) {
  const move = action as CarcassonneAction;
  const tile = (before as CarcassonneState | undefined)?.current;
  if (game !== 'carcassonne' || move.type !== 'placeTile' || !tile) return null;
  return <TilePicture type={tile} rotation={move.rotation} />;
}
