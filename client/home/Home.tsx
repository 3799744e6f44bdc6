/** The home page: every game in GAMES with its player count, description and ways to play. */
import { useT } from '../i18n/LanguageProvider';
import { CATALOGUE } from '../catalogue';
import { linkProps } from '../router';
import { RecentGames } from '../history/RecentGames';

export function Home() {
  const t = useT();
  return (
    <section className="home">
      <p className="tagline">{t('app.tagline')}</p>
      {CATALOGUE.length === 0 && <p>{t('home.noGames')}</p>}
      <ul className="game-list">
        {CATALOGUE.map((entry) => (
          <li key={entry.name} className="game-card" data-game={entry.name}>
            <h2>{t(entry.title)}</h2>
            <p className="players">{t('home.players', { min: entry.minPlayers, max: entry.maxPlayers })}</p>
            <p>{t(entry.description)}</p>
            <nav>
              <a className="button" {...linkProps(`/lobby/${entry.name}`)}>{t('home.online')}</a>
              <a className="button" {...linkProps(`/hotseat/${entry.name}`)}>{t('home.hotseat')}</a>
            </nav>
          </li>
        ))}
      </ul>
      <RecentGames />
    </section>
  );
}
