/**
 * The layers of the board's map, bottom to top, each drawn in board coordinates (board-geometry.ts) inside
 * BoardView's panned and zoomed group: the placed tiles with their lit feature segments; the outlines
 * (other players' recent tiles in their colour, the last tile, the pending one, the hinted square, the lit
 * tiles); the placed figures, which tell when they are pointed at; the figures flying home from what just
 * scored; and the "+N" over what just scored.
 */
import { parseKey, type CarcassonneState } from '../../../games/carcassonne';
import type { Highlight } from '../highlight';
import type { LeavingFigure } from '../use-leaving-figures';
import { meeplePosition, TILE, type Popup } from './board-geometry';
import { FigureDrawing, playerColour } from './Meeple';
import { TileArt } from './TileArt';

/** Every placed tile, its lit feature segments lit. */
/**
 * The placed tiles; those `arriving` (another player's tile just placed) slide onto their square and turn
 * into place as they first appear (CSS, carcassonne.css; off with the Motion switch or reduced motion).
 */
export function TilesLayer({
  board,
  lit,
  arriving = NONE,
}: {
  board: CarcassonneState['board'];
  lit: Highlight['segments'];
  arriving?: ReadonlySet<string>;
}) {
  return (
    <>
      {Object.entries(board).map(([key, tile]) => {
        const [tx, ty] = parseKey(key);
        const art = <TileArt type={tile.type} rotation={tile.rotation} highlight={lit[key]} />;
        return (
          <g key={key} transform={`translate(${tx * TILE} ${ty * TILE})`} data-tile={key}>
            {arriving.has(key) ? (
              <g className="carc-arrive" data-arriving>
                {art}
              </g>
            ) : (
              art
            )}
          </g>
        );
      })}
    </>
  );
}

const NONE: ReadonlySet<string> = new Set();

/** A square of the board, `inset` inside its edges. */
const square = (key: string, inset: number) => ({
  x: parseKey(key)[0] * TILE + inset,
  y: parseKey(key)[1] * TILE + inset,
  width: TILE - 2 * inset,
  height: TILE - 2 * inset,
});

/**
 * The outlines over the tiles: recent tiles in their player's colour, each player's last tile dashed in theirs,
 * the last, the pending, the hinted and the lit ones.
 */
export function OutlinesLayer({
  frames,
  lastOfEach = [],
  last,
  pending,
  hinted,
  litTiles,
}: {
  frames: readonly { key: string; seat: number }[];
  lastOfEach?: readonly { key: string; seat: number }[];
  last: string | null;
  pending: string | null;
  hinted: string | null;
  litTiles: readonly string[];
}) {
  return (
    <>
      {frames.map(({ key, seat }) => (
        <rect
          key={`f${key}`}
          className="carc-recent"
          data-recent={key}
          data-seat={seat}
          stroke={playerColour(seat)}
          {...square(key, 3)}
        />
      ))}
      {lastOfEach.map(({ key, seat }) => (
        <rect
          key={`l${key}`}
          className="carc-last-of"
          data-last-of={key}
          data-seat={seat}
          stroke={playerColour(seat)}
          {...square(key, 4)}
        />
      ))}
      {last && <rect className="carc-last" {...square(last, 2)} />}
      {pending && <rect className="carc-pending" data-pending={pending} {...square(pending, 2)} />}
      {hinted && <rect className="carc-hinted" data-hinted={hinted} {...square(hinted, 2)} />}
      {litTiles.map((key) => (
        <rect key={key} className="carc-lit-tile" {...square(key, 2)} />
      ))}
    </>
  );
}

/**
 * The placed figures, each drawn as its row says; those on an `arriving` tile drop onto their spot as they
 * first appear. With `onHover`, each tells when it is pointed at and away again (null).
 */
export function FiguresLayer({
  state,
  onHover,
  arriving = NONE,
}: {
  state: CarcassonneState;
  onHover?(key: string | null): void;
  arriving?: ReadonlySet<string>;
}) {
  return (
    <>
      {Object.entries(state.meeples).map(([key, m]) => {
        const at = meeplePosition(state, m);
        const drawing = (
          <FigureDrawing
            key={key}
            figure={m.figure ?? 'meeple'}
            seat={m.seat}
            x={at.x}
            y={at.y}
            lying={at.lying}
            scale={1.15}
          />
        );
        const figure = arriving.has(`${m.x},${m.y}`) ? (
          <g key={key} className="carc-drop" data-dropping>
            {drawing}
          </g>
        ) : (
          drawing
        );
        if (!onHover) return figure;
        return (
          <g
            key={key}
            className="carc-placed-meeple"
            data-meeple={key}
            onMouseEnter={() => onHover(key)}
            onMouseLeave={() => onHover(null)}
          >
            {figure}
          </g>
        );
      })}
    </>
  );
}

/**
 * The figures just gone home (a completed feature scored, the abbot taken back), drawn on their old spot
 * as they fly to their owner's supply beside the map and fade out (CSS `.carc-leave`, aimed by fly-home.ts); decoration only, so hidden from assistive technology (the
 * log tells the scoring) and never in the way of a tap.
 */
export function LeavingFiguresLayer({
  state,
  leaving,
}: {
  state: CarcassonneState;
  leaving: readonly LeavingFigure[];
}) {
  if (leaving.length === 0) return null;
  return (
    <g aria-hidden="true" className="carc-leaving">
      {leaving.map((m) => {
        const at = meeplePosition(state, m);
        return (
          <g key={m.key} className="carc-leave" data-leaving={m.key} data-fly-seat={m.seat} data-fly-to="supply">
            <FigureDrawing
              figure={m.figure ?? 'meeple'}
              seat={m.seat}
              x={at.x}
              y={at.y}
              lying={at.lying}
              scale={1.15}
            />
          </g>
        );
      })}
    </g>
  );
}

/** Each placed tile's and open square's "x,y" in its top-left corner, about 11 screen pixels high at any zoom (`scale`). */
export function CoordinatesLayer({ state, scale }: { state: CarcassonneState; scale: number }) {
  const size = 11 / scale;
  const label = (x: number, y: number, open: boolean) => (
    <text
      key={`${x},${y}`}
      className="carc-coordinate"
      data-coordinate={`${x},${y}`}
      data-open={open || undefined}
      x={x * TILE + size * 0.3}
      y={y * TILE + size * 1.1}
      fontSize={size}
      strokeWidth={size / 4}
    >
      {`${x},${y}`}
    </text>
  );
  return (
    <g aria-hidden="true">
      {Object.keys(state.board).map((key) => label(...parseKey(key), false))}
      {state.frontier.map((square) => label(square.x, square.y, true))}
    </g>
  );
}

/**
 * The "+N" over what just scored, in the scorer's colour, big enough to read at any zoom (`scale`); it
 * rises, then flies to the scorer's points beside the map (aimed by fly-home.ts; a shared scoring's stays). Hidden
 * from assistive technology: the log announces the score.
 */
export function PopupsLayer({ popups, scale }: { popups: readonly Popup[]; scale: number }) {
  return (
    <g aria-hidden="true">
      {popups.map((p) => (
        <text
          key={p.id}
          className="carc-popup"
          data-fly-seat={p.seat ?? undefined}
          data-fly-to={p.seat === null ? undefined : 'points'}
          x={p.x}
          y={p.y}
          fill={p.seat === null ? '#fff' : playerColour(p.seat)}
          fontSize={Math.max(34, 22 / scale)}
          textAnchor="middle"
        >
          {p.text}
        </text>
      ))}
    </g>
  );
}
