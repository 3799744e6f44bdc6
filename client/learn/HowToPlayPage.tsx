/** The page `/how-to-play/<game>`: the game's how-to-play text, reachable from the home page and the lobby. */
import { useT } from '../i18n/LanguageProvider';
import { useEntry } from '../use-entry';
import { HowToPlayText } from './HowToPlayText';
import { GuidedLink } from './GuidedLink';

export function HowToPlayPage({ game }: { game: string }) {
  const t = useT();
  const entry = useEntry(game);
  if (!entry)
    return (
      <p className="loading" role="status">
        {t('loading')}
      </p>
    );
  if (!entry.howToPlay)
    return (
      <>
        <h1>{t('learn.howToPlayGame', { game: t(entry.title) })}</h1>
        <p>{t('learn.none')}</p>
      </>
    );
  return (
    <article className="how-to-play-page" data-game={game}>
      {entry.guided && <GuidedLink game={game} gameTitle={t(entry.title)} />}
      <HowToPlayText howToPlay={entry.howToPlay} />
    </article>
  );
}
