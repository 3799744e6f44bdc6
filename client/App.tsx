/**
 * The app shell: header with the language switch, and the page for the current route. Every page but
 * the home page, and every game, is loaded on demand (its own chunk), so the home page stays small.
 */
import { SiteLogo } from './shared/SiteLogo';
import { useSignedIn } from './api/signed-in';
import { lazy, Suspense, use, type ReactNode } from 'react';
import './area-words';
import { useLanguage, useT } from './i18n/LanguageProvider';
import { LanguageSwitch } from './i18n/LanguageSwitch';
import { Home } from './home/Home';
import type { CatalogueEntry } from './catalogue';
import { findGameInfo, loadEntry, siteName } from './game-list';
import { linkProps, useRoute, type Route } from './router';
import { LoadBoundary } from './shared/LoadBoundary';
import { useEntry } from './use-entry';
import { AppStatus } from './pwa/AppStatus';
import { InvitationNotices } from './friends/InvitationNotices';

/** A game's pages, whose chunks a cold load fetches together with the game's module (not one after it). */
const GAME_PAGES = {
  hotseat: () => import('./hotseat/HotseatPage'),
  lobby: () => import('./lobby/LobbyPage'),
  match: () => import('./online/MatchPage'),
  guided: () => import('./guided/GuidedPage'),
};
const HotseatPage = lazy(() => GAME_PAGES.hotseat().then((m) => ({ default: m.HotseatPage })));
const LobbyPage = lazy(() => GAME_PAGES.lobby().then((m) => ({ default: m.LobbyPage })));
const MatchPage = lazy(() => GAME_PAGES.match().then((m) => ({ default: m.MatchPage })));
const AccountPage = lazy(() => import('./account/AccountPage').then((m) => ({ default: m.AccountPage })));
const HowToPlayPage = lazy(() => import('./learn/HowToPlayPage').then((m) => ({ default: m.HowToPlayPage })));
const ProfilePage = lazy(() => import('./account/ProfilePage').then((m) => ({ default: m.ProfilePage })));
const LeaderboardPage = lazy(() => import('./ratings/LeaderboardPage').then((m) => ({ default: m.LeaderboardPage })));
const GuidedPage = lazy(() => GAME_PAGES.guided().then((m) => ({ default: m.GuidedPage })));
const TournamentListPage = lazy(() =>
  import('./tournaments/TournamentListPage').then((m) => ({ default: m.TournamentListPage })),
);
const TournamentPage = lazy(() => import('./tournaments/TournamentPage').then((m) => ({ default: m.TournamentPage })));
const ReplayPage = lazy(() => import('./history/ReplayPage').then((m) => ({ default: m.ReplayPage })));

/**
 * The loads a game page's route starts (the game's module, then the page's own chunk), for main.tsx to run
 * each in a task of its own before the first render: Vite's preload appends a link for every chunk a
 * chunk imports (about 45 for a game page), which took 25 ms in one task of the route's first render
 * (docs/performance.md#route-chunks-first). Started again by `WithEntry`, they cost nothing more.
 */
export function routeChunkLoads(route: Route): (() => void)[] {
  if (!('game' in route) || !(route.page in GAME_PAGES)) return [];
  const info = findGameInfo(route.game);
  if (!info) return [];
  const page = route.page as keyof typeof GAME_PAGES;
  // A failed load shows when the page renders (LoadBoundary); here it is only started.
  return [() => void loadEntry(info.name).catch(() => {}), () => void GAME_PAGES[page]().catch(() => {})];
}

/**
 * Renders its children with the game's full entry once it has loaded (suspends until then). The page's
 * own chunk starts loading at the same time (its imports preloaded with it), not after the entry.
 */
function WithEntry({
  name,
  page,
  children,
}: {
  name: string;
  page: keyof typeof GAME_PAGES;
  children(entry: CatalogueEntry): ReactNode;
}) {
  void GAME_PAGES[page]();
  return children(use(loadEntry(name)));
}

/** A game's page of its own (`/gallery/<game>`), if its client module has one. */
function GalleryPage({ name }: { name: string }) {
  const t = useT();
  const entry = useEntry(name);
  if (!entry)
    return (
      <p className="loading" role="status">
        {t('loading')}
      </p>
    );
  return entry.Gallery ? <entry.Gallery /> : <p className="not-found">{t('notFound')}</p>;
}

/** The h1 of a page that has none of its own (every other page has one). */
function PageHeading({ text }: { text: string }) {
  return <h1 className="sr-only">{text}</h1>;
}

function Page({ route }: { route: Route }) {
  const t = useT();
  const { language } = useLanguage();
  if (route.page === 'home') return <Home />;
  if (route.page === 'replay') return <ReplayPage parts={route.parts} />;
  if (route.page === 'account') return <AccountPage />;
  if (route.page === 'profile') return <ProfilePage accountID={route.accountID} />;
  if (route.page === 'tournaments') return <TournamentListPage />;
  if (route.page === 'tournament') return <TournamentPage key={route.id} id={route.id} />;
  const info = 'game' in route ? findGameInfo(route.game) : undefined;
  if (info && route.page === 'gallery') return <GalleryPage name={info.name} />;
  if (info && route.page === 'howToPlay') return <HowToPlayPage game={info.name} />;
  if (info && route.page === 'ratings') return <LeaderboardPage game={info.name} title={info.title} />;
  if (
    info &&
    (route.page === 'hotseat' || route.page === 'lobby' || route.page === 'match' || route.page === 'guided')
  ) {
    return (
      <WithEntry name={info.name} page={route.page}>
        {(entry) => {
          if (route.page === 'hotseat') return <HotseatPage key={entry.name} entry={entry} />;
          if (route.page === 'guided') return <GuidedPage key={entry.name} entry={entry} />;
          if (route.page === 'lobby') return <LobbyPage key={entry.name} entry={entry} />;
          return <MatchPage key={route.matchID} entry={entry} matchID={route.matchID} />;
        }}
      </WithEntry>
    );
  }
  return (
    <>
      <PageHeading text={siteName(language)} />
      <p className="not-found">{t('notFound')}</p>
    </>
  );
}

/** The header's link to the account page: the signed-in account's name, or *Account*. */
function AccountLink() {
  const t = useT();
  const account = useSignedIn();
  return (
    <a
      className="app-account"
      {...linkProps('/account')}
      aria-label={account ? t('nav.signedInAs', { name: account.name }) : undefined}
    >
      {account ? account.name : t('nav.account')}
    </a>
  );
}

export function App() {
  const t = useT();
  const { language } = useLanguage();
  const route = useRoute();
  return (
    <div className="app">
      <header className="app-header">
        <a className="app-title" {...linkProps('/')}>
          <SiteLogo />
          <span className="app-name">{siteName(language)}</span>
        </a>
        <AccountLink />
        <LanguageSwitch />
      </header>
      <AppStatus />
      <InvitationNotices />
      <main>
        <LoadBoundary
          key={window.location.pathname}
          fallback={
            <p className="error" role="alert">
              {t('loadFailed')}
            </p>
          }
        >
          <Suspense
            fallback={
              <p className="loading" role="status">
                {t('loading')}
              </p>
            }
          >
            <Page route={route} />
          </Suspense>
        </LoadBoundary>
      </main>
    </div>
  );
}
