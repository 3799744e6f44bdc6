/**
 * The line above an online board: "Your turn" with the seat's turn clock beside it, a warning when little
 * time is left (WARNING_MS, with a sound if sounds are on), and afterwards "Time ran out: a bot played your
 * move" until the player has played a turn of their own again. For the other seats: who is to play, with
 * their clock. Without a running clock (and nothing to say about one) it shows nothing.
 */
import { useEffect, useRef, useState } from 'react';
import { useT } from '../i18n/LanguageProvider';
import type { TableSeat } from '../api/table-api';
import { useNow, WARNING_MS } from './clock';
import { useFormat } from '../i18n/use-format';
import { warningSound } from './turn-signals';
import './table.css';

interface TurnStatusProps {
  players: TableSeat[];
  /** This browser's seat (absent for a spectator). */
  seatID?: string;
  /** The seats to play now. */
  toPlay: string[];
  /** Names by seat, as the board shows them. */
  names: string[];
}

/** Whether the player's clock ran out and a bot moved for them, until they have played a turn themselves. */
function useTimedOut(mine: TableSeat | undefined, myTurn: boolean): [boolean, () => void] {
  const [timedOut, setTimedOut] = useState(false);
  const turnSince = useRef(false);
  const botMoves = mine?.data?.standIn === true && mine.data.oneMove === true;
  useEffect(() => {
    if (botMoves) {
      setTimedOut(true);
      turnSince.current = false;
    }
  }, [botMoves]);
  useEffect(() => {
    if (!timedOut || botMoves) return;
    if (myTurn) turnSince.current = true;
    else if (turnSince.current) setTimedOut(false);
  }, [timedOut, myTurn, botMoves]);
  return [timedOut, () => setTimedOut(false)];
}

export function TurnStatus({ players, seatID, toPlay, names }: TurnStatusProps) {
  const t = useT();
  const format = useFormat();
  const mine = players.find((p) => String(p.id) === seatID);
  const myTurn = seatID !== undefined && toPlay.includes(seatID);
  const clocked = players.filter((p) => toPlay.includes(String(p.id)) && p.deadline !== undefined);
  const now = useNow(clocked.length > 0);
  const [timedOut, dismiss] = useTimedOut(mine, myTurn);
  const myLeft = myTurn && mine?.deadline !== undefined ? mine.deadline - now : undefined;
  const warning = myLeft !== undefined && myLeft <= WARNING_MS;
  const warned = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!warning || warned.current === mine?.deadline) return;
    warned.current = mine?.deadline;
    warningSound();
  }, [warning, mine?.deadline]);
  const others = toPlay.filter((seat) => seat !== seatID);
  const otherClock = clocked.find((p) => String(p.id) !== seatID);
  // Without a running clock the board's own status line says whose turn it is.
  if (clocked.length === 0 && !timedOut) return null;
  return (
    <div className="table-turn" data-my-turn={myTurn ? 'yes' : 'no'} data-warning={warning ? 'yes' : undefined}>
      {myTurn && (
        <p className="table-turn-line">
          <strong>{t('online.yourTurn')}</strong>
          {myLeft !== undefined && (
            <span className="table-turn-clock" role="timer">
              {' '}
              {t('table.clockLeft', { time: format.duration(myLeft) })}
            </span>
          )}
          {warning && (
            <strong className="table-turn-warning" role="alert">
              {' '}
              {t('online.littleTime')}
            </strong>
          )}
        </p>
      )}
      {!myTurn && others.length > 0 && (
        <p className="table-turn-line">
          {t('online.theirTurn', { names: others.map((seat) => names[Number(seat)] ?? seat).join(', ') })}
          {otherClock?.deadline !== undefined && (
            <span className="table-turn-clock" role="timer">
              {' '}
              {t('table.clockLeft', { time: format.duration(otherClock.deadline - now) })}
            </span>
          )}
        </p>
      )}
      {timedOut && (
        <p className="table-timed-out" role="status">
          {t('online.timedOut')}{' '}
          <button type="button" className="secondary" onClick={dismiss}>
            {t('online.dismiss')}
          </button>
        </p>
      )}
    </div>
  );
}
