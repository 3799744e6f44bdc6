// @vitest-environment jsdom
// How to play (client/learn/): the app shows the very files docs/rules/ keeps, every match option is
// explained in both languages, every picture the text asks for is drawn, the Markdown is rendered without
// raw HTML, and the page, the home page's and lobby's links and the button beside a board show it.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CARCASSONNE_OPTIONS } from '../../games/carcassonne/options';
import type { OptionRule } from '../../games/shared/options';
import { CITADELS_OPTIONS } from '../../games/citadels/options';
import { loadEntry } from '../../client/game-list';
import { LANGUAGES, translate, type Language } from '../../client/i18n/dictionary';
import { LanguageProvider } from '../../client/i18n/LanguageProvider';
import { pictureNames, segments } from '../../client/learn/markdown';
import { HowToPlayPage } from '../../client/learn/HowToPlayPage';
import { HowToPlayButton } from '../../client/learn/HowToPlayButton';
import { Home } from '../../client/home/Home';
import { parseRoute } from '../../client/router';

afterEach(cleanup);

/** The options players may choose (not those the rules play before a board draws them: `notOffered`). */
const offered = (rules: object) =>
  Object.entries(rules as Record<string, OptionRule<unknown>>)
    .filter(([, rule]) => rule.notOffered === undefined)
    .map(([name]) => name);

const GAMES = [
  { name: 'citadels', options: offered(CITADELS_OPTIONS) },
  { name: 'carcassonne', options: offered(CARCASSONNE_OPTIONS) },
];

const docFile = (game: string, language: Language) =>
  readFileSync(`docs/rules/${game}.how-to-play.${language}.md`, 'utf8');

describe.each(GAMES)('how to play $name', ({ name, options }) => {
  it('is the text of docs/rules/, in every language', async () => {
    const entry = await loadEntry(name);
    for (const language of LANGUAGES) expect(entry.howToPlay?.text[language]).toBe(docFile(name, language));
  });

  it('explains every match option of games/<game>/options.ts in every language', () => {
    for (const language of LANGUAGES) {
      const items = docFile(name, language)
        .split(/\n(?=- )/)
        .filter((item) => item.startsWith('- '));
      for (const option of options) {
        const item = items.find((text) => text.includes(`(\`${option}\`)`));
        expect(item, `${language}: ${option}`).toBeDefined();
        // A label before the code name and at least a few words of explanation after it.
        expect(item!.split(`(\`${option}\`)`)[0]).toMatch(/^- \*\*[^*]+\*\* $/);
        expect(item!.split(`(\`${option}\`)`)[1]!.trim().split(/\s+/).length, `${language}: ${option}`).toBeGreaterThan(
          5,
        );
      }
    }
  });

  it('asks for the same pictures and has as many sections in every language, and the game draws every one', async () => {
    const entry = await loadEntry(name);
    const asked = pictureNames(docFile(name, 'en'));
    const sections = (text: string) => text.split('\n').filter((line) => /^#{1,2} /.test(line)).length;
    expect(asked.length).toBeGreaterThan(0);
    for (const language of LANGUAGES) {
      expect(pictureNames(docFile(name, language)), language).toEqual(asked);
      expect(sections(docFile(name, language)), language).toBe(sections(docFile(name, 'en')));
    }
    expect(Object.keys(entry.howToPlay!.pictures).sort()).toEqual([...new Set(asked)].sort());
  });

  it.each(LANGUAGES)('renders as a page in %s, with its title and the game’s pictures', async (language) => {
    const entry = await loadEntry(name);
    render(
      <LanguageProvider language={language}>
        <HowToPlayPage game={name} />
      </LanguageProvider>,
    );
    const title = docFile(name, language).split('\n')[0]!.replace(/^# /, '');
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    const figures = document.querySelectorAll('figure[data-picture]');
    expect([...figures].map((f) => f.getAttribute('data-picture'))).toEqual(
      pictureNames(entry.howToPlay!.text[language]),
    );
    for (const figure of figures) expect(figure.querySelector('svg, .cit-card')).not.toBeNull();
  });
});

describe('the Markdown renderer', () => {
  it('escapes raw HTML and refuses javascript: links', () => {
    const [part] = segments('Hi <script>alert(1)</script> [x](javascript:alert(1))');
    expect(part).toEqual({ kind: 'text', html: expect.any(String) });
    const html = (part as { html: string }).html;
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('href="javascript:');
  });

  it('cuts the text at picture lines and pushes headings down on request', () => {
    expect(segments('# A\n\n<!-- picture: tiles -->\n\ntext', 1)).toEqual([
      { kind: 'text', html: '<h2>A</h2>\n' },
      { kind: 'picture', name: 'tiles' },
      { kind: 'text', html: '<p>text</p>\n' },
    ]);
  });
});

describe('where How to play is reachable', () => {
  it('has a route of its own', () => {
    expect(parseRoute('/how-to-play/citadels')).toEqual({ page: 'howToPlay', game: 'citadels' });
    expect(parseRoute('/how-to-play')).toEqual({ page: 'notFound' });
  });

  it.each(LANGUAGES)('the home page links every game to it (%s)', (language) => {
    render(
      <LanguageProvider language={language}>
        <Home />
      </LanguageProvider>,
    );
    const links = [...document.querySelectorAll('a.how-to-play-link')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/how-to-play/citadels', '/how-to-play/carcassonne']);
    expect(screen.getAllByText(translate(language, 'learn.howToPlay'))).toHaveLength(2);
  });

  it('beside a board, a button opens and closes the text in place', async () => {
    const entry = await loadEntry('carcassonne');
    render(
      <LanguageProvider language="nl">
        <HowToPlayButton entry={entry} />
      </LanguageProvider>,
    );
    const button = screen.getByRole('button', { name: 'Zo speel je' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    const panel = screen.getByRole('region', { name: 'Zo speel je Carcassonne' });
    // The text is loaded when first opened.
    await waitFor(() => expect(panel.querySelector('h2')?.textContent).toBe('Zo speel je Carcassonne'));
    fireEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByRole('region')).toBeNull();
  });
});
