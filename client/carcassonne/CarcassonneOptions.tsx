/**
 * Carcassonne's match options: farmers on or off (docs/rules/carcassonne.md#option-farmers), the River
 * (docs/rules/carcassonne.md#option-river) and the Abbot (docs/rules/carcassonne.md#option-abbot), each
 * off unless ticked, alone or together. An unticked River or Abbot is left out of the options, as the
 * server's defaults have it.
 */
import { carcassonneCore, type CarcassonneOptions } from '../../games/carcassonne';
import { useT } from '../i18n/LanguageProvider';
import type { MessageKey } from '../i18n/dictionary';
import type { GameOptions, OptionsFormProps } from '../options/types';

/** The options that are off unless chosen, with their labels. */
const EXPANSIONS: readonly { name: 'river' | 'abbot'; label: MessageKey; summary: MessageKey }[] = [
  { name: 'river', label: 'options.carcassonne.river', summary: 'options.carcassonne.withRiver' },
  { name: 'abbot', label: 'options.carcassonne.abbot', summary: 'options.carcassonne.withAbbot' },
];

/** The options with `name` ticked (true) or left out. */
function withExpansion(value: CarcassonneOptions, name: 'river' | 'abbot', on: boolean): CarcassonneOptions {
  const { [name]: _, ...rest } = value;
  return on ? { ...rest, [name]: true } : rest;
}

function CarcassonneOptionsForm({ value, onChange }: OptionsFormProps<CarcassonneOptions>) {
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
      {EXPANSIONS.map(({ name, label }) => (
        <label key={name}>
          <input
            type="checkbox"
            name={name}
            checked={value[name] === true}
            onChange={(event) => onChange(withExpansion(value, name, event.target.checked))}
          />{' '}
          {t(label)}
        </label>
      ))}
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
