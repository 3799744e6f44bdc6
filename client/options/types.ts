/**
 * A game's match options form, used by the hotseat setup and the lobby's create form. `value` is the
 * game's options object (boardgame.io setupData); the form reports every change, and `problem` is the
 * core's own validation message for the current choice (shown, and blocks starting), if any.
 */
import type { ComponentType } from 'react';

export interface OptionsFormProps<O = unknown> {
  numPlayers: number;
  value: O;
  onChange(value: O): void;
}

export interface GameOptions<O = unknown> {
  defaults(numPlayers: number): O;
  problem(numPlayers: number, value: O): string | undefined;
  Form: ComponentType<OptionsFormProps<O>>;
  /** A one-line summary for the lobby's match list. */
  Summary: ComponentType<{ value: O }>;
}
