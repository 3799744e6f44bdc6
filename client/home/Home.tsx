/**
 * The home page: its title, this browser's online matches, every game in GAMES with a small picture, its
 * player count, description and ways to play ("Continue" for a saved hotseat game), how one can play, and
 * the recent games.
 */
import { useT } from '../i18n/LanguageProvider';
import { GAME_LIST } from '../game-list';
import { linkProps } from '../router';
import { hotseatInProgress } from '../hotseat/saved-game';
import { RecentGames } from '../history/RecentGames';
import { MyMatches } from '../table/MyMatches';
import './home.css';

/** A small drawing per game (inline, nothing to download): a city tile, or a crown. */
function GameArt({ game }: { game: string }) {
  if (game === 'carcassonne') {
    return (
      <svg className="home-game-art" viewBox="0 0 72 72" aria-hidden="true">
        <rect width="72" height="72" rx="6" fill="#8bbd55" />
        <path d="M0 0h72c-10 22-26 26-36 26S10 22 0 0z" fill="#d9a960" stroke="#7a5230" strokeWidth="3" />
        <rect x="0" y="44" width="72" height="8" fill="#f4ead7" />
        <rect x="30" y="6" width="12" height="12" fill="#c0392b" />
      </svg>
    );
  }
  return (
    <svg className="home-game-art" viewBox="0 0 72 72" aria-hidden="true">
      <rect width="72" height="72" rx="6" fill="#3c2f5a" />
      <path d="M12 52l-4-30 16 14 12-20 12 20 16-14-4 30z" fill="#e8b931" stroke="#8a6a12" strokeWidth="2" />
      <rect x="12" y="54" width="48" height="6" fill="#e8b931" />
    </svg>
  );
}

export function Home() {
  const t = useT();
  return (
    <section className="home">
      <h1 className="home-title">{t('home.title')}</h1>
      <p className="home-tagline">{t('app.tagline')}</p>
      {GAME_LIST.length === 0 && <p>{t('home.noGames')}</p>}
      <MyMatches />
      <ul className="home-games">
        {GAME_LIST.map((entry) => (
          <li key={entry.name} className="home-game" data-game={entry.name}>
            <GameArt game={entry.name} />
            <h2>{t(entry.title)}</h2>
            <p className="home-players">{t('home.players', { min: entry.minPlayers, max: entry.maxPlayers })}</p>
            <p>{t(entry.description)}</p>
            <nav aria-label={t(entry.title)}>
              <a className="button" {...linkProps(`/lobby/${entry.name}`)}>{t('home.online')}</a>
              {hotseatInProgress(entry.name) ? (
                <>
                  <a className="button" {...linkProps(`/hotseat/${entry.name}`)}>{t('home.continue')}</a>
                  <a className="button" {...linkProps(`/hotseat/${entry.name}?new`)}>{t('home.newHotseat')}</a>
                </>
              ) : (
                <a className="button" {...linkProps(`/hotseat/${entry.name}`)}>{t('home.hotseat')}</a>
              )}
            </nav>
          </li>
        ))}
      </ul>
      <section className="home-how" aria-labelledby="home-how-title">
        <h2 id="home-how-title">{t('home.how')}</h2>
        <ul>
          <li>{t('home.how.online')}</li>
          <li>{t('home.how.hotseat')}</li>
          <li>{t('home.how.bots')}</li>
        </ul>
      </section>
      <RecentGames />
    </section>
  );
}
