/**
 * A tiny path router over the History API: the app has a handful of routes, so a dependency is not
 * worth it. `parseRoute` is pure (and tested); `useRoute` re-renders on navigation.
 */
import { useEffect, useState } from 'react';

export type Route =
  | { page: 'home' }
  | { page: 'hotseat'; game: string }
  | { page: 'lobby'; game: string }
  | { page: 'match'; game: string; matchID: string }
  | { page: 'gallery'; game: string }
  | { page: 'howToPlay'; game: string }
  | { page: 'guided'; game: string }
  | { page: 'replay'; parts: string[] }
  | { page: 'account' }
  | { page: 'profile'; accountID: string }
  | { page: 'ratings'; game: string }
  | { page: 'tournaments' }
  | { page: 'tournament'; id: string }
  | { page: 'notFound' };

export function parseRoute(pathname: string): Route {
  const parts = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  if (parts.length === 0) return { page: 'home' };
  const [section, game, matchID] = parts;
  if (section === 'account' && parts.length === 1) return { page: 'account' };
  if (section === 'profile' && game && parts.length === 2) return { page: 'profile', accountID: game };
  if (section === 'tournament' && parts.length === 1) return { page: 'tournaments' };
  if (section === 'tournament' && game && parts.length === 2) return { page: 'tournament', id: game };
  if (section === 'replay' && parts.length <= 3) return { page: 'replay', parts: parts.slice(1) };
  if (section === 'hotseat' && game && parts.length === 2) return { page: 'hotseat', game };
  if (section === 'lobby' && game && parts.length === 2) return { page: 'lobby', game };
  if (section === 'gallery' && game && parts.length === 2) return { page: 'gallery', game };
  if (section === 'how-to-play' && game && parts.length === 2) return { page: 'howToPlay', game };
  if (section === 'guided' && game && parts.length === 2) return { page: 'guided', game };
  if (section === 'leaderboard' && game && parts.length === 2) return { page: 'ratings', game };
  if (section === 'match' && game && matchID && parts.length === 3) return { page: 'match', game, matchID };
  return { page: 'notFound' };
}

export function navigate(path: string): void {
  window.history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(window.location.pathname));
  useEffect(() => {
    const update = () => setRoute(parseRoute(window.location.pathname));
    window.addEventListener('popstate', update);
    return () => window.removeEventListener('popstate', update);
  }, []);
  return route;
}

/** An anchor that navigates without a page load. */
export function linkProps(path: string) {
  return {
    href: path,
    onClick: (event: { preventDefault(): void; metaKey?: boolean; ctrlKey?: boolean }) => {
      if (event.metaKey || event.ctrlKey) return;
      event.preventDefault();
      navigate(path);
    },
  };
}
