/**
 * The home page: its title, this browser's online matches, every game of client/game-list.ts with its
 * small picture (the game's own), its player count, description and ways to play ("Continue" for a saved
 * hotseat game), a signed-in player's waiting tournament table, how one can play (with the link to the
 * tournaments), and the recent games.
 */
import { SiteLogo } from '../shared/SiteLogo';
import { useLanguage, useT } from '../i18n/LanguageProvider';
import { allGamesInWords, GAME_LIST } from '../game-list';
import { linkProps } from '../router';
import { hotseatInProgress } from '../hotseat/saved-game';
import { RecentGames } from '../history/RecentGames';
import { MyMatches } from '../table/MyMatches';
import { NextTournamentTable } from './NextTournamentTable';
import { HowToPlayLink } from '../learn/HowToPlayLink';
import { GuidedLink } from '../learn/GuidedLink';
import './home.css';

export function Home() {
  const t = useT();
  const { language } = useLanguage();
  return (
    <section className="home">
      <SiteLogo className="home-logo" />
      <h1 className="home-title">{t('home.title', { games: allGamesInWords(language) })}</h1>
      <p className="home-tagline">{t('app.tagline')}</p>
      {GAME_LIST.length === 0 && <p>{t('home.noGames')}</p>}
      <NextTournamentTable />
      <MyMatches />
      <ul className="home-games">
        {GAME_LIST.map((entry) => (
          <li key={entry.name} className="home-game" data-game={entry.name}>
            {entry.HomeArt && <entry.HomeArt className="home-game-art" />}
            <h2>{t(entry.title)}</h2>
            <p className="home-players">{t('home.players', { min: entry.minPlayers, max: entry.maxPlayers })}</p>
            <p>{t(entry.description)}</p>
            <nav aria-label={t(entry.title)}>
              <a className="button" {...linkProps(`/lobby/${entry.name}`)}>
                {t('home.online')}
              </a>
              {hotseatInProgress(entry.name) ? (
                <>
                  <a className="button" {...linkProps(`/hotseat/${entry.name}`)}>
                    {t('home.continue')}
                  </a>
                  <a className="button" {...linkProps(`/hotseat/${entry.name}?new`)}>
                    {t('home.newHotseat')}
                  </a>
                </>
              ) : (
                <a className="button" {...linkProps(`/hotseat/${entry.name}`)}>
                  {t('home.hotseat')}
                </a>
              )}
              <HowToPlayLink game={entry.name} gameTitle={t(entry.title)} />
              <GuidedLink game={entry.name} gameTitle={t(entry.title)} />
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
          <li>
            <a {...linkProps('/tournament')}>{t('home.how.tournaments')}</a>
          </li>
        </ul>
      </section>
      <RecentGames />
    </section>
  );
}
