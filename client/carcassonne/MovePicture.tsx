/**
 * Carcassonne's small picture beside a move in words (the replay's last move, the analysis notes; its
 * client module's `MovePicture`): the tile a placement laid, turned as it was laid, read in the state
 * before the move. Nothing for other moves.
 */
import type { CarcassonneAction, CarcassonneState } from '../../games/carcassonne';
import type { MovePictureProps } from '../catalogue';
import { TilePicture } from './components/TilePicture';

export function CarcassonneMovePicture({ action, before }: MovePictureProps) {
  const move = action as CarcassonneAction;
  const tile = (before as CarcassonneState | undefined)?.current;
  if (move.type !== 'placeTile' || !tile) return null;
  return <TilePicture type={tile} rotation={move.rotation} />;
}
