/**
 * The page `/guided/<game>`: the game's guided first game (docs/design/guided-game.md). It is a hotseat game
 * (client/hotseat/HotseatPage.tsx) kept in a slot of its own, so it never replaces the player's own hotseat
 * game: seat 0 at the screen against the easy fair bot, the game's fixed set-up and seed, and the coach above
 * the board. Like every hotseat game it plays offline and resumes after a reload.
 */
import { useMemo } from 'react';
import { useT } from '../i18n/LanguageProvider';
import type { CatalogueEntry } from '../catalogue';
import type { GuidedGame } from '../shared/guided';
import { HotseatPage, type HotseatGuide } from '../hotseat/HotseatPage';
import type { SeatKind } from '../hotseat/bots';
import { Coach } from './Coach';
import { guidedSlot } from './coach-state';
import './guided.css';

function GuidedTitle({ entry }: { entry: CatalogueEntry }) {
  const t = useT();
  return <>{t('guided.title', { game: t(entry.title) })}</>;
}

function GuidedStart({ entry, onStart }: { entry: CatalogueEntry; onStart(): void }) {
  const t = useT();
  return (
    <section className="guided-intro">
      <h1>
        <GuidedTitle entry={entry} />
      </h1>
      <p>{t('guided.intro')}</p>
      <button className="button" type="button" onClick={onStart}>
        {t('guided.start')}
      </button>
    </section>
  );
}

/** The hotseat page's guide for this game's guided first game. */
export function guideFor(entry: CatalogueEntry, guided: GuidedGame): HotseatGuide {
  const seats: SeatKind[] = Array.from({ length: guided.numPlayers }, (_, seat) => (seat === 0 ? 'human' : 'easy'));
  return {
    slot: guidedSlot(entry.name),
    fresh: () => ({ matchID: `guided-${Date.now()}`, seats, options: guided.options, seed: guided.seed }),
    Coach: ({ props }) => <Coach game={entry.name} guided={guided} props={props} />,
    Start: ({ onStart }) => <GuidedStart entry={entry} onStart={onStart} />,
    Title: () => <GuidedTitle entry={entry} />,
  };
}

export function GuidedPage({ entry }: { entry: CatalogueEntry }) {
  const t = useT();
  const guide = useMemo(() => entry.guided && guideFor(entry, entry.guided), [entry]);
  if (!guide)
    return (
      <>
        <h1>{t('guided.title', { game: t(entry.title) })}</h1>
        <p>{t('guided.none')}</p>
      </>
    );
  return <HotseatPage entry={entry} guide={guide} />;
}
