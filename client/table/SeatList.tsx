/**
 * Every seat of an online match: a player's name with online/offline, a bot with its level, a bot standing
 * in for a player ("(bot)"), or an open seat waiting for a player, where the match's creator can put a bot.
 * A seat whose turn clock runs shows the time it has left. A seat an account holds links its name to the
 * player's public profile (seat-accounts.ts); a guest's or a bot's name is plain text. At a rated table
 * each account's seat shows its player's rating beside the name (seat-ratings.ts).
 */
import { useContext, useState } from 'react';
import { useT } from '../i18n/LanguageProvider';
import { addBot, lobbyErrorMessage } from '../api/lobby-api';
import type { HeldSeat } from '../api/seats';
import type { TableSeat } from '../api/table-api';
import { SEAT_BOT_LEVELS } from '../../games/shared/bot-levels';
import { useNow } from './clock';
import { useFormat } from '../i18n/use-format';
import { useSeatAccounts } from './seat-accounts';
import { Avatar } from '../shared/Avatar';
import { useSeatRatings } from './seat-ratings';
import { TableContext } from '../api/table-context';
import { linkProps } from '../router';
import './table.css';

/** Why a bot plays for the seat: its player left, their clock ran out (one move), or they are disconnected. */
function standInKey(player: TableSeat) {
  if (player.data?.left) return 'table.standInLeft' as const;
  return player.data?.oneMove ? ('table.standInClock' as const) : ('table.standInNote' as const);
}

interface SeatListProps {
  game: string;
  matchID: string;
  players: TableSeat[];
  seat?: HeldSeat;
  creator?: string;
  over: boolean;
}

export function SeatList({ game, matchID, players, seat, creator, over }: SeatListProps) {
  const t = useT();
  const format = useFormat();
  const now = useNow(!over && players.some((p) => p.deadline !== undefined));
  const [level, setLevel] = useState('medium');
  const [error, setError] = useState<string | null>(null);
  const accounts = useSeatAccounts(
    matchID,
    players.map((p) => p.name),
  );
  const ratings = useSeatRatings(game, accounts, useContext(TableContext)?.rated === true);
  const mayAddBots = seat !== undefined && (creator === undefined || creator === seat.playerID) && !over;
  const putBot = (target: number) => {
    if (!seat) return;
    setError(null);
    addBot(game, matchID, {
      playerID: seat.playerID,
      credentials: seat.credentials,
      seat: String(target),
      level,
    }).catch((e: unknown) => setError(lobbyErrorMessage(e)));
  };
  const open = players.filter((p) => !p.name);
  return (
    <>
      <ul className="table-seats">
        {players.map((player) => {
          const bot = player.data?.bot;
          const standIn = player.data?.standIn === true;
          return (
            <li
              key={player.id}
              data-seat={player.id}
              data-connected={player.name ? (player.isConnected ? 'yes' : 'no') : undefined}
              data-bot={bot ?? undefined}
              data-stand-in={standIn ? 'yes' : undefined}
            >
              {player.name && !bot && <Avatar id={accounts[String(player.id)] ?? `${matchID}:${player.id}`} />}
              {player.name && accounts[String(player.id)] ? (
                <a
                  {...linkProps(`/profile/${accounts[String(player.id)]}`)}
                  aria-label={t('table.profileOf', { name: player.name })}
                >
                  <strong>{player.name}</strong>
                </a>
              ) : player.name ? (
                <strong>{player.name}</strong>
              ) : (
                <em>{t('table.open')}</em>
              )}
              {ratings[String(player.id)] && (
                <span className="table-rating">
                  {' '}
                  {t(ratings[String(player.id)]!.provisional ? 'table.ratingProvisional' : 'table.rating', {
                    rating: ratings[String(player.id)]!.rating,
                  })}
                </span>
              )}
              {standIn && ` ${t('table.standIn')}`}
              {String(player.id) === seat?.playerID && ` (${t('match.you')})`}{' '}
              {player.name && bot && !standIn && (
                <span className="muted">
                  {t('table.bot', { level: t(`table.level.${bot}` as 'table.level.easy') })}
                </span>
              )}
              {player.name && !bot && (
                <span className="muted">{player.isConnected ? t('match.online') : t('match.offline')}</span>
              )}
              {!over && player.deadline !== undefined && (
                <span className="table-clock" role="timer">
                  {' '}
                  {t('table.clockLeft', { time: format.duration(player.deadline - now) })}
                </span>
              )}
              {!over && player.deadline === undefined && player.bank !== undefined && (
                <span className="muted"> {t('table.clockLeft', { time: format.duration(player.bank) })}</span>
              )}
              {!player.name && mayAddBots && (
                <button type="button" className="secondary" onClick={() => putBot(player.id)}>
                  {t('table.addBot')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {mayAddBots && open.length > 0 && (
        <label className="table-bot-level">
          {t('table.botLevel')}{' '}
          <select name="botLevel" value={level} onChange={(event) => setLevel(event.target.value)}>
            {SEAT_BOT_LEVELS.map((l) => (
              <option key={l} value={l}>
                {t(`table.level.${l}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      {!over &&
        players
          .filter((p) => p.data?.standIn && p.name)
          .map((p) => (
            <p key={p.id} className="muted" role="status">
              {t(standInKey(p), { name: p.name ?? '' })}
            </p>
          ))}
      {error && (
        <p className="error" role="alert">
          {t('lobby.error', { message: error })}
        </p>
      )}
    </>
  );
}
