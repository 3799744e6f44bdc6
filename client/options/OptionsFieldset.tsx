/**
 * A game's options form inside a fieldset, with the core's validation message when the choice is invalid.
 * It takes any object with a game's options, such as its client module (client/catalogue.ts), so that it
 * stands under the catalogue (docs/design/architecture.md#floors).
 */
import { useT } from '../i18n/LanguageProvider';
import type { GameOptions } from './types';

/** What of a game's client module this form reads: its options, absent for a game without any. */
interface WithOptions {
  options?: GameOptions;
}

export function OptionsFieldset({
  entry,
  numPlayers,
  value,
  onChange,
}: {
  entry: WithOptions;
  numPlayers: number;
  value: unknown;
  onChange(value: unknown): void;
}) {
  const t = useT();
  if (!entry.options) return null;
  const { Form, problem } = entry.options;
  const message = problem(numPlayers, value);
  return (
    <fieldset className="options">
      <legend>{t('options.title')}</legend>
      <Form numPlayers={numPlayers} value={value} onChange={onChange} />
      {message && (
        <p className="error" role="alert">
          {message}
        </p>
      )}
    </fieldset>
  );
}

/** The game's default options for this many players (undefined for games without options). */
export function defaultOptionsFor(entry: WithOptions, numPlayers: number): unknown {
  return entry.options?.defaults(numPlayers);
}

/** Whether these options may be used (no options form means yes). */
export function optionsProblem(entry: WithOptions, numPlayers: number, value: unknown): string | undefined {
  return entry.options?.problem(numPlayers, value);
}
