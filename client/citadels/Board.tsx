/**
 * The Citadels (Machiavelli) board: renders the seat's view and offers only its legal actions, taken
 * from the rules core (`citadelsCore.legalActions` on the view); it holds no rules. Every move's one
 * argument is the core's action object. In hotseat mode with several human seats (`hotseat`), a
 * privacy screen covers the board until the player it belongs to reveals it. A live region announces
 * what happened and whose turn it is; focus stays on the board's controls after each action. `data-legal`
 * on the board counts the seat's legal actions, so a browser spec can tell a step with nothing to press.
 */
import { useRef } from 'react';
import type { BoardProps } from 'boardgame.io/react';
import { citadelsCore, type CitadelsAction, type CitadelsState } from '../../games/citadels/index';
import { useText } from './use-text';
import type { SeatView } from './seat-view';
import { GameHeader } from './components/GameHeader';
import { Selection } from './components/Selection';
import { CallingTrack } from './components/CallingTrack';
import { ActionBar } from './components/ActionBar';
import { useCardMarks } from './use-card-marks';
import { Hand } from './components/Hand';
import { Players } from './components/Players';
import { GameLog } from './components/GameLog';
import { FinalScores } from './components/FinalScores';
import { PrivacyScreen } from './components/PrivacyScreen';
import { Later } from '../shared/Later';
import { Flights } from './components/Flights';
import { useFlights } from './use-flights';
import { announcement } from './announce';
import { LiveAnnouncer, useFocusAfterAction } from '../shared/a11y';
import { useTableSeats } from '../shared/table-seats';
import './citadels.css';
import { applyMotionPreference } from '../shared/motion-preference';

// The Motion choice holds on every board, wherever it is shown (tables, replays, guided games): the
// board's module marks the page when it loads (client/shared/motion-preference.ts).
applyMotionPreference();

/** Where focus goes when an action took it away: reveal, choose, the prompts, then the hand. */
const FOCUS_ORDER = [
  '.cit-privacy button',
  '.cit-choose .cit-card-actions button:not([disabled])',
  '.cit-prompts button:not([disabled]):not(.cit-info)',
  '.cit-hand .cit-card-actions button:not([disabled])',
];

export type CitadelsBoardProps = BoardProps<CitadelsState> & { hotseat?: boolean };

function useSeatView(props: CitadelsBoardProps): SeatView {
  const { t } = useText();
  const { G, playerID, matchData, moves } = props;
  const me = playerID !== null && playerID !== undefined && /^\d+$/.test(playerID) ? Number(playerID) : null;
  const base = G.gold.map((_, seat) => matchData?.[seat]?.name ?? t('citadels.player', { n: seat + 1 }));
  const names = base.map((name, seat) => (seat === me ? t('citadels.you.name') : name));
  // Before the match starts (seats open) nothing is playable (client/shared/table-seats.ts).
  const { waiting } = useTableSeats();
  const legal = me === null || props.ctx.gameover || waiting ? [] : citadelsCore.legalActions(G, me);
  const act = (action: CitadelsAction) => moves[action.type]?.(action);
  return { G, me, names, base, legal, act };
}

export function CitadelsBoard(props: CitadelsBoardProps) {
  const text = useText();
  const { t } = text;
  const view = useSeatView(props);
  const marks = useCardMarks(view);
  const { G, me } = view;
  const flights = useFlights(G, me, props.log);
  const root = useRef<HTMLDivElement>(null);
  useFocusAfterAction(root, FOCUS_ORDER);
  const gameover = props.ctx.gameover as { winners?: string[] } | undefined;
  const winners = gameover?.winners ?? (G.phase === 'over' ? citadelsCore.winners(G).map(String) : []);
  const board = (
    <div className="cit-board" data-phase={G.phase} data-legal={view.legal.length}>
      <LiveAnnouncer text={announcement(props.log, view, text, winners)} />
      <GameHeader G={G} />
      {G.phase === 'over' && <FinalScores view={view} winners={winners} />}
      {me === null && <p className="muted">{t('citadels.spectator')}</p>}
      <div className="cit-layout">
        <div className="cit-main">
          {G.phase === 'selection' ? <Selection view={view} /> : <CallingTrack view={view} />}
          {G.phase !== 'over' && <ActionBar view={view} marks={marks} />}
          <Hand view={view} marks={marks} />
        </div>
        <aside className="cit-side">
          <Players view={view} />
          {/* The log, below the hand and the cities on a phone, comes in a render after the board's first
              (the players stay in it: the deal flies to their seats, client/citadels/use-flights.ts). */}
          <Later>
            <GameLog log={props.log} view={view} />
          </Later>
        </aside>
      </div>
      <Flights batch={flights} />
    </div>
  );
  if (!props.hotseat || props.playerID === null || props.playerID === undefined) return <div ref={root}>{board}</div>;
  return (
    <div ref={root}>
      <PrivacyScreen matchID={props.matchID} playerID={props.playerID} name={view.base[Number(props.playerID)] ?? ''}>
        {board}
      </PrivacyScreen>
    </div>
  );
}
