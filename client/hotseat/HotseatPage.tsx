/**
 * Hotseat: every seat on one screen. One boardgame.io client per human seat talks to an in-browser
 * Local() master that also runs the bot seats; only the board of the human seat that must act is shown
 * (each seat keeps its own playerView; a board whose seat has not been shown since the page loaded may leave
 * its pictures undrawn, drawn-boards.ts). The master keeps the match in localStorage, so a reload resumes
 * it; "New game" asks first. The board comes first, the record's download (and its charts at the end)
 * after it, so that on a phone the board is what shows. boardgame.io's debug panel is off for players;
 * behind the developer switch it shows the seat at the screen only. The guided first game runs here too, with a
 * `HotseatGuide` (docs/design/guided-game.md#set-up).
 */
import {
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Client } from 'boardgame.io/react';
import { Local } from 'boardgame.io/multiplayer';
import type { BoardProps } from 'boardgame.io/react';
import { useT } from '../i18n/LanguageProvider';
import { withOptions, type CatalogueEntry } from '../catalogue';
import { debugSwitchOn } from '../debug/debug-switch';
import { SeatDebugPanel } from '../debug/SeatDebugPanel';
import { useSeatClients, type SeatClientImpl } from '../shared/use-seat-clients';
import { BOT_KINDS, type SeatKind } from './bots';
import { TableSeatsContext } from '../shared/table-seats';
import { HotseatSetup } from './HotseatSetup';
import { activeSeatsOf, shownSeat } from './shown-seat';
import { DrawnBoards, useDrawnBoards } from './drawn-boards';
import { BoardDrawn } from '../shared/board-drawn';
import { Later } from '../shared/Later';
import { useRevealedSeat } from '../shared/revealed-seat';
import {
  clearHotseat,
  hotseatInProgress,
  loadHotseat,
  saveHotseat,
  storageKeyFor,
  storedActiveSeats,
  storedMoves,
  type SavedHotseat,
} from './saved-game';
import { hotseatLiveGame, recordingLocal } from '../history/hotseat-record';
import { haltingLocal } from './halting-local';
import { LiveRecordPanel } from '../history/LiveRecordPanel';
import { HowToPlayButton } from '../learn/HowToPlayButton';
import { HintBar } from '../learn/HintBar';
import { MotionSwitch } from '../shared/motion';
import { AidsContext, type Aids } from '../shared/aids';
import './hotseat.css';

/** The parts of boardgame.io's Local() master that resuming needs (it has no public API for this). */
interface LocalMaster {
  storageAPI: { fetch(matchID: string, opts: { state: true }): { state?: unknown } };
  subscribeCallback(arg: { state: unknown; matchID: string }): void;
}

/**
 * Local() runs a bot only when the state changes, so a game reloaded while a bot is to move would
 * wait forever: hand the master's bot runner the restored state once.
 */
function resumeBots(client: SeatClientImpl, matchID: string): void {
  const master = (client as unknown as { transport?: { master?: LocalMaster } }).transport?.master;
  const state = master?.storageAPI.fetch(matchID, { state: true }).state;
  if (master && state) master.subscribeCallback({ state, matchID });
}

/** What it holds, in the render that mounts it (the other choice to `Later`). */
function AtOnce({ children }: { children: ReactNode }) {
  return children;
}

/** Tells once it is on the screen (in a `Later`: once the boards drawn later are there). */
function OnDrawn({ run }: { run(drawn: true): void }) {
  useEffect(() => run(true), [run]);
  return null;
}

/** The seat whose view the debug panel may show: the seat at the screen, once it has revealed its board if the game hides hands. */
function debugSeat(
  entry: CatalogueEntry,
  humans: string[],
  shown: string | undefined,
  revealed: string | undefined,
): string | undefined {
  if (humans.length === 0) return 'spectator';
  if (entry.privacyScreen && humans.length > 1) return revealed === shown ? shown : undefined;
  return shown;
}

/**
 * A hotseat game that another page runs (the guided first game, client/guided/): the storage slot it
 * is kept under (instead of the game's own), the set-up a new game starts with and its start screen
 * (instead of the form), and what is drawn above each board.
 */
export interface HotseatGuide {
  slot: string;
  fresh(): SavedHotseat;
  Coach: ComponentType<{ props: BoardProps }>;
  /** What shows before the game starts (instead of the set-up form). */
  Start: ComponentType<{ onStart(): void }>;
  /** The page's heading during the game (instead of "<game> at one screen"). */
  Title: ComponentType;
}

function HotseatMatch({
  entry,
  game,
  restored,
  guide,
  onPlayAgain,
}: {
  entry: CatalogueEntry;
  game: SavedHotseat;
  restored: boolean;
  guide?: HotseatGuide;
  /** At the end: a new game with the same table (seats, names, options, aids), as online's Rematch. */
  onPlayAgain?: () => void;
}) {
  const Coach = guide?.Coach;
  const Title = guide?.Title;
  const { seats, options, matchID, seed } = game;
  const typed = game.names;
  // The stored game's at first (so the first render shows the right seat's board), then each render's.
  const [activeSeats, setActiveSeats] = useState<string[]>(() => storedActiveSeats(matchID) ?? []);
  const [lastShown, setLastShown] = useState<string | undefined>(undefined);
  const [over, setOver] = useState(false);
  // A match reopened after moves (a reload, "Continue") draws its boards in a later render, in slices
  // (client/shared/Later.tsx, docs/performance.md#lighthouse-renders): nothing flies when such a game is
  // first shown. A new game, or one reopened before any move, draws them at once, so the deal flies as dealt.
  const [drawLater] = useState(() => restored && storedMoves(matchID));
  const [boardsDrawn, setBoardsDrawn] = useState(!drawLater);
  const t = useT();
  const { clients, refFor } = useSeatClients();
  const humans = seats.flatMap((kind, seat) => (kind === 'human' ? [String(seat)] : []));
  const shown = shownSeat(activeSeats, humans, lastShown);
  const drawn = useDrawnBoards(shown);
  const { SeatClient, recording, halting } = useMemo(() => {
    const bots = Object.fromEntries(
      seats.flatMap((kind, seat) => (kind === 'human' ? [] : [[String(seat), BOT_KINDS[kind]]])),
    );
    const Board = entry.board;
    // Boards that hide a seat's secrets show a privacy screen between seats when several humans share the screen.
    const hotseat = { hotseat: seats.filter((kind) => kind === 'human').length > 1 };
    const tableSeats = {
      waiting: false,
      bots: seats.flatMap((kind, seat) => (kind === 'human' ? [] : [seat])),
      sharedScreen: hotseat.hotseat,
    };
    const Frame = (props: BoardProps) => {
      const t = useT();
      // Local() has no lobby, so the seats are named here: bots "Bot 2 (easy)" (the seat number keeps names
      // unique), humans as they typed their names, or the board's default name.
      const matchData = seats.map((kind, id) => ({
        id,
        name:
          kind === 'human'
            ? typed?.[id] || undefined
            : t('hotseat.botName', { n: id + 1, level: t(`hotseat.level.${kind}`) }),
      }));
      const active = activeSeatsOf(props.ctx);
      const key = active.join(',');
      // Compare with the same key that is stored: at game over [] must stay [], or this re-renders forever.
      queueMicrotask(() => setActiveSeats((old) => (old.join(',') === key ? old : active)));
      if (props.ctx.gameover) queueMicrotask(() => setOver(true));
      const revealed = useRevealedSeat(matchID);
      const drawn = useContext(DrawnBoards);
      // A hint says a seat's move in words: never while its board is behind the privacy screen.
      const visible = !(entry.privacyScreen && hotseat.hotseat) || revealed === props.playerID;
      const names = matchData.map((seat) => seat.name ?? t('hotseat.seat', { n: seat.id + 1 }));
      return (
        <>
          {Coach && <Coach props={props} />}
          <HintBar entry={entry} props={props} names={names} visible={visible}>
            {/* A board not shown yet may leave its pictures undrawn (client/shared/board-drawn.ts). */}
            <BoardDrawn.Provider value={drawn(props.playerID ?? undefined)}>
              <TableSeatsContext.Provider value={tableSeats}>
                <Drawn>
                  <Board {...props} matchData={matchData} {...hotseat} />
                </Drawn>
              </TableSeatsContext.Provider>
            </BoardDrawn.Provider>
          </HintBar>
        </>
      );
    };
    const Drawn = drawLater ? Later : AtOnce;
    const halting = haltingLocal(Local({ bots, persist: true, storageKey: storageKeyFor(matchID) }));
    const recording = recordingLocal(halting.multiplayer);
    // No debug panel from boardgame.io itself: its global manager would let anyone switch to any seat.
    const SeatClient = Client({
      game: { ...withOptions(entry.game, options), ...(seed === undefined ? {} : { seed }) },
      board: Frame,
      numPlayers: seats.length,
      multiplayer: recording.multiplayer,
      debug: false,
    });
    return { SeatClient, recording, halting };
  }, [entry, seats, options, matchID, typed, seed, Coach, drawLater]);
  // The bots play while the page shows this match, and stop when it goes (halting-local.ts).
  useEffect(() => {
    halting.resume();
    return halting.halt;
  }, [halting]);
  const live = useMemo(() => {
    const names = seats.map((kind, id) =>
      kind === 'human' ? (typed?.[id] ?? '') : t('hotseat.botName', { n: id + 1, level: t(`hotseat.level.${kind}`) }),
    );
    const humanSeats = seats.flatMap((kind, seat) => (kind === 'human' ? [seat] : []));
    return hotseatLiveGame(entry.name, matchID, humanSeats, names, recording.stored);
  }, [entry.name, matchID, seats, recording, t, typed]);
  // Each seat's client element is made once, so that the page's own renders (the seat clients' refs, the
  // seat shown) leave the boards alone: a board renders when its match or its contexts change
  // (docs/performance.md#lighthouse-renders).
  const humansKey = humans.join(',');
  const boards = useMemo(() => {
    const seatsShown = humansKey === '' ? [] : humansKey.split(',');
    const elements: Record<string, ReactElement> = Object.fromEntries(
      seatsShown.map((playerID) => [
        playerID,
        <SeatClient key={playerID} ref={refFor(playerID)} playerID={playerID} matchID={matchID} />,
      ]),
    );
    if (seatsShown.length === 0) elements.spectator = <SeatClient ref={refFor('spectator')} matchID={matchID} />;
    return elements;
  }, [SeatClient, humansKey, matchID, refFor]);
  const firstClient = Object.values(clients)[0];
  const resumed = useRef(false);
  useEffect(() => {
    // After the boards are drawn, so that a bot's first move flies on a board that is there.
    if (!restored || resumed.current || !firstClient || !boardsDrawn) return;
    resumed.current = true;
    resumeBots(firstClient, matchID);
  }, [restored, firstClient, matchID, boardsDrawn]);
  const revealed = useRevealedSeat(matchID);
  const debugClient = debugSwitchOn() ? clients[debugSeat(entry, humans, shown, revealed) ?? ''] : undefined;
  if (shown !== lastShown && shown !== undefined) queueMicrotask(() => setLastShown(shown));
  return (
    <div className="hotseat">
      <h1 className="hotseat-title">{Title ? <Title /> : t('hotseat.title', { game: t(entry.title) })}</h1>
      {over && onPlayAgain && (
        <button type="button" className="button hotseat-play-again" onClick={onPlayAgain}>
          {t('hotseat.playAgain')}
        </button>
      )}
      <DrawnBoards.Provider value={drawn}>
        {humans.map((playerID) => (
          <div key={playerID} className="hotseat-seat" hidden={playerID !== (shown ?? humans[0])} data-seat={playerID}>
            {boards[playerID]}
          </div>
        ))}
        {humans.length === 0 && boards.spectator}
      </DrawnBoards.Provider>
      {/* With the boards (in the same later render when they come later), so that their coming moves nothing. */}
      {drawLater ? (
        <Later>
          <OnDrawn run={setBoardsDrawn} />
          {live && <LiveRecordPanel live={live} over={over} />}
        </Later>
      ) : (
        live && <LiveRecordPanel live={live} over={over} />
      )}
      {debugClient && <SeatDebugPanel key={debugClient.playerID ?? 'spectator'} client={debugClient} />}
    </div>
  );
}

/** "New game": asks first while a game is in progress. */
function NewGameButton({ game, onConfirm }: { game: string; onConfirm(): void }) {
  const t = useT();
  const [asking, setAsking] = useState<boolean | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Focus follows the question: onto "Yes" when asked, back onto "New game" after "Keep playing".
  useEffect(() => button.current?.focus(), [asking]);
  if (!asking) {
    const ask = () => (hotseatInProgress(game) ? setAsking(true) : onConfirm());
    return (
      <button
        ref={asking === false ? button : undefined}
        type="button"
        className="secondary hotseat-new-game"
        onClick={ask}
      >
        {t('hotseat.newGame')}
      </button>
    );
  }
  return (
    <div className="hotseat-new-game hotseat-confirm" role="alertdialog" aria-label={t('hotseat.newGame.confirm')}>
      <span>{t('hotseat.newGame.confirm')}</span>{' '}
      <button ref={button} type="button" className="danger" onClick={onConfirm}>
        {t('hotseat.newGame.yes')}
      </button>
      <button type="button" className="secondary" onClick={() => setAsking(false)}>
        {t('hotseat.newGame.keep')}
      </button>
    </div>
  );
}

export function HotseatPage({ entry, guide }: { entry: CatalogueEntry; guide?: HotseatGuide }) {
  const t = useT();
  const slot = guide?.slot ?? entry.name;
  // `?new` (the home page's "New game" next to "Continue") shows the setup; otherwise a saved game resumes.
  const [loaded, setLoaded] = useState(() =>
    new URLSearchParams(window.location.search).has('new') && !guide ? undefined : loadHotseat(slot),
  );
  const [game, setGame] = useState<SavedHotseat | null>(loaded && 'saved' in loaded ? loaded.saved : null);
  const [restored, setRestored] = useState(game !== null);
  const [abandoned, setAbandoned] = useState(false);
  const begin = (fresh: SavedHotseat) => {
    saveHotseat(slot, fresh);
    // The board starts at the top of the page, wherever the setup form was scrolled to.
    if (document.scrollingElement) document.scrollingElement.scrollTop = 0;
    setLoaded(undefined);
    setRestored(false);
    setGame(fresh);
  };
  if (!game) {
    const start = (seats: SeatKind[], options: unknown, names: string[], aids: Aids) =>
      begin({
        matchID: `hotseat-${Date.now()}`,
        seats,
        options,
        ...(names.some(Boolean) ? { names } : {}),
        ...(aids.purist ? { purist: true } : {}),
      });
    return (
      <>
        {loaded && 'unreadable' in loaded && (
          <p className="warning" role="alert">
            {t('hotseat.unreadable')}
          </p>
        )}
        {guide ? (
          <guide.Start onStart={() => begin(guide.fresh())} />
        ) : (
          <>
            {hotseatInProgress(slot) && <p className="warning">{t('hotseat.replaces')}</p>}
            <HotseatSetup entry={entry} onStart={start} focusOnMount={abandoned} />
          </>
        )}
      </>
    );
  }
  return (
    <section>
      <NewGameButton
        game={slot}
        onConfirm={() => {
          clearHotseat(slot);
          if (guide) return begin(guide.fresh());
          setAbandoned(true);
          setGame(null);
        }}
      />
      <HowToPlayButton entry={entry} /> <MotionSwitch />
      <AidsContext.Provider value={{ purist: game.purist === true }}>
        <HotseatMatch
          key={game.matchID}
          entry={entry}
          game={game}
          restored={restored}
          guide={guide}
          onPlayAgain={
            guide
              ? undefined
              : () => {
                  clearHotseat(slot);
                  begin({ ...game, matchID: `hotseat-${Date.now()}` });
                }
          }
        />
      </AidsContext.Provider>
    </section>
  );
}
