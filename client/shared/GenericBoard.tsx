/**
 * A board for any game in GAMES: what this seat sees, as data, and its legal moves (from the game's
 * `ai.enumerate`) as buttons. Games replace it with their own board; it stays useful for debugging.
 */
import type { BoardProps } from 'boardgame.io/react';
import type { Game } from 'boardgame.io';
import { useT } from '../i18n/LanguageProvider';

type Enumerated = { move: string; args?: unknown[] };

export function GenericBoard(props: BoardProps & { game?: Game }) {
  const t = useT();
  const { G, ctx, playerID, moves, isActive } = props;
  const enumerate = props.game?.ai?.enumerate as
    ((G: unknown, ctx: unknown, playerID: string) => Enumerated[]) | undefined;
  const options = isActive && playerID !== null && enumerate ? enumerate(G, ctx, playerID) : [];
  const gameover = ctx.gameover as { winners?: string[] } | undefined;
  return (
    <div className="generic-board">
      {gameover ? (
        <p className="gameover">
          {t('generic.gameOver')} — {t('generic.winner', { players: (gameover.winners ?? []).join(', ') })}
        </p>
      ) : !isActive ? (
        <p>{t('generic.waiting', { player: ctx.currentPlayer })}</p>
      ) : (
        <section>
          <h3>{t('generic.actions')}</h3>
          <div className="generic-actions">
            {options.map((option, i) => (
              <button
                className="secondary"
                key={i}
                type="button"
                onClick={() => moves[option.move]?.(...(option.args ?? []))}
              >
                {option.move} {JSON.stringify(option.args?.[0] ?? '')}
              </button>
            ))}
          </div>
        </section>
      )}
      <details>
        <summary>{t('generic.state')}</summary>
        <pre>{JSON.stringify(G, null, 1)}</pre>
      </details>
    </div>
  );
}

/** The generic board bound to one game (for its enumerate). */
export function genericBoardFor(game: Game) {
  return function GameGenericBoard(props: BoardProps) {
    return <GenericBoard {...props} game={game} />;
  };
}
