// @vitest-environment jsdom
// A calling turn on the board: gathering, keeping a drawn card, building, and every ability prompt the
// rules core has (Assassin, Thief, Magician, Warlord, Architect, income, Laboratory, Smithy, Thieves' Den).
// Each seat is offered exactly its legal actions, a click plays the right move, and no seat sees
// another's hand, drawn cards or unrevealed character.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { destroyPrice, type CardId, type CitadelsState } from '../../../games/citadels/index';
import { act, calling, newGame, playUntil, withCity, withDeckTop, withGold, withHand } from '../../citadels/fixtures';
import { cardsInDom, chooseAndConfirm, legalAsCalls, offeredActions, renderBoard } from './render';

afterEach(cleanup);

/** Assassin 0, Thief 1, Magician 2, Warlord 3; the Assassin's turn has begun. */
function table(): CitadelsState {
  const s = calling(newGame(4), { assassin: 0, thief: 1, magician: 2, warlord: 3 });
  withHand(s, 0, ['temple#1', 'manor#1', 'palace#1']);
  withHand(s, 2, ['market#1', 'castle#1']);
  withCity(s, 1, ['tavern#1', 'castle#2']);
  withCity(s, 2, ['watchtower#1', 'church#1']);
  return s;
}

describe('gathering', () => {
  it('offers gold or cards, and the ability before gathering too, then the drawn cards to keep, shown only to the drawer', () => {
    const s = table();
    const r = renderBoard(s, 0);
    expect(screen.getByRole('heading', { name: 'Your turn as Assassin' })).toBeTruthy();
    expect(screen.getByText('Gather resources')).toBeTruthy();
    expect(offeredActions(r)).toEqual(legalAsCalls(s, 0));
    expect(new Set(r.calls.map(([move]) => move))).toEqual(new Set(['takeGold', 'drawCards', 'kill']));
    expect(screen.getByRole('group', { name: 'Kill: choose' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'End turn' })).toBeNull();
    cleanup();

    withDeckTop(s, ['harbor#1', 'keep#1']);
    act(s, 0, { type: 'drawCards' });
    const drawer = renderBoard(s, 0);
    expect(offeredActions(drawer)).toEqual(legalAsCalls(s, 0));
    expect(drawer.calls.map(([move]) => move)).toEqual(['keepCard', 'keepCard']);
    expect(cardsInDom(drawer)).toEqual(expect.arrayContaining(['harbor#1', 'keep#1']));
    drawer.calls.length = 0;
    fireEvent.click(screen.getByRole('button', { name: 'Keep: Keep' }));
    expect(drawer.calls).toEqual([['keepCard', { type: 'keepCard', index: 1 }]]);
    cleanup();

    const other = renderBoard(s, 1);
    expect(offeredActions(other)).toEqual([]);
    expect(screen.getByText('Waiting for Player 1…')).toBeTruthy();
    const seen = cardsInDom(other);
    for (const secret of ['harbor#1', 'keep#1', 'temple#1', 'manor#1', 'palace#1', 'market#1', 'castle#1'])
      expect(seen).not.toContain(secret);
  });
});

describe('abilities', () => {
  it('Assassin: names a character to kill from the legal targets', () => {
    const s = table();
    act(s, 0, { type: 'takeGold' });
    const r = renderBoard(s, 0);
    expect(screen.getByRole('group', { name: 'Kill: choose' })).toBeTruthy();
    expect(offeredActions(r)).toEqual(legalAsCalls(s, 0));
    r.calls.length = 0;
    const target = (name: string) => screen.getByRole('button', { name });
    // Each target is its character card, the button on it.
    expect(target('Kill 3. Magician').closest('[data-character]')?.getAttribute('data-character')).toBe('magician');
    fireEvent.click(target('Kill 3. Magician'));
    expect(target('Kill 3. Magician').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(target('Kill 8. Warlord'));
    expect(target('Kill 3. Magician').getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(target('Kill 8. Warlord').getAttribute('aria-pressed')).toBe('false');
    expect((screen.getByRole('button', { name: 'Choose first, then confirm' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(target('Kill 8. Warlord'));
    expect(r.calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm: Kill 8. Warlord' }));
    expect(r.calls).toEqual([['kill', { type: 'kill', character: 'warlord' }]]);
  });

  it('Thief: names a character to rob, and the robbed marker shows for everyone', () => {
    const s = table();
    playUntil(s, 'thief');
    act(s, 1, { type: 'takeGold' });
    const r = renderBoard(s, 1);
    expect(offeredActions(r)).toEqual(legalAsCalls(s, 1));
    expect(screen.queryByRole('button', { name: 'Rob 1. Assassin' })).toBeNull();
    r.calls.length = 0;
    chooseAndConfirm(r, screen.getByRole('button', { name: 'Rob 3. Magician' }));
    expect(r.calls).toEqual([['rob', { type: 'rob', character: 'magician' }]]);
    cleanup();
    act(s, 1, { type: 'rob', character: 'magician' });
    const watcher = renderBoard(s, 3);
    expect(watcher.container.querySelector('[data-character="magician"] .cit-mark.cit-robbed')).not.toBeNull();
  });

  it('Magician: swaps hands with a player, or puts hand cards under the deck and then draws as many, before gathering too', () => {
    const s = table();
    playUntil(s, 'magician');
    // Before he gathers: the exchange may come first.
    const r = renderBoard(s, 2);
    expect(offeredActions(r)).toEqual(legalAsCalls(s, 2));
    expect(screen.getByRole('button', { name: 'Take gold' })).toBeTruthy();
    r.calls.length = 0;
    // The player to swap with is a player's card: name, gold and cards in hand, the button on it.
    const swap = screen.getByRole('button', { name: 'Swap hands with Player 1' });
    const seatCard = swap.closest<HTMLElement>('.cit-seat-card')!;
    expect(seatCard.dataset.seat).toBe('0');
    expect(seatCard.querySelector('.cit-seat-cards')?.textContent).toBe(`${s.hands[0]!.length} cards`);
    chooseAndConfirm(r, swap);
    expect(r.calls).toEqual([['swapHands', { type: 'swapHands', seat: 0 }]]);
    r.remount();
    r.calls.length = 0;
    fireEvent.click(screen.getByRole('button', { name: 'Put under the deck: Castle' }));
    fireEvent.click(screen.getByRole('button', { name: 'Put under the deck: Market' }));
    fireEvent.click(screen.getByRole('button', { name: 'Put under the deck: Castle' }));
    expect(r.calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Put 1 card under the deck and draw 1' }));
    expect(r.calls).toEqual([['exchangeCard', { type: 'exchangeCard', index: 0 }]]);
    cleanup();
    act(s, 2, { type: 'exchangeCard', index: 1 });
    const next = renderBoard(s, 2);
    expect(screen.getByText('Discard cards under the deck, then draw as many')).toBeTruthy();
    expect(offeredActions(next)).toEqual(legalAsCalls(s, 2));
    expect(next.calls.map(([move]) => move).sort()).toEqual(['exchangeCard', 'finishExchange']);
  });

  it('Magician: marks several cards, may change them, and on confirm puts them under the deck one by one, then draws', () => {
    const s = table();
    playUntil(s, 'magician');
    act(s, 2, { type: 'takeGold' });
    const r = renderBoard(s, 2);
    const card = (name: string) => screen.getByRole('button', { name: `Put under the deck: ${name}` });
    fireEvent.click(card('Market'));
    fireEvent.click(card('Castle'));
    expect(card('Market').getAttribute('aria-pressed')).toBe('true');
    expect(card('Castle').getAttribute('aria-pressed')).toBe('true');
    expect(r.calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Put 2 cards under the deck and draw 2' }));
    // The highest index first, so the other card keeps its index; each next move after the server's answer.
    expect(r.calls).toEqual([['exchangeCard', { type: 'exchangeCard', index: 1 }]]);
    act(s, 2, { type: 'exchangeCard', index: 1 });
    r.rerender(2);
    expect(r.calls.at(-1)).toEqual(['exchangeCard', { type: 'exchangeCard', index: 0 }]);
    act(s, 2, { type: 'exchangeCard', index: 0 });
    r.rerender(2);
    expect(r.calls.at(-1)).toEqual(['finishExchange', { type: 'finishExchange' }]);
    expect(r.calls).toHaveLength(3);
    act(s, 2, { type: 'finishExchange' });
    expect(s.hands[2]).toHaveLength(2);
  });

  it('Magician on a phone: the hand is the control, the action bar holds only the prompt and the one next step', () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query.includes('max-width'),
      addEventListener() {},
      removeEventListener() {},
    })) as unknown as typeof window.matchMedia;
    try {
      const s = table();
      playUntil(s, 'magician');
      act(s, 2, { type: 'takeGold' });
      const r = renderBoard(s, 2);
      const bar = r.container.querySelector('.cit-actionbar') as HTMLElement;
      // No copy of the hand's cards in the bar: the discards are chosen on the cards themselves.
      expect(within(bar).queryByRole('button', { name: 'Put under the deck: Castle' })).toBeNull();
      expect(within(bar).queryByRole('button', { name: /^Build / })).toBeNull();
      const hand = r.container.querySelector('.cit-hand') as HTMLElement;
      const inHand = within(hand).getByRole('button', { name: 'Put under the deck: Castle' });
      fireEvent.click(inHand);
      expect(inHand.getAttribute('aria-pressed')).toBe('true');
      // The one next step is in the bar, not in the hand.
      expect(hand.querySelector('.cit-confirm')).toBeNull();
      fireEvent.click(within(bar).getByRole('button', { name: 'Put 1 card under the deck and draw 1' }));
      expect(r.calls).toEqual([['exchangeCard', { type: 'exchangeCard', index: 1 }]]);
      // The player to swap with is a plain button in the bar, no card: the bar stays small on a phone.
      const swap = within(bar).getByRole('button', { name: 'Player 1' });
      expect(swap.closest('.cit-card')).toBeNull();
      expect(bar.querySelectorAll('.cit-seat-card, .cit-character')).toHaveLength(0);
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('on a phone the bar never covers more than 40% of the screen, and the round header is one line', () => {
    const css = readFileSync('client/citadels/citadels.css', 'utf8');
    const narrow = css.slice(css.indexOf('@media (max-width: 900px) {\n  /* The bar may then rise'));
    expect(narrow).toMatch(/\.cit-actionbar \{[^}]*max-height: 40dvh;/);
    expect(narrow).toMatch(/\.cit-header-line \{[^}]*flex-wrap: nowrap;/);
  });

  it('Warlord: destroys a district, each offered with its price, grouped by owner', () => {
    const s = table();
    withGold(s, [2, 2, 2, 3]);
    playUntil(s, 'warlord');
    act(s, 3, { type: 'takeGold' });
    const r = renderBoard(s, 3);
    expect(offeredActions(r)).toEqual(legalAsCalls(s, 3));
    const price = destroyPrice(s, 1, 'tavern#1');
    expect(screen.getByRole('button', { name: `Destroy (${price} gold): Tavern` })).toBeTruthy();
    expect(screen.getByRole('button', { name: `Destroy (${price} gold): Tavern` }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    const group = screen.getByRole('group', { name: 'Destroy: choose' });
    expect([...group.querySelectorAll('.cit-owner')].map((e) => e.textContent)).toEqual(['Player 2', 'Player 3']);
    r.calls.length = 0;
    chooseAndConfirm(
      r,
      screen.getByRole('button', { name: `Destroy (${destroyPrice(s, 2, 'church#1')} gold): Church` }),
    );
    expect(r.calls).toEqual([['destroy', { type: 'destroy', seat: 2, card: 'church#1' }]]);
  });

  it('Architect: builds up to three, only legal and affordable districts enabled, each with its price', () => {
    const s = calling(newGame(4), { architect: 0, king: 1, bishop: 2, merchant: 3 });
    withHand(s, 0, ['temple#1', 'market#1', 'palace#1', 'cathedral#1']);
    withGold(s, [4, 2, 2, 2]);
    playUntil(s, 'architect');
    withDeckTop(s, ['tavern#1', 'watchtower#1']);
    act(s, 0, { type: 'takeGold' });
    const r = renderBoard(s, 0);
    expect(offeredActions(r)).toEqual(legalAsCalls(s, 0));
    const build = (name: string, cost: number) =>
      screen.getByRole('button', { name: `Build ${name} (${cost} gold)` }) as HTMLButtonElement;
    expect(build('Temple', 1).disabled).toBe(false);
    expect(build('Tavern', 1).disabled).toBe(false);
    expect(build('Palace', 5).disabled).toBe(false);
    expect(build('Cathedral', 5).disabled).toBe(false);
    act(s, 0, { type: 'build', card: 'palace#1' });
    cleanup();
    const after = renderBoard(s, 0);
    expect(offeredActions(after)).toEqual(legalAsCalls(s, 0));
    expect((screen.getByRole('button', { name: 'Build Cathedral (5 gold)' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Build Temple (1 gold)' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('King: collects income, and the Laboratory and Smithy offer their own actions', () => {
    const s = calling(newGame(4), { king: 0, bishop: 1, merchant: 2, warlord: 3 });
    withCity(s, 0, ['manor#1', 'laboratory#1', 'smithy#1']);
    withHand(s, 0, ['temple#1']);
    withGold(s, [4, 2, 2, 2]);
    act(s, 0, { type: 'takeGold' });
    const r = renderBoard(s, 0);
    expect(offeredActions(r)).toEqual(legalAsCalls(s, 0));
    expect(r.calls.map(([move]) => move).sort()).toEqual([
      'build',
      'collectIncome',
      'endTurn',
      'useLaboratory',
      'useSmithy',
    ]);
    expect(screen.getByRole('button', { name: 'Collect income from your districts' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Laboratory: discard a card for 2 gold: Temple' })).toBeTruthy();
  });

  it("Thieves' Den: pays card by card or the rest in gold", () => {
    const s = calling(newGame(4), { king: 0, bishop: 1, merchant: 2, warlord: 3 });
    withHand(s, 0, ['thieves-den#1', 'temple#1', 'manor#1']);
    withGold(s, [2, 2, 2, 2]);
    act(s, 0, { type: 'takeGold' });
    act(s, 0, { type: 'build', card: 'thieves-den#1' });
    const r = renderBoard(s, 0);
    expect(screen.getByText("Thieves' Den: 0 paid with cards, 6 still to pay")).toBeTruthy();
    expect(offeredActions(r)).toEqual(legalAsCalls(s, 0));
    expect(r.calls.map(([move]) => move).sort()).toEqual(['payWithCard', 'payWithCard']);
  });
});

describe('building', () => {
  /** The reason shown beside a Build button (its accessible description), or null when there is none. */
  function reason(label: string): string | null {
    const button = screen.getByRole('button', { name: label });
    const id = button.getAttribute('aria-describedby');
    const text = id === null ? null : (document.getElementById(id)?.textContent ?? null);
    expect(button.getAttribute('title')).toBe(text);
    return text;
  }

  it('says beside each disabled Build button why (docs/rules/citadels.md#building: one build a turn, no duplicates, paid in gold), in English and Dutch', () => {
    const s = calling(newGame(4), { king: 0, bishop: 1, merchant: 2, warlord: 3 });
    withCity(s, 0, ['temple#2']);
    withHand(s, 0, ['temple#1', 'manor#1', 'palace#1']);
    withGold(s, [2, 2, 2, 2]);
    act(s, 0, { type: 'takeGold' });
    const r = renderBoard(s, 0);
    expect(offeredActions(r)).toEqual(legalAsCalls(s, 0));
    expect(reason('Build Temple (1 gold)')).toBe('Already in your city');
    expect(reason('Build Manor (3 gold)')).toBeNull();
    expect(reason('Build Palace (5 gold)')).toBe('Not enough gold');
    cleanup();

    act(s, 0, { type: 'build', card: 'manor#1' });
    renderBoard(s, 0);
    expect(reason('Build Temple (1 gold)')).toBe('No more builds this turn');
    expect(reason('Build Palace (5 gold)')).toBe('No more builds this turn');
    cleanup();

    renderBoard(s, 0, { language: 'nl' });
    expect(screen.getAllByText('Deze beurt kun je niet meer bouwen')).toHaveLength(2);
  });
});

describe('what other seats see during a turn', () => {
  it('shows revealed characters, hides the rest, and speaks Dutch', () => {
    const s = table();
    act(s, 0, { type: 'takeGold' });
    act(s, 0, { type: 'kill', character: 'magician' });
    const r = renderBoard(s, 3, { language: 'nl' });
    expect(screen.getByText('Moordenares (Speler 1) is aan de beurt', { ignore: '[data-announcer]' })).toBeTruthy();
    expect(screen.getByText('Wachten op Speler 1…')).toBeTruthy();
    expect(r.container.querySelector('[data-character="magician"] .cit-mark.cit-killed')?.textContent).toBe('Vermoord');
    const status = (c: string) => r.container.querySelector(`[data-character="${c}"] .cit-status`)?.textContent;
    expect(status('assassin')).toBe('Speler 1');
    expect(status('thief')).toBe('Nog niet bekend');
    expect(status('warlord')).toBe('Jij');
    expect(r.container.querySelector('[data-character="warlord"] .cit-mark.cit-mine')?.textContent).toBe('Van jou');
    const held = [...r.container.querySelectorAll('.cit-held')].map((e) =>
      e.closest('.cit-player')?.getAttribute('data-seat'),
    );
    expect(held.sort()).toEqual(['0', '3']);
    const seen = cardsInDom(r);
    for (const card of [...(s.hands[0] as CardId[]), ...(s.hands[1] as CardId[]), ...(s.hands[2] as CardId[])])
      expect(seen).not.toContain(card);
  });
});
