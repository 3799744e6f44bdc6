/**
 * The first thing an online end screen says: who won and with how many points (from `ctx.gameover`), then,
 * when someone already sat down in the rematch, that they are waiting, with the Rematch button beside it
 * (a refused rematch says why).
 */
import { useT } from '../i18n/LanguageProvider';
import { useAction } from '../shared/use-action';
import type { HeldSeat } from '../api/seats';
import { useRematchWaiting } from './use-rematch-waiting';

interface GameOver {
  winners?: string[];
  scores?: number[];
}

export function MatchResult({
  game,
  matchID,
  gameover,
  names,
  seat,
  onRematch,
}: {
  game: string;
  matchID: string;
  gameover: unknown;
  names: string[];
  seat?: HeldSeat;
  onRematch(): Promise<void>;
}) {
  const t = useT();
  const asking = useAction();
  const waiting = useRematchWaiting(game, matchID, true, seat?.playerID);
  const { winners = [], scores = [] } = (typeof gameover === 'object' && gameover !== null ? gameover : {}) as GameOver;
  const points = winners.length > 0 ? scores[Number(winners[0])] : undefined;
  const who = winners.map((w) => names[Number(w)] || t('replay.player', { n: Number(w) + 1 })).join(', ');
  return (
    <div className="match-result">
      {points !== undefined && (
        <p className="match-result-line" role="status">
          {t(winners.length > 1 ? 'online.result.draw' : 'online.result.won', {
            names: who,
            points,
            n: winners.length,
          })}
        </p>
      )}
      {waiting.names.length > 0 && (
        <p className="match-rematch-waiting" role="status">
          {t('online.rematchWaiting', { names: waiting.names.join(', '), n: waiting.names.length })}
        </p>
      )}
      {seat && (
        <button type="button" className="button" disabled={asking.busy} onClick={() => asking.run(onRematch)}>
          {t('match.rematch')}
        </button>
      )}
      {asking.error && (
        <p className="error" role="alert">
          {t('table.actionFailed', { reason: asking.error })}
        </p>
      )}
    </div>
  );
}
