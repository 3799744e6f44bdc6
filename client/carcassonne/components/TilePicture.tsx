/**
 * A small picture of a tile as it lies on the board, beside its name in words (the turn log, the
 * discarded tiles, the replay's moves): decorative, since the words beside it say what it is. Sized by
 * its attributes too, for pages that show it before the board's stylesheet has loaded.
 */
import type { Rotation, TileKind } from '../../../games/carcassonne';
import { TileArt } from './TileArt';

export function TilePicture({ type, rotation = 0 }: { type: TileKind; rotation?: Rotation }) {
  return (
    <svg
      viewBox="0 0 100 100"
      width="26"
      height="26"
      className="carc-tile-picture"
      data-tile-picture={`${type}${rotation}`}
      aria-hidden="true"
    >
      <TileArt type={type} rotation={rotation} />
    </svg>
  );
}
