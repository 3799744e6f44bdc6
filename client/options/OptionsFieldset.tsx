/** A game's options form inside a fieldset, with the core's validation message when the choice is invalid. */
import type { CatalogueEntry } from '../catalogue';
import { useT } from '../i18n/LanguageProvider';

export function OptionsFieldset({
  entry,
  numPlayers,
  value,
  onChange,
}: {
  entry: CatalogueEntry;
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
export function defaultOptionsFor(entry: CatalogueEntry, numPlayers: number): unknown {
  return entry.options?.defaults(numPlayers);
}

/** Whether these options may be used (no options form means yes). */
export function optionsProblem(entry: CatalogueEntry, numPlayers: number, value: unknown): string | undefined {
  return entry.options?.problem(numPlayers, value);
}
