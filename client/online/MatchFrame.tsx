/**
 * The page around an online board: its heading, the line above the board (whose turn with the clock, or the
 * result first once the game is over), the "waiting for players" notice while seats are open, the board, the
 * game's charts below it at the end (wide enough to read), and the side panel. The board comes first in the
 * page, so on a phone it is at the top; on a wide screen the panel sits at its left.
 */
import type { BoardProps } from 'boardgame.io/react';
import { useContext, useMemo } from 'react';
import { useT } from '../i18n/LanguageProvider';
import { localSeatNames } from '../table/seat-names';
import type { CatalogueEntry } from '../catalogue';
import type { HeldSeat } from '../api/seats';
import { BoardUntilStart } from './BoardUntilStart';
import { MatchPanel } from './MatchPanel';
import { MatchResult } from './MatchResult';
import { RatingChanges } from '../ratings/RatingChanges';
import { RatedNotice } from '../ratings/RatedNotice';
import { TableContext } from '../api/table-context';
import { WaitingForPlayers } from './InviteLink';
import { rematch } from './seat-actions';
import { OnlineRecord } from '../history/OnlineRecord';
import { TurnStatus } from '../table/TurnStatus';
import { HowToPlayButton } from '../learn/HowToPlayButton';
import { HintBar } from '../learn/HintBar';
import { AidsContext } from '../shared/aids';
import { hintsOffered, type TableSeat } from '../api/table-api';
import { TableSeatsContext } from '../shared/table-seats';
import './online.css';

/** The seats to play now, from boardgame.io's ctx. */
export function seatsToPlay(ctx: BoardProps['ctx']): string[] {
  if (ctx.gameover) return [];
  return ctx.activePlayers ? Object.keys(ctx.activePlayers) : [ctx.currentPlayer];
}

/** The board's props with bot seats named in the page's language (client/table/seat-names.ts). */
function useLocalSeatNames(props: BoardProps): BoardProps {
  const t = useT();
  const { matchData } = props;
  const named = useMemo(() => matchData && localSeatNames(matchData, t), [matchData, t]);
  return named === matchData ? props : { ...props, matchData: named };
}

export function MatchFrame({
  entry,
  matchID,
  seat,
  props: received,
}: {
  entry: CatalogueEntry;
  matchID: string;
  seat?: HeldSeat;
  props: BoardProps;
}) {
  const t = useT();
  const props = useLocalSeatNames(received);
  const table = useContext(TableContext);
  const Board = entry.board;
  const players = (props.matchData ?? []) as TableSeat[];
  const names = players.map((p) => p.name ?? '');
  const over = Boolean(props.ctx.gameover);
  const open = players.filter((p) => !p.name).length;
  // Until every seat is taken nobody moves and no seat sees its own secrets (docs/security.md#one-seat-one-view).
  const allSeated = open === 0;
  const rated = table?.rated === true;
  const bots = players.filter((p) => p.data?.bot !== undefined || p.data?.standIn === true).map((p) => p.id);
  const botsKey = bots.join(',');
  const tableSeats = useMemo(
    () => ({
      waiting: !over && !allSeated,
      bots: botsKey === '' ? [] : botsKey.split(',').map(Number),
      sharedScreen: false,
      resultAbove: over,
    }),
    [over, allSeated, botsKey],
  );
  return (
    <div className="match-layout">
      <div className="match-main">
        <h1 className="match-title">
          {t('online.matchTitle', { game: t(entry.title) })}
          {rated && <span className="rated-badge">{t('lobby.rated')}</span>}
        </h1>
        <HowToPlayButton entry={entry} />
        {over ? (
          <MatchResult
            game={entry.name}
            matchID={matchID}
            gameover={props.ctx.gameover}
            names={names}
            seat={seat}
            onRematch={() => (seat ? rematch(entry.name, matchID, seat) : Promise.resolve())}
          />
        ) : (
          <TurnStatus players={players} seatID={seat?.playerID} toPlay={seatsToPlay(props.ctx)} names={names} />
        )}
        {over && rated && <RatingChanges game={entry.name} matchID={matchID} />}
        {!over && open > 0 && <WaitingForPlayers open={open} />}
        {!over && open > 0 && rated && <RatedNotice />}
        <BoardUntilStart props={props}>
          <TableSeatsContext.Provider value={tableSeats}>
            <AidsContext.Provider value={{ purist: table?.purist === true }}>
              {hintsOffered(table) && seat ? (
                <HintBar entry={entry} props={props} names={names} visible={allSeated}>
                  <Board {...props} />
                </HintBar>
              ) : (
                <Board {...props} />
              )}
            </AidsContext.Provider>
          </TableSeatsContext.Provider>
        </BoardUntilStart>
        {over && <OnlineRecord game={entry.name} matchID={matchID} seat={seat} names={names} over />}
      </div>
      <MatchPanel entry={entry} matchID={matchID} seat={seat} props={props} sharing={over || open === 0} />
    </div>
  );
}
