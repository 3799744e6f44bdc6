/**
 * The pending turn of the Carcassonne board (client/carcassonne/Board.tsx): what the player has chosen but
 * not yet sent. The tile (a square and a rotation that fits there) and then the figure (a meeple or the
 * abbot on a spot of the new tile, no figure, or taking the abbot back: docs/rules/carcassonne.md#abbot-return)
 * stay in this client until the turn ends, so the player may move, rotate or take them back, which reveals
 * nothing. Only the core's legal actions for the seat are offered; the figure spots are found by applying
 * the pending tile to a copy of the view, as the core would. Ending the turn sends `placeTile` and then
 * `placeMeeple`, `skipMeeple` or `returnAbbot` through the board's move queue. A choice belongs to one turn
 * and step: once the view moves on, it is dropped.
 */
import { useMemo, useState } from 'react';
import { produce } from 'immer';
import {
  carcassonneCore,
  parseKey,
  type CarcassonneAction,
  type CarcassonneState,
  type Location,
  type Rotation,
} from '../../games/carcassonne';
import type { ExtraFigure } from '../../games/carcassonne/data/figures';
import { createRng } from '../../games/shared/rng';
import { useT } from '../i18n/LanguageProvider';
import { abbotReturnChoice, type AbbotReturnChoice } from './abbot-return';
import type { SpotChoice } from './components/TurnPanel';
import { spotLabel } from './plain-words';
import { meepleKind } from './turn-log';
import { push } from '../../games/shared/group-by';

/** What the player has chosen but not yet sent. */
interface Pending {
  /** The turn and step the choice belongs to; a stale choice is ignored. */
  at: string;
  key: string | null;
  rotation: Rotation;
  /** The figure step's choice: a spot's key (`spotKey`), `RETURN` (take the abbot back), or null (none). */
  meeple: string | null;
}

/** The choice of taking the abbot back instead of placing a figure. */
const RETURN = 'return';

/** A figure spot's key: the location for a meeple, `abbot@location` for the abbot. */
const spotKey = (location: Location, figure?: ExtraFigure) => (figure ? `${figure}@${location}` : location);

/** Placing a tile draws nothing (the next tile is drawn after the meeple step), so no randomness is used. */
const NO_RANDOMNESS = createRng('unused');

/** The board's move queue, as far as the pending turn sends through it (client/shared/use-move-queue.ts). */
export interface TurnQueue {
  busy: boolean;
  run(actions: CarcassonneAction[]): void;
}

/** The pending turn: what is chosen, what may be chosen next, and the choosing. */
export interface PendingTurn {
  /** The squares where the drawn tile fits, each with its fitting rotations (empty when not this seat's step). */
  placements: Map<string, Rotation[]>;
  /** The chosen square's fitting rotations, in the place step; null before a square is chosen. */
  fitting: Rotation[] | null;
  /** The chosen square, if any. */
  square: string | null;
  rotation: Rotation;
  /** The pending `placeTile`, if a square is chosen. */
  place: CarcassonneAction | null;
  /** The view with the pending tile applied, or the view itself. */
  shown: CarcassonneState;
  /** The tile whose figure spots are offered: the pending one, or one placed before (a reload in the meeple step). */
  tileKey: string | null;
  spots: SpotChoice[];
  abbotReturn: AbbotReturnChoice | null;
  canReturn: boolean;
  /** The chosen spot's key, `return` (take the abbot back), or null. */
  meeple: string | null;
  /** Whether anything is chosen that taking back would undo. */
  hasPending: boolean;
  /** Chooses a square, or rotates the tile on the square already chosen. */
  select(key: string): void;
  rotate(): void;
  /** Chooses a figure spot (or `return`), or none when it is chosen already. */
  chooseMeeple(key: string | null): void;
  takeBack(): void;
  /** Sends the turn: the pending tile, if any, then the figure or none; false when there is none to send yet. */
  endTurn(): boolean;
}

function useLegal(G: CarcassonneState, seat: number | null, isActive: boolean) {
  return useMemo(() => {
    const actions = seat !== null && isActive ? carcassonneCore.legalActions(G, seat) : [];
    const placements = new Map<string, Rotation[]>();
    for (const a of actions) if (a.type === 'placeTile') push(placements, `${a.x},${a.y}`, a.rotation);
    return placements;
  }, [G, seat, isActive]);
}

/** The view with the pending tile applied (the meeple step as the core would have it), or the view itself. */
function usePreview(G: CarcassonneState, seat: number | null, place: CarcassonneAction | null): CarcassonneState {
  return useMemo(
    () =>
      place === null || seat === null
        ? G
        : produce(G, (draft) => carcassonneCore.apply(draft, seat, place, NO_RANDOMNESS)),
    [G, seat, place],
  );
}

export function usePendingTurn(
  G: CarcassonneState,
  seat: number | null,
  isActive: boolean,
  queue: TurnQueue,
): PendingTurn {
  const t = useT();
  const placements = useLegal(G, seat, isActive);
  const at = `${G.turns}:${G.step}`;
  const fresh: Pending = { at, key: null, rotation: 0, meeple: null };
  const [stored, setPending] = useState<Pending>(fresh);
  const pending = stored.at === at ? stored : fresh;

  // The place step: the chosen square and a rotation that fits there.
  const fitting = G.step === 'place' && pending.key !== null ? (placements.get(pending.key) ?? null) : null;
  const rotation = fitting && !fitting.includes(pending.rotation) ? (fitting[0] as Rotation) : pending.rotation;
  const place = useMemo<CarcassonneAction | null>(() => {
    if (fitting === null || pending.key === null) return null;
    const [x, y] = parseKey(pending.key);
    return { type: 'placeTile', x, y, rotation };
  }, [fitting, pending.key, rotation]);
  const shown = usePreview(G, seat, place);
  const tileKey = isActive && shown.step === 'meeple' && shown.turn === seat ? shown.placed : null;
  const spots = useMemo(() => {
    if (tileKey === null || seat === null) return [];
    const tile = shown.board[tileKey]!;
    return carcassonneCore.legalActions(shown, seat).flatMap((a): SpotChoice[] =>
      a.type === 'placeMeeple'
        ? [
            {
              key: spotKey(a.location, a.figure),
              location: a.location,
              ...(a.figure ? { figure: a.figure } : {}),
              kind: meepleKind(tile.type, tile.rotation, a.location),
              label: spotLabel(tile.type, tile.rotation, a.location, t, a.figure),
            },
          ]
        : [],
    );
  }, [shown, seat, tileKey, t]);
  const abbotReturn = useMemo(
    () => (tileKey === null || seat === null ? null : abbotReturnChoice(shown, seat)),
    [shown, seat, tileKey],
  );
  const canReturn = abbotReturn !== null && abbotReturn.refused === undefined;
  const meeple =
    spots.some((s) => s.key === pending.meeple) || (pending.meeple === RETURN && canReturn) ? pending.meeple : null;

  const choose = (change: Partial<Pending>) => setPending({ ...pending, rotation, meeple, ...change });
  const select = (key: string) => {
    if (key === pending.key) return rotate();
    const fits = placements.get(key) ?? [];
    choose({ key, rotation: fits.includes(rotation) ? rotation : (fits[0] ?? 0), meeple: null });
  };
  const rotate = () => {
    if (G.step !== 'place') return;
    const cycle: readonly Rotation[] = fitting ?? [0, 1, 2, 3];
    choose({ rotation: cycle[(cycle.indexOf(rotation) + 1) % cycle.length] as Rotation, meeple: null });
  };
  const chooseMeeple = (key: string | null) => choose({ meeple: key === meeple ? null : key });
  const takeBack = () => setPending(fresh);
  const endTurn = () => {
    if (tileKey === null || queue.busy) return false;
    const spot = spots.find((s) => s.key === meeple);
    const last: CarcassonneAction =
      meeple === RETURN
        ? { type: 'returnAbbot' }
        : spot === undefined
          ? { type: 'skipMeeple' }
          : { type: 'placeMeeple', location: spot.location, ...(spot.figure ? { figure: spot.figure } : {}) };
    queue.run(place === null ? [last] : [place, last]);
    return true;
  };

  return {
    placements,
    fitting,
    square: pending.key,
    rotation,
    place,
    shown,
    tileKey,
    spots,
    abbotReturn,
    canReturn,
    meeple,
    hasPending: place !== null || meeple !== null,
    select,
    rotate,
    chooseMeeple,
    takeBack,
    endTurn,
  };
}
