// The coach's step logic of the guided first game: the shared choice of a step (client/shared/guided.ts)
// and each game's steps (client/citadels/guided.ts, client/carcassonne/guided.ts), keyed on the state and
// the seat's legal moves, never on a script: a seat not to move gets none, every step names words that
// exist in English and Dutch, and the step follows the state whatever legal move was made before.
import { describe, expect, it } from 'vitest';
import { pickStep, type CoachStep } from '../../client/shared/guided';
import { citadelsSteps, citadelsGuided } from '../../client/citadels/guided';
import { carcassonneSteps, carcassonneGuided } from '../../client/carcassonne/guided';
import { MESSAGES } from '../../client/i18n/dictionary';
import { loadEntry } from '../../client/game-list';
import { citadelsCore, type CitadelsState } from '../../games/citadels/index';
import { carcassonneCore } from '../../games/carcassonne/index';
import { createRng } from '../../games/shared/rng';
import { act, calling, newGame, withGold, withHand } from '../citadels/fixtures';

const ids = (steps: CoachStep[]) => steps.map((step) => step.id);

describe('pickStep', () => {
  const steps: CoachStep[] = [
    { id: 'a', text: 'guided.skip', target: '.a' },
    { id: 'b', text: 'guided.skip', target: '.b' },
    { id: 'c', text: 'guided.skip' },
  ];

  it('shows the first step whose control is on the board', () => {
    expect(pickStep(steps, (selector) => selector === '.b')?.id).toBe('b');
    expect(pickStep(steps, () => true)?.id).toBe('a');
  });

  it('falls back on a step without a control, else on the first, and on nothing without steps', () => {
    expect(pickStep(steps, () => false)?.id).toBe('c');
    expect(pickStep(steps.slice(0, 2), () => false)?.id).toBe('a');
    expect(pickStep([], () => true)).toBeUndefined();
  });
});

describe("Machiavelli's coach", () => {
  it('asks the seat choosing a character to pick one, and the other seat nothing', () => {
    const s = newGame(2);
    const chooser = [0, 1].find((seat) => citadelsCore.legalActions(s, seat).length > 0)!;
    expect(ids(citadelsSteps(s, chooser))).toEqual(['pick']);
    expect(citadelsSteps(s, 1 - chooser)).toEqual([]);
  });

  it('follows the draft: after a pick the next choice is whatever the rules offer then', () => {
    const s = newGame(2);
    for (let guard = 0; s.phase === 'selection' && guard < 20; guard++) {
      const seat = [0, 1].find((x) => citadelsCore.legalActions(s, x).length > 0)!;
      const legal = citadelsCore.legalActions(s, seat);
      const expected = legal[0]!.type === 'pickCharacter' ? 'pick' : 'discard';
      expect(ids(citadelsSteps(s, seat))).toEqual([expected]);
      act(s, seat, legal[legal.length - 1]!);
    }
    expect(s.phase).toBe('calling');
  });

  it('in a turn: resources first, then building before ending, then ending', () => {
    const s = withGold(withHand(calling(newGame(2), { merchant: 0, king: 1 }), 0, ['temple#1']), [5, 5]);
    expect(s.turn?.char).toBe('king');
    expect(citadelsSteps(s, 0)).toEqual([]);
    act(s, 1, { type: 'takeGold' });
    act(s, 1, { type: 'endTurn' });
    expect(s.turn?.char).toBe('merchant');
    expect(ids(citadelsSteps(s, 0))).toContain('resources');
    act(s, 0, { type: 'takeGold' });
    const steps = ids(citadelsSteps(s, 0));
    expect(steps.indexOf('build')).toBeGreaterThanOrEqual(0);
    expect(steps.indexOf('build')).toBeLessThan(steps.indexOf('end'));
    act(s, 0, { type: 'build', card: 'temple#1' });
    expect(ids(citadelsSteps(s, 0))).not.toContain('build');
    expect(ids(citadelsSteps(s, 0)).at(-1)).toBe('end');
  });

  it("offers a character's power with the outlined button of that power", () => {
    const s = calling(newGame(2), { assassin: 0, king: 1 });
    expect(s.turn?.char).toBe('assassin');
    const power = citadelsSteps(s, 0).find((step) => step.id === 'power');
    expect(power?.target).toBe('.cit-prompts [data-action="kill"]');
  });

  it('says nothing once the game is over', () => {
    const s: CitadelsState = { ...newGame(2), phase: 'over' };
    expect(citadelsSteps(s, 0)).toEqual([]);
  });
});

describe("Carcassonne's coach", () => {
  const fresh = () => carcassonneCore.setup(2, { farmers: true }, createRng('guided-steps'));

  it("offers the seat to move a meeple or End turn once the tile lies, else a square; nothing on another's turn", () => {
    const s = fresh();
    expect(ids(carcassonneSteps(s, s.turn))).toEqual(['meeple', 'end', 'place']);
    expect(carcassonneSteps(s, 1 - s.turn)).toEqual([]);
    expect(carcassonneSteps({ ...s, step: 'over' }, s.turn)).toEqual([]);
  });

  it('follows the seat whose turn it is after any legal placement', () => {
    const s = fresh();
    const seat = s.turn;
    const place = carcassonneCore.legalActions(s, seat).at(-1)!;
    carcassonneCore.apply(s, seat, place, createRng('guided-steps'));
    if (s.step === 'meeple') carcassonneCore.apply(s, seat, { type: 'skipMeeple' }, createRng('guided-steps'));
    expect(carcassonneSteps(s, seat)).toEqual([]);
    expect(ids(carcassonneSteps(s, s.turn))).toContain('place');
  });
});

describe('the guided set-ups', () => {
  it("are each game's client module's own", async () => {
    expect((await loadEntry('citadels')).guided).toBe(citadelsGuided);
    expect((await loadEntry('carcassonne')).guided).toBe(carcassonneGuided);
  });

  it('are valid options for their player counts, with a fixed seed', () => {
    expect(citadelsCore.setup(citadelsGuided.numPlayers, citadelsGuided.options as never, createRng('x')).phase).toBe(
      'selection',
    );
    expect(
      carcassonneCore.setup(carcassonneGuided.numPlayers, carcassonneGuided.options as never, createRng('x')).step,
    ).toBe('place');
    expect(citadelsGuided.seed).not.toBe('');
    expect(carcassonneGuided.seed).not.toBe('');
  });

  it('every coach text exists in English and Dutch', () => {
    const s = calling(newGame(2), { assassin: 0, king: 1 });
    const keys = [
      ...citadelsSteps(newGame(2), 0),
      ...citadelsSteps(newGame(2), 1),
      ...citadelsSteps(s, 0),
      ...carcassonneSteps(carcassonneCore.setup(2, { farmers: true }, createRng('k')), 0),
      ...carcassonneSteps(carcassonneCore.setup(2, { farmers: true }, createRng('k')), 1),
    ].map((step) => step.text);
    expect(keys.length).toBeGreaterThan(3);
    for (const key of keys) {
      expect(MESSAGES.en[key], key).toBeTruthy();
      expect(MESSAGES.nl[key], key).toBeTruthy();
    }
  });
});
