/**
 * "How to play" beside a board: opens the game's how-to-play text in a panel above the board, so nothing
 * of the game in progress is left (the board stays mounted, and live). Closes with its button or Escape.
 * The text (with its Markdown renderer) is loaded when first opened, not with the board
 * (docs/performance.md#lighthouse); the service worker precaches it like every chunk.
 */
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { CatalogueEntry } from '../catalogue';
import { useT } from '../i18n/LanguageProvider';

const HowToPlayText = lazy(() => import('./HowToPlayText').then((m) => ({ default: m.HowToPlayText })));

export function HowToPlayButton({ entry }: { entry: CatalogueEntry }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const panel = useId();
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open) closeButton.current?.focus();
  }, [open]);
  if (!entry.howToPlay) return null;
  const title = t('learn.howToPlayGame', { game: t(entry.title) });
  return (
    <>
      <button
        type="button"
        className="secondary how-to-play-button"
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpen(!open)}
      >
        {t('learn.howToPlay')}
      </button>
      {open && (
        <section
          id={panel}
          className="how-to-play-panel"
          aria-label={title}
          onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
        >
          <button
            ref={closeButton}
            type="button"
            className="secondary how-to-play-close"
            onClick={() => setOpen(false)}
          >
            {t('learn.close')}
          </button>
          <Suspense
            fallback={
              <p className="loading" role="status">
                {t('loading')}
              </p>
            }
          >
            <HowToPlayText howToPlay={entry.howToPlay} headingOffset={1} />
          </Suspense>
        </section>
      )}
    </>
  );
}
