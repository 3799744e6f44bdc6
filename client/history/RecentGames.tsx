/** The home page's list of this browser's recent games, each with a link to its replay. */
import { useState } from 'react';
import { useT } from '../i18n/LanguageProvider';
import { useFormat } from '../i18n/use-format';
import type { MessageKey } from '../i18n/dictionary';
import { linkProps } from '../router';
import { recentGames, replayPath } from './recent-games';
import './history.css';

export function RecentGames() {
  const t = useT();
  const format = useFormat();
  const [games] = useState(recentGames);
  return (
    <section className="recent-games">
      <h2>{t('recent.title')}</h2>
      <ul>
        {games.map((game) => (
          <li key={game.id} data-game={game.game}>
            <strong>{t(`game.${game.game}.title` as MessageKey)}</strong>{' '}
            <span className="muted">
              {t(game.source === 'hotseat' ? 'recent.hotseat' : 'recent.online')}, {format.dateTime(game.finishedAt)}
            </span>{' '}
            {game.scores
              .map(
                (score, seat) => `${game.names[seat] || t('replay.player', { n: seat + 1 })} ${format.number(score)}`,
              )
              .join(' · ')}{' '}
            <a className="button" {...linkProps(replayPath(game))}>
              {t('recent.replay')}
            </a>
          </li>
        ))}
      </ul>
      <a {...linkProps('/replay')}>{t('recent.open')}</a>
    </section>
  );
}
