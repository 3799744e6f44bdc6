/** The home page: this browser's online matches, every game in GAMES with its player count, description and ways to play ("Continue" for a saved hotseat game). */
import { useT } from '../i18n/LanguageProvider';
import { GAME_LIST } from '../game-list';
import { linkProps } from '../router';
import { hotseatInProgress } from '../hotseat/saved-game';
import { RecentGames } from '../history/RecentGames';
import { MyMatches } from '../table/MyMatches';

export function Home() {
  const t = useT();
  return (
    <section className="home">
      <p className="tagline">{t('app.tagline')}</p>
      {GAME_LIST.length === 0 && <p>{t('home.noGames')}</p>}
      <MyMatches />
      <ul className="game-list">
        {GAME_LIST.map((entry) => (
          <li key={entry.name} className="game-card" data-game={entry.name}>
            <h2>{t(entry.title)}</h2>
            <p className="players">{t('home.players', { min: entry.minPlayers, max: entry.maxPlayers })}</p>
            <p>{t(entry.description)}</p>
            <nav>
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
      <RecentGames />
    </section>
  );
}
