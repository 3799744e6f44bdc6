// @vitest-environment jsdom
// What the bots play like (docs/bots.md#ladder): one sentence a level in the hotseat setup and the lobby's
// new match, with the ladder's figures at the shipped budgets as the committed report gives them, "not yet
// measured" for a target without games, and hard's think time from its level's budget; in English and Dutch.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import ladderReport from '../../docs/bots-ladder.json';
import { BotLevelGuide } from '../../client/bots/BotLevelGuide';
import { HotseatSetup } from '../../client/hotseat/HotseatSetup';
import carcassonneEntry from '../../client/carcassonne/module';
import { LanguageProvider } from '../../client/i18n/LanguageProvider';
import type { Language } from '../../client/i18n/dictionary';

afterEach(cleanup);

const figures = (target: string) => ladderReport.ladder.targets.find((t) => t.target === target && t.scale === 1)!;

function sentences(game: string, language: Language = 'en') {
  const { container } = render(
    <LanguageProvider language={language}>
      <BotLevelGuide game={game} />
    </LanguageProvider>,
  );
  const level = (name: string) => container.querySelector(`li[data-level="${name}"]`)!.textContent;
  return { easy: level('easy'), medium: level('medium'), hard: level('hard') };
}

describe('the bot level guide', () => {
  it("gives Carcassonne's medium and hard the ladder's shares at the shipped budgets", () => {
    const medium = figures('carcassonne-2p/medium-easy');
    const hard = figures('carcassonne-2p/hard-star25');
    const { medium: mediumSays, hard: hardSays } = sentences('carcassonne');
    expect(mediumSays).toBe(
      `Medium: finished ahead of easy in ${Math.round(medium.share! * 100)}% of ${medium.games} measured games.`,
    );
    expect(hardSays).toBe(
      `Hard: won ${Math.round(hard.share! * 100)}% of ${hard.games} games against Star2.5, a published expert program. ` +
        'Hard thinks at most 3 s a move on your device; its figures are at its full 20,000 searched lines, which a slow device may not reach.',
    );
  });

  it("gives each game's levels on the players' rating scale as the ladder's fit puts them, and none for a game without", () => {
    const report = ladderReport as unknown as Record<string, Record<string, { rating: number }>>;
    for (const game of ['carcassonne', 'citadels']) {
      const { container } = render(
        <LanguageProvider language="en">
          <BotLevelGuide game={game} />
        </LanguageProvider>,
      );
      const { easy, medium, hard } = report[game]!;
      expect(container.querySelector('.bot-level-ratings')?.textContent).toBe(
        `On the players’ rating scale, where a new player starts at 1000: easy ${easy!.rating}, medium ${medium!.rating}, hard ${hard!.rating}.`,
      );
      cleanup();
    }
    const { container } = render(
      <LanguageProvider language="nl">
        <BotLevelGuide game="no-such-game" />
      </LanguageProvider>,
    );
    expect(container.querySelector('.bot-level-ratings')).toBeNull();
  });

  it('says a level is not measured yet where its target has no games, and speaks Dutch', () => {
    const { easy, medium, hard } = sentences('no-such-game', 'nl');
    expect(easy).toBe('Makkelijk: zet meteen, speelt op punten en maakt duidelijke fouten; goed voor een eerste spel.');
    expect(medium).toBe('Gemiddeld: zoekt tien keer zo lang als makkelijk; nog niet tegen makkelijk gemeten.');
    expect(hard).toMatch(
      /^Moeilijk: het sterkste niveau; het meten loopt nog\. Moeilijk denkt op jouw apparaat hoogstens 3 s per zet; .*20\.000 zoekgangen/,
    );
  });

  it('is in the hotseat setup, for the game being set up', () => {
    const { container } = render(
      <LanguageProvider language="en">
        <HotseatSetup entry={carcassonneEntry} onStart={vi.fn()} />
      </LanguageProvider>,
    );
    expect(container.querySelector('.bot-level-guide summary')?.textContent).toBe('What the bots play like');
    expect(container.querySelector('.bot-level-guide li[data-level="hard"]')?.textContent).toMatch(/Star2\.5/);
  });
});
