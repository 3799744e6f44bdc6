/**
 * The Carcassonne board. It renders the seat's view (`G`) and offers exactly the core's legal actions
 * for this seat (`carcassonneCore.legalActions`): the squares and rotations where the drawn tile fits,
 * then the figure spots of the new tile (a meeple; with the abbot, the abbot on its cloister or garden), no
 * figure, or taking the abbot back (docs/rules/carcassonne.md#abbot-return). It holds no rules. What the
 * player is choosing is the pending turn (use-pending-turn.ts): the tile and the meeple stay in this client
 * until "End turn" (or Enter), and may be moved, rotated or taken back (Escape) until then. "End turn" sends
 * `placeTile` and, once the server has answered it, `placeMeeple`, `skipMeeple` or `returnAbbot`.
 * Keys: R rotates, Enter ends the turn, Escape takes back; arrows and +/− move the view.
 * A live region tells screen readers what the last turn did; focus stays on the board's controls.
 */
import { useContext, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { BoardProps } from 'boardgame.io/react';
import {
  carcassonneCore,
  type CarcassonneAction,
  type CarcassonneState,
  type PlaceMeepleAction,
  type PlaceTileAction,
} from '../../games/carcassonne';
import { useLanguage, useT } from '../i18n/LanguageProvider';
import { useMoveQueue } from '../shared/use-move-queue';
import { BoardView } from './components/BoardView';
import { FinalScores } from './components/FinalScores';
import { MeepleSpots, spotSpacing } from './components/MeepleSpots';
import { PlacementLayer } from './components/PlacementLayer';
import { PlayerList } from './components/PlayerList';
import { RemainingTiles } from './components/RemainingTiles';
import { ScoreLog } from './components/ScoreLog';
import { StatusBar } from './components/StatusBar';
import { TurnLogPanel } from './components/TurnLogPanel';
import { TurnPanel } from './components/TurnPanel';
import { eventHighlight, featureHighlight, scoredHighlight, type Highlight } from './highlight';
import { arrivingTiles, lastTileOfEachSeat, sinceLastTurn } from './turn-log';
import { BoardDrawn } from '../shared/board-drawn';
import { Later } from '../shared/Later';
import { useLeavingFigures } from './use-leaving-figures';
import { useScorePopups } from './use-score-popups';
import { lastTurnText } from './announce';
import { targetPx } from './tap-target';
import { turnEntries } from '../../games/carcassonne/rules/state';
import { LiveAnnouncer, useFocusAfterAction } from '../shared/a11y';
import { useAids } from '../shared/aids';
import { featureWorth, projectedScores } from '../../games/carcassonne/rules/queries';
import { meepleHighlight, spotHighlight, worthText } from './feature-worth';
import { useHintedMove } from '../shared/hinted-move';
import { usePendingTurn } from './use-pending-turn';
import { usePreference } from '../shared/use-preference';
import { useTableSeats } from '../shared/table-seats';
import './carcassonne.css';
import { applyMotionPreference } from '../shared/motion-preference';

// The Motion choice holds on every board, wherever it is shown (tables, replays, guided games): the
// board's module marks the page when it loads (client/shared/motion-preference.ts).
applyMotionPreference();

/** Where focus goes when an action took it away: the step's main button, else a square or meeple spot to choose. */
const FOCUS_ORDER = ['.carc-primary:not([disabled])', '.carc-spot', '.carc-meeple-spot'];

export function CarcassonneBoard({ G, moves, playerID, isActive, matchData }: BoardProps<CarcassonneState>) {
  const t = useT();
  const { language } = useLanguage();
  const seat = playerID === null || playerID === undefined ? null : Number(playerID);
  const names = G.scores.map(
    (_, s) => matchData?.find((p) => p.id === s)?.name ?? t('carcassonne.player', { n: s + 1 }),
  );
  const at = `${G.turns}:${G.step}`;
  const [hover, setHover] = useState<Highlight | null>(null);
  // A purist table hides the learning aids (client/shared/aids.ts): projections, highlights, the remaining
  // tiles and their odds, every player's last tile, the coordinates.
  const { purist } = useAids();
  const projected = useMemo(() => (purist ? undefined : projectedScores(G)), [G, purist]);
  const [worth, setWorth] = useState<string | null>(null);
  // A hint (client/learn/HintBar.tsx) is shown on the board: the square to place on, or the feature to claim.
  const hinted = useHintedMove();
  const hintedSquare =
    hinted?.type === 'placeTile' ? `${(hinted as PlaceTileAction).x},${(hinted as PlaceTileAction).y}` : null;
  const hintedFeature =
    hinted?.type === 'placeMeeple' && G.placed
      ? spotHighlight(G, G.placed, (hinted as PlaceMeepleAction).location)
      : null;
  const pointAtMeeple = (key: string | null) => {
    const m = key === null ? undefined : G.meeples[key];
    setHover(m ? meepleHighlight(G, m) : null);
    setWorth(m ? worthText(featureWorth(G, m), names, t, language) : null);
  };
  const root = useRef<HTMLDivElement>(null);
  useFocusAfterAction(root, FOCUS_ORDER);
  const isLegal = (action: CarcassonneAction) => carcassonneCore.refusal(G, seat ?? -1, action) === undefined;
  const queue = useMoveQueue<CarcassonneAction>(G, (action) => moves[action.type]?.(action), isLegal);

  // Before the match starts (seats open) nothing is playable, not even the seat the rules would start with.
  const { waiting } = useTableSeats();
  const active = isActive && !waiting;
  const turn = usePendingTurn(G, seat, active, queue);
  const { placements, fitting, rotation, place, shown, tileKey, spots, abbotReturn, canReturn, meeple, hasPending } =
    turn;
  const { select, rotate, chooseMeeple } = turn;
  const takeBack = () => {
    setHover(null);
    turn.takeBack();
  };
  const endTurn = () => {
    if (turn.endTurn()) setHover(null);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (seat === null || !active || queue.busy || event.ctrlKey || event.metaKey || event.altKey) return;
    const onButton = (event.target as Element).tagName === 'BUTTON';
    if (event.key === 'r' || event.key === 'R') {
      event.preventDefault();
      rotate();
    } else if (event.key === 'Enter' && !onButton && tileKey !== null) {
      event.preventDefault();
      endTurn();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      takeBack();
    }
  };

  const popups = useScorePopups(G);
  // What just scored lights up while its points float (the pop-up's id is its score event's index).
  const scored = useMemo(
    () =>
      scoredHighlight(
        G,
        popups.map((p) => Number(p.id)),
      ),
    [G, popups],
  );
  const leaving = useLeavingFigures(G);
  // A hotseat seat not shown yet leaves its map and picture panels undrawn (client/shared/board-drawn.ts).
  const drawn = useContext(BoardDrawn);
  const last = G.step === 'meeple' ? G.placed : null;
  // Other players' tiles since this seat's last turn; with the aids, every player's last tile too (dashed).
  const frames = sinceLastTurn(G, seat).map((turn) => ({ key: `${turn.x},${turn.y}`, seat: turn.seat }));
  const lastOfEach = purist ? [] : lastTileOfEachSeat(G).filter((f) => !frames.some((r) => r.key === f.key));
  const [coordinates, setCoordinates] = usePreference('carcassonne.coordinates');
  const step = G.step === 'over' ? 'over' : G.turn === seat && active ? (queue.busy ? 'sending' : 'choose') : 'waiting';
  const lastPlaced = turnEntries(G).at(-1);
  // Another player's last turn (both tiles of a double turn) plays back in motion; this seat's own is at once.
  const arriving = useMemo(() => arrivingTiles(G, seat), [G, seat]);
  // Zoom in on the chosen square while its meeple spots are offered, until they are a full target apart.
  const spacing = tileKey !== null && step === 'choose' ? spotSpacing(shown, tileKey, spots) : Infinity;
  const closeUp = tileKey !== null && Number.isFinite(spacing) ? { key: tileKey, scale: targetPx() / spacing } : null;
  return (
    <div
      className="carc"
      ref={root}
      onKeyDown={onKeyDown}
      data-step={G.step}
      data-turn={G.turn}
      data-pending={hasPending || undefined}
      data-double-turn={G.doubleTurn}
    >
      <StatusBar
        state={G}
        names={names}
        me={seat}
        step={tileKey === null ? 'tile' : spots.length > 0 || canReturn ? 'meeple' : 'end'}
      />
      <LiveAnnouncer text={lastTurnText(G, names, t)} />
      {G.step === 'over' && <FinalScores state={G} names={names} />}
      <div className="carc-main">
        {drawn && (
          <BoardView
            state={shown}
            fitKey={at}
            mapKeys={Object.keys(G.board)}
            highlight={(purist ? null : hover) ?? hintedFeature ?? scored}
            hinted={hintedSquare}
            candidates={G.step === 'place' && step === 'choose' ? [...placements.keys()] : []}
            last={last}
            frames={frames}
            lastOfEach={lastOfEach}
            arriving={arriving}
            pending={place === null ? null : turn.square}
            focus={lastPlaced ? `${lastPlaced.x},${lastPlaced.y}` : '0,0'}
            closeUp={closeUp}
            popups={popups}
            leaving={leaving}
            onMeepleHover={purist ? undefined : pointAtMeeple}
            coordinates={coordinates && !purist}
            onCoordinates={purist ? undefined : setCoordinates}
          >
            {(wasDrag, scale) => (
              <>
                {G.step === 'place' && G.current && placements.size > 0 && step === 'choose' && (
                  <PlacementLayer
                    tile={G.current}
                    options={placements}
                    selected={turn.square}
                    rotation={rotation}
                    wasDrag={wasDrag}
                    onSelect={select}
                  />
                )}
                {tileKey !== null && seat !== null && spots.length > 0 && step === 'choose' && (
                  <MeepleSpots
                    state={shown}
                    tileKey={tileKey}
                    spots={spots}
                    seat={seat}
                    selected={meeple}
                    scale={scale}
                    wasDrag={wasDrag}
                    onHover={(index) => setHover(index === null ? null : featureHighlight(shown, tileKey, index))}
                    onChoose={chooseMeeple}
                  />
                )}
              </>
            )}
          </BoardView>
        )}
        <TurnPanel
          tile={G.current ?? (tileKey === null ? null : (shown.board[tileKey]?.type ?? null))}
          tilesLeft={G.bag.length}
          rotation={G.step === 'meeple' ? (G.board[G.placed ?? '']?.rotation ?? 0) : rotation}
          step={step}
          fitting={fitting}
          canRotate={G.step === 'place' && (fitting === null || fitting.length > 1)}
          ready={tileKey !== null}
          pending={hasPending}
          spots={spots}
          meeple={meeple}
          abbotReturn={abbotReturn}
          earnsSecondTile={tileKey !== null && shown.doubleTurn === 'earned'}
          onRotate={rotate}
          onTakeBack={takeBack}
          onEndTurn={endTurn}
          onMeeple={chooseMeeple}
        />
        <aside className="carc-side">
          {/* In the side panel, so that the words appearing never move the board under the pointer. */}
          {worth && !purist && (
            <p className="carc-worth" role="status">
              {worth}
            </p>
          )}
          <PlayerList
            state={G}
            names={names}
            me={seat}
            justScored={popups.flatMap((p) => p.scorers)}
            projected={projected}
          />
          {/* The logs and the tiles left, below the map on a phone, come in a render after the board's first. */}
          <Later>
            {drawn && <TurnLogPanel state={G} names={names} me={seat} />}
            <ScoreLog state={G} names={names} onHover={(event) => setHover(event && eventHighlight(G, event))} />
            {/* At the end no tile is left: no panel of zeros. */}
            {drawn && !purist && G.step !== 'over' && <RemainingTiles state={G} seat={seat} />}
          </Later>
        </aside>
      </div>
    </div>
  );
}
