/**
 * Carcassonne's match options: farmers on or off (docs/rules/carcassonne.md#option-farmers), the River
 * (docs/rules/carcassonne.md#option-river), the Abbot (docs/rules/carcassonne.md#option-abbot), Inns &
 * Cathedrals (docs/rules/carcassonne.md#option-inns-cathedrals) and Traders & Builders
 * (docs/rules/carcassonne.md#option-traders-builders), each off unless ticked, alone or together; an option
 * row the rules play before a board draws it (`notOffered`, games/shared/options.ts) is not offered.
 * An unticked expansion is left out of the options, as the server's defaults have it. Six players need
 * Inns & Cathedrals (docs/rules/carcassonne.md#six-players): at six its box stays ticked and says why.
 */
import { carcassonneCore, type CarcassonneOptions } from '../../games/carcassonne';
import { CARCASSONNE_OPTIONS } from '../../games/carcassonne/options';
import { useT } from '../i18n/LanguageProvider';
import type { MessageKey } from '../i18n/dictionary';
import type { GameOptions, OptionsFormProps } from '../options/types';

type Expansion = 'river' | 'abbot' | 'innsCathedrals' | 'tradersBuilders';

/** The options that are off unless chosen, with their labels (those offered to players). */
const EXPANSIONS: readonly { name: Expansion; label: MessageKey; summary: MessageKey }[] = (
  [
    { name: 'river', label: 'options.carcassonne.river', summary: 'options.carcassonne.withRiver' },
    { name: 'abbot', label: 'options.carcassonne.abbot', summary: 'options.carcassonne.withAbbot' },
    {
      name: 'innsCathedrals',
      label: 'options.carcassonne.innsCathedrals',
      summary: 'options.carcassonne.withInnsCathedrals',
    },
    {
      name: 'tradersBuilders',
      label: 'options.carcassonne.tradersBuilders',
      summary: 'options.carcassonne.withTradersBuilders',
    },
  ] as const
).filter(({ name }) => CARCASSONNE_OPTIONS[name].notOffered === undefined);

/** Whether this many players need the expansion ticked: the core refuses it left out (six need Inns & Cathedrals). */
const required = (numPlayers: number, name: Expansion) =>
  carcassonneCore.validateOptions(numPlayers, { ...carcassonneCore.defaultOptions(numPlayers), [name]: false }) !==
  undefined;

/** The options with `name` ticked (true) or left out. */
function withExpansion(value: CarcassonneOptions, name: Expansion, on: boolean): CarcassonneOptions {
  const { [name]: _, ...rest } = value;
  return on ? { ...rest, [name]: true } : rest;
}

function CarcassonneOptionsForm({ numPlayers, value, onChange }: OptionsFormProps<CarcassonneOptions>) {
  const t = useT();
  return (
    <>
      <label>
        <input
          type="checkbox"
          name="farmers"
          checked={value.farmers}
          onChange={(event) => onChange({ ...value, farmers: event.target.checked })}
        />{' '}
        {t('options.carcassonne.farmers')}
      </label>
      {EXPANSIONS.map(({ name, label }) => {
        const needed = required(numPlayers, name);
        return (
          <label key={name}>
            <input
              type="checkbox"
              name={name}
              checked={needed || value[name] === true}
              disabled={needed}
              aria-describedby={needed ? `carc-needed-${name}` : undefined}
              onChange={(event) => onChange(withExpansion(value, name, event.target.checked))}
            />{' '}
            {t(label)}
            {needed && (
              <span className="muted" id={`carc-needed-${name}`}>
                {' '}
                {t('options.carcassonne.neededFor', { n: numPlayers })}
              </span>
            )}
          </label>
        );
      })}
    </>
  );
}

function CarcassonneOptionsSummary({ value }: { value: CarcassonneOptions }) {
  const t = useT();
  const parts = [
    t(value.farmers ? 'options.carcassonne.withFarmers' : 'options.carcassonne.noFarmers'),
    ...EXPANSIONS.filter(({ name }) => value[name] === true).map(({ summary }) => t(summary)),
  ];
  return <>{parts.join(', ')}</>;
}

export const carcassonneOptions: GameOptions<CarcassonneOptions> = {
  defaults: (n) => carcassonneCore.defaultOptions(n),
  problem: (n, value) => carcassonneCore.validateOptions(n, value),
  Form: CarcassonneOptionsForm,
  Summary: CarcassonneOptionsSummary,
};
