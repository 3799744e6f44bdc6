/**
 * The line above the board: whose turn it is (yours, with the step you are in: the tile, then the
 * meeple once the tile lies on a square, even while it is still pending in this client; or another
 * bot thinking or a person to play, or in a replay just whose turn it was; "Waiting for players" while
 * seats are open, client/shared/table-seats.ts), the second tile of a double turn ("Your builder earned you
 * a second tile", or whose builder earned it: docs/rules/carcassonne.md#double-turn), the winner at the
 * end, and an announcement
 * when tiles were discarded as unplaceable (docs/rules/carcassonne.md#unplaceable-tile) before the
 * current draw, by name.
 */
import type { CarcassonneState, TileKind } from '../../../games/carcassonne';
import { turnEntries } from '../../../games/carcassonne/rules/state';
import { asSentence } from '../../shared/sentences';
import { useT } from '../../i18n/LanguageProvider';
import { useReplayFrame } from '../../shared/replay-frame';
import { useTableSeats } from '../../shared/table-seats';
import { tileList } from '../plain-words';
import { playerColour } from './Meeple';

/** Tiles discarded since this seat last played (a bot's turn may be over before anyone could read it). */
export function discardedSince(state: CarcassonneState, me: number | null): TileKind[] {
  const entries = turnEntries(state);
  const current = state.step === 'meeple' ? entries.length - 1 : entries.length;
  const mine =
    me === null
      ? -1
      : entries
          .slice(0, Math.max(0, current))
          .map((e) => e.seat)
          .lastIndexOf(me);
  const from = me === null ? Math.max(0, current - 1) : mine + 1;
  return [...entries.slice(from).flatMap((e) => e.discarded), ...state.justDiscarded];
}

interface Props {
  state: CarcassonneState;
  names: readonly string[];
  me: number | null;
  /**
   * This seat's step: the tile, or, once the tile lies on a square (placed, or pending in this client),
   * the meeple (`meeple` with spots to choose, `end` when no meeple can go on it).
   */
  step: 'tile' | 'meeple' | 'end';
}

const YOUR_STEP = {
  tile: 'carcassonne.yourTurn',
  meeple: 'carcassonne.yourMeeple',
  end: 'carcassonne.yourEnd',
} as const;
/** The same, naming the seat, when several people share the screen. */
const SEAT_STEP = {
  tile: 'carcassonne.seatTurn',
  meeple: 'carcassonne.seatMeeple',
  end: 'carcassonne.seatEnd',
} as const;

export function StatusBar({ state, names, me, step }: Props) {
  const t = useT();
  const replay = useReplayFrame();
  const table = useTableSeats();
  const discarded = state.step === 'over' ? [] : discardedSince(state, me);
  const winners = state.scores.flatMap((s, seat) => (s === Math.max(...state.scores) ? [names[seat]] : []));
  // The second part of a double turn, while its tile is still to place.
  const second = state.doubleTurn === 'second' && state.step === 'place';
  // The line's text and its class: the result, waiting, whose turn (and its step), or a bot thinking.
  let line: { text: string; thinking?: boolean; secondTile?: boolean } | null;
  if (state.step === 'over') {
    // Online the page says the result first, above the board: not twice.
    line = table.resultAbove
      ? null
      : {
          text: `${t('carcassonne.gameOver')} — ${
            winners.length === 1
              ? t('carcassonne.winner', { players: winners[0] ?? '' })
              : t('carcassonne.winners', { players: winners.join(', ') })
          }`,
        };
  } else if (table.waiting) {
    line = { text: t('match.waitingForPlayers') };
  } else if (state.turn === me && step === 'tile' && second) {
    line = {
      text: table.sharedScreen
        ? t('carcassonne.seatSecondTile', { player: names[me] ?? '' })
        : t('carcassonne.yourSecondTile'),
      secondTile: true,
    };
  } else if (state.turn === me) {
    line = { text: table.sharedScreen ? t(SEAT_STEP[step], { player: names[me] ?? '' }) : t(YOUR_STEP[step]) };
  } else if (replay || !table.isBot(state.turn)) {
    line = { text: t('carcassonne.toPlay', { player: names[state.turn] ?? '' }) };
  } else {
    line = { text: t('carcassonne.thinking', { player: names[state.turn] ?? '' }), thinking: true };
  }
  // Another seat's second tile, and a notice of discarded tiles, follow the line in the same status: what
  // another text follows ends as a sentence.
  const secondOf = second && state.turn !== me && !table.waiting;
  const text = line && (discarded.length > 0 || secondOf) ? asSentence(line.text) : line?.text;
  const secondOfText = t('carcassonne.secondTileOf', { player: names[state.turn] ?? '' });
  const message = line && (
    <span
      className={`carc-turn${line.thinking ? ' carc-thinking' : ''}${line.secondTile ? ' carc-second-tile' : ''}`}
      data-thinking={line.thinking ? state.turn : undefined}
    >
      {text}
    </span>
  );
  return (
    <div className="carc-status" role="status">
      {state.step !== 'over' && !table.waiting && (
        <span className="carc-swatch" style={{ background: playerColour(state.turn) }} />
      )}
      {message}
      {secondOf && ' '}
      {secondOf && (
        <span className="carc-second-tile">{discarded.length > 0 ? asSentence(secondOfText) : secondOfText}</span>
      )}
      {discarded.length > 0 && ' '}
      {discarded.length > 0 && (
        <span className="carc-discarded" role="alert">
          {t('carcassonne.discarded', { tiles: tileList(discarded, t) })}
        </span>
      )}
    </div>
  );
}
