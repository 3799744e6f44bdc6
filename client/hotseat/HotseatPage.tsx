/**
 * Hotseat: every seat on one screen. One boardgame.io client per human seat talks to an in-browser
 * Local() master that also runs the bot seats; only the board of the human seat that must act is shown
 * (each seat keeps its own playerView), and boardgame.io's debug panel is mounted in this mode (collapsed: press . to open it).
 */
import { useMemo, useState } from 'react';
import { Client } from 'boardgame.io/react';
import { Local } from 'boardgame.io/multiplayer';
import { Debug } from 'boardgame.io/debug';
import type { BoardProps } from 'boardgame.io/react';
import { useT } from '../i18n/LanguageProvider';
import { withOptions, type CatalogueEntry } from '../catalogue';
import { BOT_KINDS, type SeatKind } from './bots';
import { HotseatSetup } from './HotseatSetup';
import { shownSeat } from './shown-seat';
import { hotseatLiveGame, recordingLocal } from '../history/hotseat-record';
import { LiveRecordPanel } from '../history/LiveRecordPanel';

function HotseatMatch({ entry, seats, options }: { entry: CatalogueEntry; seats: SeatKind[]; options: unknown }) {
  const [activeSeats, setActiveSeats] = useState<string[]>([]);
  const [lastShown, setLastShown] = useState<string | undefined>(undefined);
  const [over, setOver] = useState(false);
  const t = useT();
  const humans = seats.flatMap((kind, seat) => (kind === 'human' ? [String(seat)] : []));
  const shown = shownSeat(activeSeats, humans, lastShown);
  const { SeatClient, matchID, recording } = useMemo(() => {
    const bots = Object.fromEntries(seats.flatMap((kind, seat) => (kind === 'human' ? [] : [[String(seat), BOT_KINDS[kind]]])));
    const Board = entry.board;
    // Boards that hide a seat's secrets show a privacy screen between seats when several humans share the screen.
    const hotseat = { hotseat: seats.filter((kind) => kind === 'human').length > 1 };
    const Frame = (props: BoardProps) => {
      const t = useT();
      // Local() has no lobby, so the bot seats are named here; human seats keep the board's default name.
      const matchData = seats.map((kind, id) => ({ id, name: kind === 'human' ? undefined : t(`hotseat.bot.${kind}`) }));
      const active = props.ctx.gameover ? [] : props.ctx.activePlayers ? Object.keys(props.ctx.activePlayers) : [props.ctx.currentPlayer];
      const key = active.join(',');
      // Compare with the same key that is stored: at game over [] must stay [], or this re-renders forever.
      queueMicrotask(() => setActiveSeats((old) => (old.join(',') === key ? old : active)));
      if (props.ctx.gameover) queueMicrotask(() => setOver(true));
      return <Board {...props} matchData={matchData} {...hotseat} />;
    };
    const recording = recordingLocal(Local({ bots }));
    return {
      SeatClient: Client({ game: withOptions(entry.game, options), board: Frame, numPlayers: seats.length, multiplayer: recording.multiplayer, debug: { impl: Debug, collapseOnLoad: true } }),
      matchID: `hotseat-${Date.now()}`,
      recording,
    };
  }, [entry, seats, options]);
  const live = useMemo(() => {
    const names = seats.map((kind) => (kind === 'human' ? '' : t(`hotseat.bot.${kind}`)));
    const humanSeats = seats.flatMap((kind, seat) => (kind === 'human' ? [seat] : []));
    return hotseatLiveGame(entry.name, matchID, humanSeats, names, recording.stored);
  }, [entry.name, matchID, seats, recording, t]);
  if (shown !== lastShown && shown !== undefined) queueMicrotask(() => setLastShown(shown));
  return (
    <div className="hotseat">
      {live && <LiveRecordPanel live={live} over={over} />}
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
  const [setup, setSetup] = useState<{ seats: SeatKind[]; options: unknown } | null>(null);
  if (!setup) return <HotseatSetup entry={entry} onStart={(seats, options) => setSetup({ seats, options })} />;
  return (
    <section>
      <button type="button" className="new-game" onClick={() => setSetup(null)}>{t('hotseat.newGame')}</button>
      <HotseatMatch entry={entry} seats={setup.seats} options={setup.options} />
    </section>
  );
}
