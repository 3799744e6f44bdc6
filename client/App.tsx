/**
 * The app shell: header with the language switch, and the page for the current route. Every page but
 * the home page, and every game, is loaded on demand (its own chunk), so the home page stays small.
 */
import { lazy, Suspense, use, type ReactNode } from 'react';
import { useT } from './i18n/LanguageProvider';
import { LanguageSwitch } from './i18n/LanguageSwitch';
import { Home } from './home/Home';
import type { CatalogueEntry } from './catalogue';
import { findGameInfo, loadEntry } from './game-list';
import { linkProps, useRoute, type Route } from './router';
import { LoadBoundary } from './shared/LoadBoundary';

const HotseatPage = lazy(() => import('./hotseat/HotseatPage').then((m) => ({ default: m.HotseatPage })));
const LobbyPage = lazy(() => import('./lobby/LobbyPage').then((m) => ({ default: m.LobbyPage })));
const MatchPage = lazy(() => import('./online/MatchPage').then((m) => ({ default: m.MatchPage })));
const TileGallery = lazy(() => import('./carcassonne/TileGallery').then((m) => ({ default: m.TileGallery })));
const AccountPage = lazy(() => import('./account/AccountPage').then((m) => ({ default: m.AccountPage })));
const ReplayPage = lazy(() => import('./history/ReplayPage').then((m) => ({ default: m.ReplayPage })));

/** Renders its children with the game's full entry once it has loaded (suspends until then). */
function WithEntry({ name, children }: { name: string; children(entry: CatalogueEntry): ReactNode }) {
  return children(use(loadEntry(name)));
}

function Page({ route }: { route: Route }) {
  const t = useT();
  if (route.page === 'home') return <Home />;
  if (route.page === 'replay') return <ReplayPage parts={route.parts} />;
  if (route.page === 'account') return <AccountPage />;
  if (route.page === 'gallery' && route.game === 'carcassonne') return <TileGallery />;
  const info = 'game' in route ? findGameInfo(route.game) : undefined;
  if (info && (route.page === 'hotseat' || route.page === 'lobby' || route.page === 'match')) {
    return (
      <WithEntry name={info.name}>
        {(entry) => {
          if (route.page === 'hotseat') return <HotseatPage key={entry.name} entry={entry} />;
          if (route.page === 'lobby') return <LobbyPage key={entry.name} entry={entry} />;
          return <MatchPage key={route.matchID} entry={entry} matchID={route.matchID} />;
        }}
      </WithEntry>
    );
  }
  return <p className="not-found">{t('notFound')}</p>;
}

export function App() {
  const t = useT();
  const route = useRoute();
  return (
    <div className="app">
      <header className="app-header">
        <a className="app-title" {...linkProps('/')}>{t('app.title')}</a>
        <a className="app-account" {...linkProps('/account')}>{t('nav.account')}</a>
        <LanguageSwitch />
      </header>
      <main>
        <LoadBoundary key={window.location.pathname} fallback={<p className="error" role="alert">{t('loadFailed')}</p>}>
          <Suspense fallback={<p className="loading" role="status">{t('loading')}</p>}>
            <Page route={route} />
          </Suspense>
        </LoadBoundary>
      </main>
    </div>
  );
}
