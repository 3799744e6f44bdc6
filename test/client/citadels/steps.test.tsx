// @vitest-environment jsdom
// Actions of several fields are chosen step by step (client/citadels/action-steps.ts, StepChooser.tsx):
// the Magistrate's warrants (105 combinations with eight characters) and the Blackmailer's threats offer a
// button per character and step, not one per combination; every legal combination can be reached and
// nothing else; the Emperor's crown asks who gets it, then what he takes. Prompts outside one's own turn
// say why they are asked.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import {
  PRESETS,
  citadelsCore,
  type CharacterId,
  type CitadelsAction,
  type CitadelsState,
  type Seat,
} from '../../../games/citadels/index';
import { choicesAt, progress, stepsOf } from '../../../client/citadels/action-steps';
import { act, calling, newGame, playUntil, withGold, withHand } from '../../citadels/fixtures';
import { newState, playRandomly, renderBoard } from './render';

afterEach(cleanup);

const castOf = (id: keyof typeof PRESETS, rank9 = false): CharacterId[] =>
  [...PRESETS[id].cast, ...(rank9 && PRESETS[id].rank9 ? [PRESETS[id].rank9] : [])] as CharacterId[];
const legalOf = (s: CitadelsState, seat: Seat, type: string) =>
  citadelsCore.legalActions(s, seat).filter((a) => a.type === type);
const group = (type: string) => document.querySelector<HTMLElement>(`fieldset[data-action="${type}"]`)!;
/** The values offered now, as their buttons name them ("<step>: <value>"; a card's button says "Choose"). */
const choiceNames = (type: string) =>
  [...group(type).querySelectorAll('.cit-step-choice')].map((b) =>
    b.getAttribute('aria-label')!.replace(/^[^:]*: /, ''),
  );

/** Devious Dignitaries with 4 players: the Magistrate (seat 0) and the Blackmailer (seat 1) in play. */
function dignitaries(): CitadelsState {
  const s = newGame(4, { cast: castOf('devious-dignitaries'), uniques: [...PRESETS['devious-dignitaries'].uniques] });
  return calling(s, { magistrate: 0, blackmailer: 1, king: 2, marshal: 3 });
}

describe('choosing step by step', () => {
  it('reaches every legal combination, and only those, whatever the order of a set', () => {
    const s = dignitaries();
    const warrants = legalOf(s, 0, 'placeWarrants');
    expect(warrants.length).toBeGreaterThan(30);
    const steps = stepsOf(warrants[0]!);
    expect(steps).toEqual([{ field: 'signed' }, { field: 'blank', element: 0 }, { field: 'blank', element: 1 }]);
    for (const a of warrants as Extract<CitadelsAction, { type: 'placeWarrants' }>[]) {
      expect(progress(warrants, steps, [a.signed, a.blank[0], a.blank[1]]).action).toEqual(a);
      // The two blank warrants may be chosen in either order.
      expect(progress(warrants, steps, [a.signed, a.blank[1], a.blank[0]]).action).toEqual(a);
    }
    // The signed character is not offered again for a blank warrant, nor a blank one twice.
    expect(choicesAt(warrants, steps, ['king'])).not.toContain('king');
    expect(choicesAt(warrants, steps, ['king', 'abbot'])).not.toContain('abbot');
    expect(progress(warrants, steps, ['king', 'king', 'abbot']).action).toBeUndefined();
  });

  it('offers the Magistrate one button per character and step instead of one per combination, and plays the choice', () => {
    const s = dignitaries();
    const warrants = legalOf(s, 0, 'placeWarrants');
    const targets = new Set(warrants.map((a) => (a as { signed: string }).signed));
    const r = renderBoard(s, 0);
    const buttons = within(group('placeWarrants')).getAllByRole('button');
    expect(buttons.filter((b) => !b.classList.contains('cit-info')).length).toBeLessThan(targets.size + 3);
    expect(choiceNames('placeWarrants')).toHaveLength(targets.size);
    fireEvent.click(screen.getByRole('button', { name: 'The signed warrant on: 4. King' }));
    expect(choiceNames('placeWarrants')).not.toContain('4. King');
    fireEvent.click(screen.getByRole('button', { name: 'Blank warrant 1 on: 8. Marshal' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(screen.getByRole('button', { name: 'Blank warrant 1 on: 6. Alchemist' }));
    expect(
      within(group('placeWarrants'))
        .getByRole('button', { name: 'Choose each step, then confirm' })
        .hasAttribute('disabled'),
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Blank warrant 2 on: 5. Abbot' }));
    fireEvent.click(within(group('placeWarrants')).getByRole('button', { name: /^Confirm: / }));
    expect(r.calls).toEqual([
      ['placeWarrants', { type: 'placeWarrants', signed: 'king', blank: ['abbot', 'alchemist'] }],
    ]);
    expect(citadelsCore.refusal(s, 0, r.calls[0]![1])).toBeUndefined();
  });

  it('offers the Blackmailer the flowered threat, then the blank one, in Dutch too', () => {
    const s = dignitaries();
    playUntil(s, 'blackmailer');
    act(s, 1, { type: 'takeGold' });
    const threats = legalOf(s, 1, 'threaten');
    const r = renderBoard(s, 1, { language: 'nl' });
    const targets = new Set(threats.map((a) => (a as { flowered: string }).flowered));
    expect(choiceNames('threaten')).toHaveLength(targets.size);
    fireEvent.click(screen.getByRole('button', { name: 'Het dreigement met bloem op: 8. Maarschalk' }));
    expect(choiceNames('threaten')).toHaveLength(targets.size - 1);
    fireEvent.click(screen.getByRole('button', { name: 'Het blanco dreigement op: 4. Koning' }));
    fireEvent.click(within(group('threaten')).getByRole('button', { name: /^Bevestig: / }));
    expect(r.calls).toEqual([['threaten', { type: 'threaten', flowered: 'marshal', blank: 'king' }]]);
  });

  it('asks the Emperor who gets the crown, then what he takes, and says the crown must go before the turn ends', () => {
    const s = newGame(3, { cast: castOf('cunning-agents', true), uniques: [...PRESETS['cunning-agents'].uniques] });
    calling(s, { emperor: 0, alchemist: 1, abbot: 2 });
    expect(s.turn?.char).toBe('emperor');
    withGold(s, [2, 3, 0]);
    act(s, 0, { type: 'takeGold' });
    const crown = legalOf(s, 0, 'crown');
    expect(crown.length).toBeGreaterThan(0);
    const r = renderBoard(s, 0);
    expect(
      screen.getByText('As the Emperor you must give the crown to another player before you can end your turn.'),
    ).toBeTruthy();
    // The crown is on the Emperor's own seat 0: it goes to seat 1 (gold and cards) or seat 2 (cards only).
    expect(s.crown).toBe(0);
    expect(choiceNames('crown')).toEqual(['Player 2', 'Player 3']);
    fireEvent.click(screen.getByRole('button', { name: 'The crown goes to: Player 2' }));
    expect(choiceNames('crown')).toEqual(['Gold', 'a card']);
    fireEvent.click(screen.getByRole('button', { name: 'And you take from them: Gold' }));
    fireEvent.click(within(group('crown')).getByRole('button', { name: /^Confirm: / }));
    expect(r.calls).toEqual([['crown', { type: 'crown', seat: 1, take: 'gold' }]]);
    expect(crown.map((a) => JSON.stringify(a))).toContain(JSON.stringify(r.calls[0]![1]));
    cleanup();
    // Seat 2 has no gold: choosing it leaves one thing to take, filled in by itself.
    const again = renderBoard(s, 0);
    fireEvent.click(screen.getByRole('button', { name: 'The crown goes to: Player 3' }));
    expect(group('crown').querySelector('.cit-step-done:last-child')?.textContent).toBe(
      'And you take from them: a card',
    );
    fireEvent.click(within(group('crown')).getByRole('button', { name: /^Confirm: / }));
    expect(again.calls).toEqual([['crown', { type: 'crown', seat: 2, take: 'card' }]]);
  });
});

describe('the Wizard', () => {
  it("takes a card of the hand he looked at, shown as that hand's cards, not as his own", () => {
    const s = newGame(4, {
      cast: castOf('ambitious-aristocrats'),
      uniques: [...PRESETS['ambitious-aristocrats'].uniques],
    });
    calling(s, { wizard: 0, bishop: 1, patrician: 2, marshal: 3 });
    withHand(s, 0, ['temple#1', 'manor#1']);
    withHand(s, 2, ['palace#1', 'castle#1', 'market#1']);
    act(s, 0, { type: 'takeGold' });
    act(s, 0, { type: 'peek', seat: 2 });
    const r = renderBoard(s, 0);
    const offered = [...group('takeCard').querySelectorAll('[data-card]')].map((card) =>
      card.getAttribute('data-card'),
    );
    expect(offered).toEqual(['palace#1', 'castle#1', 'market#1']);
    // His own hand offers nothing to take.
    expect(
      within(document.querySelector<HTMLElement>('.cit-hand')!).queryAllByRole('button', { name: /^Take/ }),
    ).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Take the card: Castle' }));
    fireEvent.click(screen.getByRole('button', { name: 'And then: into your hand' }));
    fireEvent.click(within(group('takeCard')).getByRole('button', { name: /^Confirm: / }));
    expect(r.calls).toEqual([['takeCard', { type: 'takeCard', index: 1, build: false }]]);
  });
});

describe('a prompt outside one’s own turn', () => {
  /** Plays seeded random games with this cast until an open prompt of this kind. */
  function promptOf(kind: string, cast: CharacterId[], uniques: readonly string[]): CitadelsState {
    for (let seed = 0; seed < 200; seed++) {
      const s = playRandomly(
        newState(4, { cast, uniques: [...uniques] as never }, `prompt-${seed}`),
        (x) => x.prompt?.kind === kind,
        `play-${seed}`,
      );
      if (s.prompt?.kind === kind) return s;
    }
    throw new Error(`no ${kind} prompt in 200 games`);
  }

  it('tells the Magistrate who built what under which warrant, before the one or two buttons', () => {
    const s = promptOf('warrant', castOf('devious-dignitaries'), PRESETS['devious-dignitaries'].uniques);
    const p = s.prompt as Extract<CitadelsState['prompt'], { kind: 'warrant' }>;
    renderBoard(s, p.seat);
    const why = document.querySelector('.cit-prompts .cit-context')?.textContent ?? '';
    expect(why).toContain(`Player ${p.builder + 1} `);
    expect(why).toMatch(/warrant/);
    cleanup();
    renderBoard(s, p.seat, { language: 'nl' });
    expect(document.querySelector('.cit-prompts .cit-context')?.textContent).toMatch(/bevelschrift/);
  });

  it('tells the Blackmailer who refused to pay', () => {
    const s = promptOf('threat', castOf('devious-dignitaries'), PRESETS['devious-dignitaries'].uniques);
    renderBoard(s, s.prompt!.seat);
    expect(document.querySelector('.cit-prompts .cit-context')?.textContent).toContain(
      `Player ${s.turn!.seat + 1} refused to pay your threat`,
    );
  });
});
