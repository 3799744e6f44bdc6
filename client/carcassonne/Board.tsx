/**
 * The Carcassonne board. It renders the seat's view (`G`) and offers exactly the core's legal actions
 * for this seat (`carcassonneCore.legalActions`): the squares and rotations where the drawn tile fits,
 * then the meeple spots of the new tile and skip. It holds no rules, only what the player is choosing
 * (square, rotation) and what is highlighted. Keys: R rotates, Enter places; arrows and +/− move the view.
 * A live region tells screen readers what the last turn did; focus stays on the board's controls.
 */
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { BoardProps } from 'boardgame.io/react';
import { carcassonneCore, parseKey, type CarcassonneState, type Location, type Rotation } from '../../games/carcassonne';
import { turnEntries } from '../../games/carcassonne/rules/state';
import { useT } from '../i18n/LanguageProvider';
import { BoardView } from './components/BoardView';
import { FinalScores } from './components/FinalScores';
import { MeepleSpots } from './components/MeepleSpots';
import { PlacementLayer } from './components/PlacementLayer';
import { PlayerList } from './components/PlayerList';
import { RemainingTiles } from './components/RemainingTiles';
import { ScoreLog } from './components/ScoreLog';
import { StatusBar } from './components/StatusBar';
import { TurnPanel } from './components/TurnPanel';
import { eventHighlight, featureHighlight, type Highlight } from './highlight';
import { lastTurnText } from './announce';
import { LiveAnnouncer, useFocusAfterAction } from '../shared/a11y';
import './carcassonne.css';

/** Where focus goes when an action took it away: the step's main button, else a square or meeple spot to choose. */
const FOCUS_ORDER = ['.carc-primary:not([disabled])', '.carc-spot', '.carc-meeple-spot'];

interface Choice {
  /** The turn and step the choice belongs to; a stale choice is ignored. */
  at: string;
  key: string | null;
  rotation: Rotation;
}

function useLegal(G: CarcassonneState, seat: number | null, isActive: boolean) {
  return useMemo(() => {
    const actions = seat !== null && isActive ? carcassonneCore.legalActions(G, seat) : [];
    const placements = new Map<string, Rotation[]>();
    const spots: Location[] = [];
    for (const a of actions) {
      if (a.type === 'placeTile') placements.set(`${a.x},${a.y}`, [...(placements.get(`${a.x},${a.y}`) ?? []), a.rotation]);
      if (a.type === 'placeMeeple') spots.push(a.location);
    }
    return { placements, spots, canSkip: actions.some((a) => a.type === 'skipMeeple') };
  }, [G, seat, isActive]);
}

export function CarcassonneBoard({ G, moves, playerID, isActive, matchData }: BoardProps<CarcassonneState>) {
  const t = useT();
  const seat = playerID === null || playerID === undefined ? null : Number(playerID);
  const { placements, spots, canSkip } = useLegal(G, seat, isActive);
  const names = G.scores.map((_, s) => matchData?.find((p) => p.id === s)?.name ?? t('carcassonne.player', { n: s + 1 }));
  const at = `${G.turns}:${G.step}`;
  const [stored, setChoice] = useState<Choice>({ at, key: null, rotation: 0 });
  const choice = stored.at === at ? stored : { at, key: null, rotation: 0 as Rotation };
  const [hover, setHover] = useState<Highlight | null>(null);
  const root = useRef<HTMLDivElement>(null);
  useFocusAfterAction(root, FOCUS_ORDER);

  const fitting = choice.key === null ? null : (placements.get(choice.key) ?? null);
  const rotation = fitting && !fitting.includes(choice.rotation) ? (fitting[0] as Rotation) : choice.rotation;
  const select = (key: string) => {
    if (key === choice.key) return rotate();
    const fits = placements.get(key) ?? [];
    setChoice({ at, key, rotation: fits.includes(rotation) ? rotation : (fits[0] ?? 0) });
  };
  const rotate = () => {
    const cycle: readonly Rotation[] = fitting ?? [0, 1, 2, 3];
    setChoice({ ...choice, rotation: cycle[(cycle.indexOf(rotation) + 1) % cycle.length] as Rotation });
  };
  const confirm = () => {
    if (choice.key === null || !fitting) return;
    const [x, y] = parseKey(choice.key);
    moves.placeTile?.({ type: 'placeTile', x, y, rotation });
  };
  const placeMeeple = (location: Location) => {
    setHover(null);
    moves.placeMeeple?.({ type: 'placeMeeple', location });
  };
  const skip = () => {
    setHover(null);
    moves.skipMeeple?.({ type: 'skipMeeple' });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (G.step !== 'place' || placements.size === 0 || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === 'r' || event.key === 'R') {
      event.preventDefault();
      rotate();
    } else if (event.key === 'Enter' && (event.target as Element).tagName !== 'BUTTON' && choice.key !== null) {
      event.preventDefault();
      confirm();
    }
  };

  const history = turnEntries(G);
  const lastEntry = history.at(-1);
  const last = lastEntry ? `${lastEntry.x},${lastEntry.y}` : null;
  const placed = G.step === 'meeple' ? G.placed : null;
  const step = G.step === 'over' ? 'over' : G.turn === seat && isActive ? G.step : 'waiting';
  return (
    <div className="carc" ref={root} onKeyDown={onKeyDown} data-step={G.step} data-turn={G.turn}>
      <StatusBar state={G} names={names} me={seat} />
      <LiveAnnouncer text={lastTurnText(G, names, t)} />
      {G.step === 'over' && <FinalScores state={G} names={names} />}
      <div className="carc-main">
        <BoardView state={G} focus={last ?? '0,0'} highlight={hover} last={last}>
          {(wasDrag) => (
            <>
              {G.step === 'place' && G.current && placements.size > 0 && (
                <PlacementLayer tile={G.current} options={placements} selected={choice.key} rotation={rotation} wasDrag={wasDrag} onSelect={select} />
              )}
              {placed && seat !== null && (spots.length > 0 || canSkip) && (
                <MeepleSpots
                  state={G}
                  tileKey={placed}
                  spots={spots}
                  seat={seat}
                  wasDrag={wasDrag}
                  onHover={(index) => setHover(index === null ? null : featureHighlight(G, placed, index))}
                  onPlace={placeMeeple}
                />
              )}
            </>
          )}
        </BoardView>
        <aside className="carc-side">
          <TurnPanel
            tile={G.current}
            tilesLeft={G.bag.length}
            rotation={rotation}
            step={step}
            fitting={fitting}
            meepleSpots={spots.length}
            onRotate={rotate}
            onConfirm={confirm}
            onSkip={skip}
          />
          <PlayerList state={G} names={names} me={seat} />
          <ScoreLog state={G} names={names} onHover={(event) => setHover(event && eventHighlight(G, event))} />
          <RemainingTiles state={G} />
        </aside>
      </div>
    </div>
  );
}
