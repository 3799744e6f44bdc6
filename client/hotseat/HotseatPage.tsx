/**
 * Hotseat: every seat on one screen. One boardgame.io client per human seat talks to an in-browser
 * Local() master that also runs the bot seats; only the board of the human seat that must act is shown
 * (each seat keeps its own playerView). boardgame.io's debug panel is off for players; behind the
 * developer switch it shows the seat at the screen only.
 */
import { useMemo, useState } from 'react';
import { Client } from 'boardgame.io/react';
import { Local } from 'boardgame.io/multiplayer';
import type { BoardProps } from 'boardgame.io/react';
import { useT } from '../i18n/LanguageProvider';
import { withOptions, type CatalogueEntry } from '../catalogue';
import { debugSwitchOn } from '../debug/debug-switch';
import { SeatDebugPanel } from '../debug/SeatDebugPanel';
import { useSeatClients } from '../debug/use-seat-clients';
import { BOT_KINDS, type SeatKind } from './bots';
import { HotseatSetup } from './HotseatSetup';
import { shownSeat } from './shown-seat';
import { useRevealedSeat } from './revealed-seat';

/** The seat whose view the debug panel may show: the seat at the screen, once it has revealed its board if the game hides hands. */
function debugSeat(entry: CatalogueEntry, humans: string[], shown: string | undefined, revealed: string | undefined): string | undefined {
  if (humans.length === 0) return 'spectator';
  if (entry.privacyScreen && humans.length > 1) return revealed === shown ? shown : undefined;
  return shown;
}

function HotseatMatch({ entry, seats, options }: { entry: CatalogueEntry; seats: SeatKind[]; options: unknown }) {
  const [activeSeats, setActiveSeats] = useState<string[]>([]);
  const [lastShown, setLastShown] = useState<string | undefined>(undefined);
  const { clients, refFor } = useSeatClients();
  const humans = seats.flatMap((kind, seat) => (kind === 'human' ? [String(seat)] : []));
  const shown = shownSeat(activeSeats, humans, lastShown);
  const { SeatClient, matchID } = useMemo(() => {
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
      return <Board {...props} matchData={matchData} {...hotseat} />;
    };
    return {
      // No debug panel from boardgame.io itself: its global manager would let anyone switch to any seat.
      SeatClient: Client({ game: withOptions(entry.game, options), board: Frame, numPlayers: seats.length, multiplayer: Local({ bots }), debug: false }),
      matchID: `hotseat-${Date.now()}`,
    };
  }, [entry, seats, options]);
  const revealed = useRevealedSeat(matchID);
  const debugClient = debugSwitchOn() ? clients[debugSeat(entry, humans, shown, revealed) ?? ''] : undefined;
  if (shown !== lastShown && shown !== undefined) queueMicrotask(() => setLastShown(shown));
  return (
    <div className="hotseat">
      {humans.map((playerID) => (
        <div key={playerID} className="hotseat-seat" hidden={playerID !== (shown ?? humans[0])} data-seat={playerID}>
          <SeatClient ref={refFor(playerID)} playerID={playerID} matchID={matchID} />
        </div>
      ))}
      {humans.length === 0 && <SeatClient ref={refFor('spectator')} matchID={matchID} />}
      {debugClient && <SeatDebugPanel key={debugClient.playerID ?? 'spectator'} client={debugClient} />}
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
