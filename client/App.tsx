/** The app shell: header with the language switch, and the page for the current route. */
import { useT } from './i18n/LanguageProvider';
import { LanguageSwitch } from './i18n/LanguageSwitch';
import { Home } from './home/Home';
import { HotseatPage } from './hotseat/HotseatPage';
import { findGame } from './catalogue';
import { LobbyPage } from './lobby/LobbyPage';
import { MatchPage } from './online/MatchPage';
import { TileGallery } from './carcassonne/TileGallery';
import { ReplayPage } from './history/ReplayPage';
import { linkProps, useRoute, type Route } from './router';

function Page({ route }: { route: Route }) {
  const t = useT();
  if (route.page === 'home') return <Home />;
  if (route.page === 'replay') return <ReplayPage parts={route.parts} />;
  if (route.page === 'gallery' && route.game === 'carcassonne') return <TileGallery />;
  const entry = 'game' in route ? findGame(route.game) : undefined;
  if (route.page === 'hotseat' && entry) return <HotseatPage key={entry.name} entry={entry} />;
  if (route.page === 'lobby' && entry) return <LobbyPage key={entry.name} entry={entry} />;
  if (route.page === 'match' && entry) return <MatchPage key={route.matchID} entry={entry} matchID={route.matchID} />;
  return <p className="not-found">{t('notFound')}</p>;
}

export function App() {
  const t = useT();
  const route = useRoute();
  return (
    <div className="app">
      <header className="app-header">
        <a className="app-title" {...linkProps('/')}>{t('app.title')}</a>
        <LanguageSwitch />
      </header>
      <main>
        <Page route={route} />
      </main>
    </div>
  );
}
