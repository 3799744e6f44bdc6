// @vitest-environment jsdom
// A hint shown on the Machiavelli board (client/citadels/hint-mark.ts): the control that plays the hinted
// move, or chooses its next step, and the card it sits on get the outline class `cit-hinted`, and nothing
// else does; without a hint nothing is marked.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent } from '@testing-library/react';
import {
  CHARACTERS,
  PRESETS,
  citadelsCore,
  type CharacterId,
  type CitadelsAction,
} from '../../../games/citadels/index';
import { createRng } from '../../../games/shared/rng';
import { calling, newGame, withGold, withHand } from '../../citadels/fixtures';
import { newState, renderBoard } from './render';

afterEach(cleanup);

const marked = (root: Element) => [...root.querySelectorAll('.cit-hinted')];
const label = (e: Element) => e.getAttribute('aria-label') ?? e.textContent ?? '';

describe('the hinted move on the board', () => {
  it('the draft: the character card and its Take button, nothing else', () => {
    const s = newState(4);
    const picks = citadelsCore.legalActions(s, 0).filter((a) => a.type === 'pickCharacter');
    expect(picks.length).toBeGreaterThan(1);
    expect(marked(renderBoard(s, 0).container)).toEqual([]);
    cleanup();
    const hinted = picks[1] as CitadelsAction & { character: CharacterId };
    const { container } = renderBoard(s, 0, { hinted });
    const card = container.querySelector(`.cit-choose [data-character="${hinted.character}"]`)!;
    const button = card.querySelector('.cit-card-actions button')!;
    expect(card.classList.contains('cit-hinted')).toBe(true);
    expect(button.classList.contains('cit-hinted')).toBe(true);
    expect(marked(container).filter((e) => e !== card && e !== button)).toEqual([]);
  });

  it('a build: the district in the hand and its Build button', () => {
    const s = withGold(withHand(calling(newGame(4), { king: 0 }), 0, ['manor#1', 'temple#1']), [5, 2, 2, 2]);
    citadelsCore.apply(s, 0, { type: 'takeGold' }, createRng('hint-mark'));
    const { container } = renderBoard(s, 0, { hinted: { type: 'build', card: 'temple#1' } });
    const hand = container.querySelector('.cit-hand')!;
    const temple = hand.querySelector('[data-card="temple#1"]')!;
    expect(temple.classList.contains('cit-hinted')).toBe(true);
    expect(hand.querySelector('[data-card="manor#1"]')!.classList.contains('cit-hinted')).toBe(false);
    const marks = marked(container);
    expect(marks.map(label).some((l) => /Build Temple/.test(l))).toBe(true);
    expect(marks.every((e) => temple === e || temple.contains(e))).toBe(true);
  });

  it('a move without targets: its one button', () => {
    const s = calling(newGame(4), { king: 0 });
    const { container } = renderBoard(s, 0, { hinted: { type: 'drawCards' } });
    const marks = marked(container);
    expect(marks).toHaveLength(1);
    expect(marks[0]!.getAttribute('data-action')).toBe('drawCards');
  });

  it('a target: its button, then the Confirm button once it is chosen', () => {
    const s = calling(newGame(4), { assassin: 0, king: 1 });
    const { container } = renderBoard(s, 0, { hinted: { type: 'kill', character: 'king' } });
    const group = container.querySelector('fieldset[data-action="kill"]')!;
    // The King's card and the button on it.
    const card = group.querySelector('[data-character="king"]')!;
    const button = card.querySelector('.cit-card-actions button')!;
    expect(marked(container)).toEqual([card, button]);
    expect(label(button)).toBe('Kill 4. King');
    fireEvent.click(button);
    expect(group.querySelector('.cit-confirm')!.classList.contains('cit-hinted')).toBe(true);
  });

  it('a move of several steps: the value of the step to choose now', () => {
    const cast = [...PRESETS['devious-dignitaries'].cast] as CharacterId[];
    const s = calling(newGame(4, { cast, uniques: [...PRESETS['devious-dignitaries'].uniques] }), {
      magistrate: 0,
      king: 2,
    });
    const warrants = citadelsCore.legalActions(s, 0).filter((a) => a.type === 'placeWarrants');
    const hinted = warrants[warrants.length - 1]! as Extract<CitadelsAction, { type: 'placeWarrants' }>;
    const { container } = renderBoard(s, 0, { hinted });
    const group = container.querySelector('fieldset[data-action="placeWarrants"]')!;
    // The character's card and the button on it.
    const first = marked(group).filter((e) => e.matches('button'));
    expect(marked(group)).toHaveLength(2);
    expect(first).toHaveLength(1);
    expect(first[0]!.classList.contains('cit-step-choice')).toBe(true);
    expect(first[0]!.closest('[data-character]')).toBe(marked(group)[0]);
    expect(label(first[0]!)).toContain(CHARACTERS[hinted.signed].name.en);
    // Choosing it moves the mark to the next step: the two blank warrants of the move, in either order.
    fireEvent.click(first[0]!);
    const next = marked(group)
      .filter((e) => e.matches('button'))
      .map(label);
    expect(next).toHaveLength(2);
    for (const blank of hinted.blank) expect(next.join(' ')).toContain(CHARACTERS[blank].name.en);
  });
});
