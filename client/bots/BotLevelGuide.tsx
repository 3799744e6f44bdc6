/**
 * What each bot level plays like, one sentence each, in the forms that seat bots (the hotseat setup and the
 * lobby's new match): the figures are the ladder's at the shipped budgets (docs/bots.md#ladder), read from
 * docs/bots-ladder.json when the app is built, so they grow with the committed results; a level not yet
 * measured says so; below them, the levels on the players' rating scale once the ladder gives them. Hard's
 * think time is its level's time budget (`LEVELS`), the most it thinks on the player's own device, where a
 * slow device may search less than the ladder's full budget.
 */
import ladderReport from '../../docs/bots-ladder.json';
import { LEVELS } from '../../games/shared/bot-player';
import { useT } from '../i18n/LanguageProvider';
import { useFormat } from '../i18n/use-format';

/** A ladder target's figures as the report gives them. */
interface TargetFigures {
  target: string;
  scale: number;
  games: number;
  share?: number | null;
}

/** Which ladder targets speak for a game's levels: medium against easy, hard against the game's anchor. */
const TARGETS: Record<string, { medium: string; hard: string; anchor: 'star25' | 'rules' }> = {
  carcassonne: { medium: 'carcassonne-2p/medium-easy', hard: 'carcassonne-2p/hard-star25', anchor: 'star25' },
  citadels: { medium: 'citadels-4p/medium-easy', hard: 'citadels-4p/hard-rules', anchor: 'rules' },
};

/** A game's levels on the players' rating scale, once the ladder has given them (tools/ladder/bot-ratings.ts). */
function levelRatings(game: string): { easy: number; medium: number; hard: number } | undefined {
  const levels = (ladderReport as unknown as Record<string, Record<string, { rating?: unknown }> | undefined>)[game];
  const rating = (level: string) => levels?.[level]?.rating;
  const [easy, medium, hard] = ['easy', 'medium', 'hard'].map(rating);
  return typeof easy === 'number' && typeof medium === 'number' && typeof hard === 'number'
    ? { easy, medium, hard }
    : undefined;
}

/** The figures of a target at the shipped budgets, if it has played any game. */
function measured(target: string | undefined): { share: number; games: number } | undefined {
  const row = (ladderReport.ladder.targets as TargetFigures[]).find((t) => t.target === target && t.scale === 1);
  return row && row.games > 0 && typeof row.share === 'number' ? { share: row.share, games: row.games } : undefined;
}

export function BotLevelGuide({ game }: { game: string }) {
  const t = useT();
  const format = useFormat();
  const targets = TARGETS[game];
  const medium = measured(targets?.medium);
  const hard = measured(targets?.hard);
  const ratings = levelRatings(game);
  const rating = (n: number) => format.number(n, { useGrouping: false });
  return (
    <details className="bot-level-guide">
      <summary>{t('bots.guide.title')}</summary>
      <ul>
        <li data-level="easy">{t('bots.guide.easy')}</li>
        <li data-level="medium">
          {medium
            ? t('bots.guide.medium', { share: format.percent(medium.share), games: medium.games })
            : t('bots.guide.medium.unmeasured')}
        </li>
        <li data-level="hard">
          {hard && targets
            ? t(`bots.guide.hard.${targets.anchor}`, { share: format.percent(hard.share), games: hard.games })
            : t('bots.guide.hard.unmeasured')}{' '}
          {t('bots.guide.thinks', {
            seconds: LEVELS.hard.maxMillis / 1000,
            iterations: LEVELS.hard.maxIterations,
          })}
        </li>
      </ul>
      {ratings && (
        <p className="bot-level-ratings">
          {t('bots.guide.ratings', {
            easy: rating(ratings.easy),
            medium: rating(ratings.medium),
            hard: rating(ratings.hard),
          })}
        </p>
      )}
    </details>
  );
}
