/** A link to a game's guided first game (client/guided/GuidedPage.tsx), for the home page and How to play. */
import { useT } from '../i18n/LanguageProvider';
import { linkProps } from '../router';

export function GuidedLink({ game, gameTitle }: { game: string; gameTitle: string }) {
  const t = useT();
  return (
    <a
      className="button secondary guided-link"
      aria-label={t('guided.playGame', { game: gameTitle })}
      {...linkProps(`/guided/${game}`)}
    >
      {t('guided.play')}
    </a>
  );
}
