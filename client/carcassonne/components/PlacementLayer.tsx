/**
 * The place-tile step on the board: every square where the drawn tile fits (exactly the core's legal
 * placements) as a clickable outline, and the ghost of the drawn tile on the chosen square in the chosen
 * rotation (fainter on a hovered square, as it would go there). Clicking the chosen square again turns the
 * tile to its next fitting rotation.
 */
import { useState, type KeyboardEvent } from 'react';
import { parseKey, type Rotation, type TileKind } from '../../../games/carcassonne';
import { useT } from '../../i18n/LanguageProvider';
import { TileArt } from './TileArt';
import { TILE } from './board-geometry';
import { squareWords } from '../plain-words';

/** Space or Enter on a focused spot acts like a click (and goes no further). */
export function activate(event: KeyboardEvent, action: () => void): void {
  if (event.key !== ' ' && event.key !== 'Enter') return;
  event.preventDefault();
  event.stopPropagation();
  action();
}

interface Props {
  tile: TileKind;
  /** Legal squares with their fitting rotations. */
  options: ReadonlyMap<string, readonly Rotation[]>;
  selected: string | null;
  rotation: Rotation;
  wasDrag(): boolean;
  onSelect(key: string): void;
}

export function PlacementLayer({ tile, options, selected, rotation, wasDrag, onSelect }: Props) {
  const t = useT();
  const [hovered, setHovered] = useState<string | null>(null);
  const preview = hovered !== null && hovered !== selected && options.has(hovered) ? hovered : null;
  const previewRotation =
    preview === null ? rotation : options.get(preview)!.includes(rotation) ? rotation : options.get(preview)![0]!;
  return (
    <g className="carc-placement" onMouseLeave={() => setHovered(null)}>
      {preview && (
        <g
          className="carc-ghost carc-preview"
          transform={`translate(${parseKey(preview)[0] * TILE} ${parseKey(preview)[1] * TILE})`}
        >
          <TileArt type={tile} rotation={previewRotation} />
        </g>
      )}
      {[...options.keys()].map((key) => {
        const [x, y] = parseKey(key);
        return (
          <rect
            key={key}
            className="carc-spot"
            data-key={key}
            data-selected={key === selected || undefined}
            x={x * TILE + 4}
            y={y * TILE + 4}
            width={TILE - 8}
            height={TILE - 8}
            rx="6"
            role="button"
            tabIndex={0}
            aria-label={t('carcassonne.placeHere', { where: squareWords(x, y, t) })}
            onMouseEnter={() => setHovered(key)}
            onClick={() => !wasDrag() && onSelect(key)}
            onKeyDown={(event) => activate(event, () => onSelect(key))}
          />
        );
      })}
      {selected && (
        <g
          className="carc-ghost"
          transform={`translate(${parseKey(selected)[0] * TILE} ${parseKey(selected)[1] * TILE})`}
          data-ghost={`${tile}${rotation}`}
        >
          <TileArt type={tile} rotation={rotation} />
          <rect className="carc-ghost-frame" width={TILE} height={TILE} />
        </g>
      )}
    </g>
  );
}
