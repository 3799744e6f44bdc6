/**
 * Hotseat: every seat on one screen. One boardgame.io client per human seat talks to an in-browser
 * Local() master that also runs the bot seats; only the board of the human seat that must act is shown
 * (each seat keeps its own playerView), and boardgame.io's debug panel is mounted in this mode.
 */
import { useMemo, useState } from 'react';
import { Client } from 'boardgame.io/react';
import { Local } from 'boardgame.io/multiplayer';
import { Debug } from 'boardgame.io/debug';
import type { BoardProps } from 'boardgame.io/react';
import { useT } from '../i18n/LanguageProvider';
import type { CatalogueEntry } from '../catalogue';
import { BOT_KINDS, type SeatKind } from './bots';
import { HotseatSetup } from './HotseatSetup';
import { shownSeat } from './shown-seat';

function HotseatMatch({ entry, seats }: { entry: CatalogueEntry; seats: SeatKind[] }) {
  const [activeSeats, setActiveSeats] = useState<string[]>([]);
  const [lastShown, setLastShown] = useState<string | undefined>(undefined);
  const humans = seats.flatMap((kind, seat) => (kind === 'human' ? [String(seat)] : []));
  const shown = shownSeat(activeSeats, humans, lastShown);
  const { SeatClient, matchID } = useMemo(() => {
    const bots = Object.fromEntries(seats.flatMap((kind, seat) => (kind === 'human' ? [] : [[String(seat), BOT_KINDS[kind]]])));
    const Board = entry.board;
    // Boards that hide a seat's secrets show a privacy screen between seats when several humans share the screen.
    const hotseat = { hotseat: seats.filter((kind) => kind === 'human').length > 1 };
    const Frame = (props: BoardProps) => {
      const active = props.ctx.activePlayers ? Object.keys(props.ctx.activePlayers) : [props.ctx.currentPlayer];
      const next = props.ctx.gameover ? [] : active;
      // Keep the old array when nothing changed, or every render would schedule another (at game over too).
      queueMicrotask(() => setActiveSeats((old) => (old.join(',') === next.join(',') ? old : next)));
      return <Board {...props} {...hotseat} />;
    };
    return {
      SeatClient: Client({ game: entry.game, board: Frame, numPlayers: seats.length, multiplayer: Local({ bots }), debug: { impl: Debug } }),
      matchID: `hotseat-${Date.now()}`,
    };
  }, [entry, seats]);
  if (shown !== lastShown && shown !== undefined) queueMicrotask(() => setLastShown(shown));
  return (
    <div className="hotseat">
      {humans.map((playerID) => (
        <div key={playerID} className="hotseat-seat" hidden={playerID !== (shown ?? humans[0])} data-seat={playerID}>
          <SeatClient playerID={playerID} matchID={matchID} />
        </div>
      ))}
      {humans.length === 0 && <SeatClient matchID={matchID} />}
    </div>
  );
}

export function HotseatPage({ entry }: { entry: CatalogueEntry }) {
  const t = useT();
  const [seats, setSeats] = useState<SeatKind[] | null>(null);
  if (!seats) return <HotseatSetup entry={entry} onStart={setSeats} />;
  return (
    <section>
      <button type="button" className="new-game" onClick={() => setSeats(null)}>{t('hotseat.newGame')}</button>
      <HotseatMatch entry={entry} seats={seats} />
    </section>
  );
}
