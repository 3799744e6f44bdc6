// @vitest-environment jsdom
// Machiavelli's coach points at real controls (client/citadels/guided.ts): across a seeded game, every step
// the coach may show for the seat to move names a control that is on that seat's board and is no rules-text
// ("i") button, and pressing the first outlined button plays a move of the kind the step stands for.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor } from '@testing-library/react';
import { citadelsCore, type CitadelsState, type Seat } from '../../../games/citadels/index';
import { createRng, pick } from '../../../games/shared/rng';
import { CITADELS_STEPS, citadelsSteps } from '../../../client/citadels/guided';
import { newState, play, renderBoard } from './render';
import { calling, newGame } from '../../citadels/fixtures';
import { citadelsGuidedMessages } from '../../../client/citadels/guided-messages';
import { citadels as de } from '../../../client/i18n/locales/de/citadels';
import { citadels as fr } from '../../../client/i18n/locales/fr/citadels';

afterEach(cleanup);

const known = new Set(CITADELS_STEPS.flatMap((step) => step.types));
/** The seat's legal move types that are powers (no step of their own). */
const powerTypes = (s: CitadelsState, seat: Seat) =>
  citadelsCore
    .legalActions(s, seat)
    .map((action) => action.type)
    .filter((type) => !known.has(type));

describe("Machiavelli's coach on the board", () => {
  it('outlines controls that are there, never an "i" button, and the outlined button plays that kind of move', async () => {
    const s = newState(2, {}, 'guided-board');
    const rng = createRng('guided-board');
    const seen = new Set<string>();
    for (let guard = 0; guard < 60 && !citadelsCore.isOver(s); guard++) {
      const seat = citadelsCore.activeSeats(s)[0] as Seat;
      const steps = citadelsSteps(s, seat);
      expect(steps.length).toBeGreaterThan(0);
      for (const step of steps) {
        // A fresh board for each step: pressing one step's control changes what the board shows.
        const { container, calls } = renderBoard(s, seat);
        const matched = [...container.querySelectorAll(step.target!)];
        expect(matched.length, `${step.id} ${step.target}`).toBeGreaterThan(0);
        expect(
          matched.filter((element) => element.matches('.cit-info')),
          step.id,
        ).toEqual([]);
        const first = matched[0]!;
        if (first.tagName === 'BUTTON') {
          fireEvent.click(first);
          // A card's own action marks the card first; its Confirm plays it.
          const confirm = container.querySelector<HTMLElement>('.cit-confirm-row .cit-confirm:not([disabled])');
          if (calls.length === 0 && confirm) fireEvent.click(confirm);
          const types = step.id === 'power' ? powerTypes(s, seat) : CITADELS_STEPS.find((x) => x.id === step.id)!.types;
          await waitFor(() => expect(calls.length, step.id).toBeGreaterThan(0));
          expect(types, step.id).toContain(calls[0]?.[0]);
          seen.add(step.id);
        }
        cleanup();
      }
      play(s, seat, pick(rng, citadelsCore.legalActions(s, seat)), rng);
    }
    for (const id of ['pick', 'discard', 'resources', 'keep', 'build', 'end']) expect(seen, id).toContain(id);
  }, 120_000);

  it('words a power by what it outlines: the Assassin’s targets, a group of buttons, not “the outlined button”', () => {
    const s = calling(newGame(2), { assassin: 0, king: 1 });
    const power = citadelsSteps(s, 0).find((step) => step.id === 'power')!;
    const { container } = renderBoard(s, 0);
    const outlined = [...container.querySelectorAll(power.target!)];
    expect(outlined).toHaveLength(1);
    expect(outlined[0]!.tagName).not.toBe('BUTTON');
    expect(outlined[0]!.querySelectorAll('button:not(.cit-confirm)').length).toBeGreaterThan(1);
    const key = 'citadels.guided.power';
    expect([citadelsGuidedMessages.en[key], citadelsGuidedMessages.nl[key], de[key], fr[key]]).toEqual([
      "Your character's power is offered (outlined): use it now if it helps you, or build and end your turn.",
      'De gave van je karakter is beschikbaar (omlijnd): gebruik haar nu als ze je helpt, of bouw en beëindig je beurt.',
      'Die Fähigkeit deines Charakters wird angeboten (umrandet): Nutze sie jetzt, wenn sie dir hilft, oder baue und beende deinen Zug.',
      'Le pouvoir de votre personnage est proposé (entouré) : utilisez-le maintenant s’il vous aide, ou bâtissez et finissez votre tour.',
    ]);
  });
});
