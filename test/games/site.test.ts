// The copy outside the React app that names the games (index.html, the install manifest, the passkeys'
// relying party: games/site.ts) comes from the game list: a game added to it is named there too.
import { describe, expect, it } from 'vitest';
import { registerGameModule } from '../../games/index';
import { siteDescription, siteName } from '../../games/site';
import { highCardModule } from '../fixtures/high-card-module';

describe("the site's copy", () => {
  it('names the listed games by their titles, and a game added to the list', () => {
    expect(siteName()).toBe('Machiavelli & Carcassonne');
    expect(siteDescription()).toBe('Play Machiavelli and Carcassonne online, at one screen, or against bots.');
    registerGameModule(highCardModule);
    const title = highCardModule.meta.title?.en ?? highCardModule.meta.name;
    expect(siteName()).toBe(`Machiavelli & Carcassonne & ${title}`);
    expect(siteDescription()).toBe(
      `Play Machiavelli, Carcassonne, and ${title} online, at one screen, or against bots.`,
    );
  });
});
