/**
 * A frame of a replay drawn by the game's own board, read-only: the board gets the frame's view as `G`,
 * no moves, and is `inert` (nothing in it can be clicked or focused); `ReplayFrameContext` tells it that
 * this is a replay, so it shows no "thinking…" spinner. For a board that reads the log (its client
 * module's `replayLog`), the log is rebuilt from the frames so far, each move as the record's viewer saw
 * it. The board stays mounted as the frames go by, so a replay moves the way play does. A record file can
 * hold anything: if the board cannot draw a frame, the rest of the page (controls, charts) stays usable.
 */
import { Component, type ComponentType, type ReactNode } from 'react';
import type { CatalogueEntry } from '../catalogue';
import type { BoardProps } from 'boardgame.io/react';
import type { LogEntry } from 'boardgame.io';
import type { History } from '../../games/history/history';
import { findGameInfo } from '../game-list';
import { ReplayFrameContext } from '../shared/replay-frame';

function logUpTo(history: History, frame: number): LogEntry[] {
  return history.frames.slice(1, frame + 1).map((f, i) => {
    const { type, ...args } = f.action ?? { type: 'unknown' };
    const phase = ((history.frames[i]?.view as { phase?: string }).phase ?? '') as string;
    return {
      action: {
        type: 'MAKE_MOVE',
        payload: { type, args: Object.keys(args).length > 0 ? [f.action] : null, playerID: String(f.seat) },
      },
      _stateID: i,
      turn: i,
      phase,
    } as unknown as LogEntry;
  });
}

/**
 * Shows the failure instead of a frame the board cannot draw, and tries again on the next frame. The board
 * itself stays mounted from frame to frame, so what changed between two frames moves as it does in play
 * (docs/design/motion.md).
 */
class BoardFailure extends Component<
  { message: string; frame: number; children: ReactNode },
  { failed: boolean; frame: number }
> {
  override state = { failed: false, frame: this.props.frame };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  static getDerivedStateFromProps(props: { frame: number }, state: { frame: number }) {
    return props.frame === state.frame ? null : { failed: false, frame: props.frame };
  }
  override render() {
    return this.state.failed ? (
      <p className="error" role="alert">
        {this.props.message}
      </p>
    ) : (
      this.props.children
    );
  }
}

export function ReplayBoard({
  history,
  entry,
  frame,
  names,
  failure,
}: {
  history: History;
  entry: CatalogueEntry | undefined;
  frame: number;
  names: string[];
  failure: string;
}) {
  const shown = history.frames[frame];
  if (!findGameInfo(history.game) || !shown) return null;
  if (!entry) return <div className="replay-board replay-board-loading" />;
  const Board = entry.board as ComponentType<BoardProps>;
  const last = frame === history.frames.length - 1;
  const gameover =
    last && history.result ? { winners: history.result.winners.map(String), scores: history.result.scores } : undefined;
  const props = {
    G: shown.view,
    ctx: {
      numPlayers: history.numPlayers,
      currentPlayer: String(shown.seat ?? 0),
      playOrder: names.map((_, i) => String(i)),
      gameover,
      phase: '',
      turn: frame,
    },
    moves: {},
    events: {},
    log: entry.replayLog ? logUpTo(history, frame) : [],
    playerID: history.viewer === null ? null : String(history.viewer),
    isActive: false,
    isConnected: true,
    isMultiplayer: false,
    matchID: 'replay',
    matchData: names.map((name, id) => ({ id, name })),
  } as unknown as BoardProps;
  return (
    <div className="replay-board" inert>
      <BoardFailure frame={frame} message={failure}>
        <ReplayFrameContext value={true}>
          <Board {...props} />
        </ReplayFrameContext>
      </BoardFailure>
    </div>
  );
}
