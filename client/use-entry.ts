/**
 * A listed game's client module (client/catalogue.ts) for a component that can show itself without it
 * meanwhile: undefined until it has loaded, and for a game the client does not list.
 */
import { useEffect, useState } from 'react';
import type { CatalogueEntry } from './catalogue';
import { findGameInfo, loadEntry } from './game-list';

export function useEntry(game: string): CatalogueEntry | undefined {
  const [entry, setEntry] = useState<CatalogueEntry>();
  useEffect(() => {
    if (!findGameInfo(game)) return;
    let current = true;
    void loadEntry(game).then((loaded) => current && setEntry(loaded));
    return () => {
      current = false;
    };
  }, [game]);
  return entry?.name === game ? entry : undefined;
}
