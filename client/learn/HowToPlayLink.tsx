/** A link to a game's how-to-play page (client/learn/HowToPlayPage.tsx), for the home page and the lobby. */
import { useT } from '../i18n/LanguageProvider';
import { linkProps } from '../router';

export function HowToPlayLink({ game, gameTitle }: { game: string; gameTitle: string }) {
  const t = useT();
  return (
    <a
      className="button secondary how-to-play-link"
      aria-label={t('learn.howToPlayGame', { game: gameTitle })}
      {...linkProps(`/how-to-play/${game}`)}
    >
      {t('learn.howToPlay')}
    </a>
  );
}
