/**
 * Rendering the Citadels board for component tests: fixture states built by running the rules core,
 * the view of one seat, and a `moves` object that records every call (move name and its argument).
 */
import { fireEvent, render } from '@testing-library/react';
import type { LogEntry } from 'boardgame.io';
import { CitadelsBoard, type CitadelsBoardProps } from '../../../client/citadels/Board';
import { LanguageProvider } from '../../../client/i18n/LanguageProvider';
import { HintedMoveContext } from '../../../client/shared/hinted-move';
import type { Language } from '../../../client/i18n/dictionary';
import {
  citadelsCore,
  defaultOptions,
  type CitadelsAction,
  type CitadelsOptions,
  type CitadelsState,
  type Seat,
} from '../../../games/citadels/index';
import { createRng, pick, type Rng } from '../../../games/shared/rng';

/** A new game from a fixed seed, crown on seat 0. */
export function newState(numPlayers: number, options: Partial<CitadelsOptions> = {}, seed = 'board'): CitadelsState {
  return citadelsCore.setup(numPlayers, { ...defaultOptions(numPlayers), firstCrown: 0, ...options }, createRng(seed));
}

/** Applies a legal action of the seat (throws on an illegal one). */
export function play(
  s: CitadelsState,
  seat: Seat,
  action: CitadelsAction,
  rng: Rng = createRng('play'),
): CitadelsState {
  const refused = citadelsCore.refusal(s, seat, action);
  if (refused) throw new Error(`${JSON.stringify(action)}: ${refused}`);
  citadelsCore.apply(s, seat, action, rng);
  return s;
}

/** Plays seeded random legal actions until `stop` holds (or the game ends). */
export function playRandomly(s: CitadelsState, stop: (s: CitadelsState) => boolean, seed = 'random'): CitadelsState {
  const rng = createRng(seed);
  for (let guard = 0; guard < 5000 && !stop(s) && !citadelsCore.isOver(s); guard++) {
    const seat = citadelsCore.activeSeats(s)[0] as Seat;
    play(s, seat, pick(rng, citadelsCore.legalActions(s, seat)), rng);
  }
  return s;
}

export interface Rendered {
  calls: [string, unknown][];
  container: HTMLElement;
  rerender(seat: Seat | null): void;
  /** Unmounts and renders the same seat again, with nothing selected. */
  remount(): void;
}

interface Options {
  language?: Language;
  log?: LogEntry[];
  hotseat?: boolean;
  matchID?: string;
  gameover?: { winners: string[] };
  /** The move a hint suggests (client/learn/HintBar.tsx hands it to the board). */
  hinted?: CitadelsAction;
}

/** Renders the board for one seat (null: a spectator) with that seat's view of `state`. */
export function renderBoard(state: CitadelsState, seat: Seat | null, options: Options = {}): Rendered {
  const calls: [string, unknown][] = [];
  const moves = new Proxy({}, { get: (_t, type: string) => (arg: unknown) => calls.push([type, arg]) });
  const element = (viewer: Seat | null) => {
    const props = {
      G: citadelsCore.view(state, viewer),
      ctx: { numPlayers: state.numPlayers, currentPlayer: '0', phase: state.phase, gameover: options.gameover },
      moves,
      events: {},
      log: options.log ?? [],
      playerID: viewer === null ? null : String(viewer),
      matchID: options.matchID ?? 'test',
      isActive: true,
      isConnected: true,
      isMultiplayer: true,
      hotseat: options.hotseat,
    } as unknown as CitadelsBoardProps;
    return (
      <LanguageProvider language={options.language ?? 'en'}>
        <HintedMoveContext.Provider value={options.hinted ?? null}>
          <CitadelsBoard {...props} />
        </HintedMoveContext.Provider>
      </LanguageProvider>
    );
  };
  let result = render(element(seat));
  let shown = seat;
  return {
    calls,
    get container() {
      return result.container;
    },
    rerender: (viewer) => {
      shown = viewer;
      result.rerender(element(viewer));
    },
    remount: () => {
      result.unmount();
      result = render(element(shown));
    },
  };
}

const ACTION_BUTTONS = '.cit-board button:not(.cit-info):not(.cit-confirm):not(.cit-cancel):not([disabled])';

/**
 * Clicks every enabled action button on the board (not the rules-text toggles) and returns the calls. A
 * button that only selects (a target, a card to discard: it has `aria-pressed`) is played through the
 * "Confirm" button of its group or hand; the board is rendered afresh before each button.
 */
export function clickEveryAction(r: Rendered): [string, unknown][] {
  r.calls.length = 0;
  const count = r.container.querySelectorAll(ACTION_BUTTONS).length;
  for (let i = 0; i < count; i++) {
    r.remount();
    const button = r.container.querySelectorAll<HTMLButtonElement>(ACTION_BUTTONS)[i]!;
    fireEvent.click(button);
    if (button.hasAttribute('aria-pressed'))
      fireEvent.click(button.closest('.cit-group, .cit-hand')!.querySelector('.cit-confirm')!);
  }
  return [...r.calls];
}

/** Selects a target or card by its button's name and confirms it. */
export function chooseAndConfirm(r: Rendered, button: HTMLElement): void {
  fireEvent.click(button);
  fireEvent.click(button.closest('.cit-group, .cit-hand')!.querySelector('.cit-confirm')!);
}

/** The actions offered (as the move calls their buttons make), sorted, to compare with the legal ones. */
export function offeredActions(r: Rendered): string[] {
  return clickEveryAction(r)
    .map(([move, arg]) => JSON.stringify({ move, arg }))
    .sort();
}

export function legalAsCalls(s: CitadelsState, seat: Seat): string[] {
  return citadelsCore
    .legalActions(citadelsCore.view(s, seat), seat)
    .map((a) => JSON.stringify({ move: a.type, arg: a }))
    .sort();
}

/** Every card id in the DOM (data-card attributes). */
export function cardsInDom(r: Rendered): string[] {
  return [...r.container.querySelectorAll('[data-card]')].map((e) => e.getAttribute('data-card') as string);
}
