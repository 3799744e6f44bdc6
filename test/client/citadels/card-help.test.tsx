// @vitest-environment jsdom
// Card help (client/citadels/components/CardFrame.tsx): every character and every unique district shows
// its rule, in English and Dutch, on its "i" button, while a mouse points at it and on a long press of the
// card: the one-line rule as the headline and the full rule (client/citadels/card-rules.ts) under it, in a
// popup above everything (a portal on the body), placed in view. A short press opens nothing, and a tap
// closes what a long press opened.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { CHARACTERS, UNIQUE_DISTRICTS, type CharacterId, type UniqueDistrictId } from '../../../games/citadels/index';
import { CharacterCard } from '../../../client/citadels/components/CharacterCard';
import { DistrictCard } from '../../../client/citadels/components/DistrictCard';
import { LanguageProvider } from '../../../client/i18n/LanguageProvider';
import { LANGUAGES, type Language } from '../../../client/i18n/dictionary';
import { LONG_PRESS_MS } from '../../../client/shared/use-long-press';
import { characterFullRule, districtFullRule } from '../../../client/citadels/card-rules';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const CARDS = [
  ...(Object.keys(CHARACTERS) as CharacterId[]).map((id) => ({
    label: id,
    card: <CharacterCard id={id} />,
    rule: (lang: Language) => CHARACTERS[id].text[lang],
    full: (lang: Language) => characterFullRule(id, lang),
  })),
  ...(Object.keys(UNIQUE_DISTRICTS) as UniqueDistrictId[]).map((id) => ({
    label: id,
    card: <DistrictCard card={`${id}#1`} />,
    rule: (lang: Language) => UNIQUE_DISTRICTS[id].text[lang],
    full: (lang: Language) => districtFullRule(id, lang),
  })),
];

const show = (language: Language, card: React.ReactNode) =>
  render(<LanguageProvider language={language}>{card}</LanguageProvider>).container;

describe('card help', () => {
  it('covers all 27 characters and all 30 unique districts', () => {
    expect(CARDS).toHaveLength(27 + 30);
  });

  it.each(LANGUAGES)('every card has a full rule longer than its one-liner (%s)', (language) => {
    for (const { label, rule, full } of CARDS) {
      expect(typeof full(language), label).toBe('string');
      expect(full(language).length, label).toBeGreaterThan(rule(language).length);
    }
  });

  it('the Dutch full rules are not the English ones', () => {
    for (const { label, full } of CARDS) expect(full('nl'), label).not.toBe(full('en'));
  });

  it.each(LANGUAGES)('every card’s popup shows its one-liner as the headline and its full rule (%s)', (language) => {
    for (const { label, card, rule, full } of CARDS) {
      const container = show(language, card);
      fireEvent.click(container.querySelector('button.cit-info')!);
      expect(document.querySelector('.cit-rules .cit-rules-head')!.textContent, label).toContain(rule(language));
      expect(document.querySelector('.cit-rules .cit-rules-full')!.textContent, label).toBe(full(language));
      cleanup();
    }
  });

  it('the full rules state the open points where they change a card', () => {
    expect(characterFullRule('witch', 'en')).toMatch(/Queen.*judged from your seat.*Tax Collector you pay no tax/);
    expect(characterFullRule('wizard', 'en')).toMatch(/Thieves’ Den you take cannot be built at once/);
    expect(characterFullRule('cardinal', 'en')).toMatch(/confiscates that build, you get the whole price back/);
    expect(districtFullRule('armory', 'en')).toMatch(/from your own completed city/);
    expect(characterFullRule('witch', 'nl')).toMatch(/Koningin hangt af van jouw plaats.*geen belasting/);
  });

  it('a basic district has no full rule: its headline says it all', () => {
    const container = show('en', <DistrictCard card="manor#1" />);
    fireEvent.click(container.querySelector('button.cit-info')!);
    expect(document.querySelector('.cit-rules .cit-rules-head')!.textContent).toMatch(/3/);
    expect(document.querySelector('.cit-rules-full')).toBeNull();
  });

  it.each(LANGUAGES)('every card’s "i" button shows its rule (%s)', (language) => {
    for (const { label, card, rule } of CARDS) {
      const container = show(language, card);
      expect(document.querySelector('.cit-rules'), label).toBeNull();
      const info = container.querySelector('button.cit-info')!;
      expect(info.getAttribute('aria-expanded')).toBe('false');
      fireEvent.click(info);
      expect(container.querySelector('.cit-card')!.classList.contains('cit-open'), label).toBe(true);
      const note = document.getElementById(info.getAttribute('aria-controls')!)!;
      expect(note.textContent, label).toContain(rule(language));
      expect(rule(language).length, label).toBeGreaterThan(10);
      cleanup();
    }
  });

  it('a mouse pointing at the face or the button shows the rule, and leaving hides it; a finger does not', () => {
    const container = show('en', <CharacterCard id="witch" />);
    const face = container.querySelector('.cit-face')!;
    fireEvent.pointerEnter(face, { pointerType: 'mouse' });
    expect(document.querySelector('.cit-rules .cit-rules-head')!.textContent).toContain(CHARACTERS.witch.text.en);
    fireEvent.pointerLeave(face, { pointerType: 'mouse' });
    expect(document.querySelector('.cit-rules')).toBeNull();
    fireEvent.pointerEnter(container.querySelector('.cit-info')!, { pointerType: 'touch' });
    expect(document.querySelector('.cit-rules')).toBeNull();
  });

  it('the rule is drawn above everything: outside the card (a faded card makes a stacking context), fixed in view', () => {
    // A discarded character face up is faded (opacity), which would trap a popup inside it under the cards below.
    const container = show('en', <CharacterCard id="king" marks={{ out: true }} />);
    const card = container.querySelector('.cit-card')!;
    expect(card.classList.contains('cit-out')).toBe(true);
    fireEvent.click(container.querySelector('button.cit-info')!);
    const note = document.querySelector<HTMLElement>('.cit-rules')!;
    expect(card.contains(note)).toBe(false);
    expect(note.parentElement).toBe(document.body);
    expect(note.style.position).toBe('fixed');
  });

  it('the stylesheet never cuts a card’s words short (no "RELIGI…")', () => {
    const css = readFileSync('client/citadels/citadels.css', 'utf8');
    expect(css).not.toMatch(/text-overflow: ellipsis/);
    expect(css).toMatch(/\.cit-band \.cit-type \{[^}]*overflow-wrap: break-word;/);
  });

  it('the stylesheet gives the "i" button a finger’s width (44 px) on touch screens', () => {
    const css = readFileSync('client/citadels/citadels.css', 'utf8');
    const coarse = css.slice(css.indexOf('@media (pointer: coarse)'));
    expect(coarse).toMatch(/button\.cit-info[^{]*\{[^}]*width: 44px;[^}]*height: 44px;/);
  });

  it('a long press opens the rule, a short one does not, and a tap closes it', () => {
    vi.useFakeTimers();
    const container = show('nl', <CharacterCard id="witch" />);
    const card = container.querySelector('.cit-card')!;
    const face = container.querySelector('.cit-face')!;
    fireEvent.pointerDown(face);
    act(() => void vi.advanceTimersByTime(LONG_PRESS_MS - 100));
    fireEvent.pointerUp(face);
    fireEvent.click(face);
    act(() => void vi.advanceTimersByTime(1000));
    expect(card.classList.contains('cit-open')).toBe(false);

    fireEvent.pointerDown(face);
    act(() => void vi.advanceTimersByTime(LONG_PRESS_MS));
    expect(card.classList.contains('cit-open')).toBe(true);
    // The click that ends the long press leaves it open; the next tap closes it.
    fireEvent.pointerUp(face);
    fireEvent.click(face);
    expect(card.classList.contains('cit-open')).toBe(true);
    fireEvent.click(face);
    expect(card.classList.contains('cit-open')).toBe(false);
  });
});
