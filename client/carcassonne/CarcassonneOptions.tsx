/** Carcassonne's match options: farmers on or off (docs/rules/carcassonne.md#option-farmers). */
import { carcassonneCore, type CarcassonneOptions } from '../../games/carcassonne';
import { useT } from '../i18n/LanguageProvider';
import type { GameOptions, OptionsFormProps } from '../options/types';

function CarcassonneOptionsForm({ value, onChange }: OptionsFormProps<CarcassonneOptions>) {
  const t = useT();
  return (
    <label>
      <input
        type="checkbox"
        name="farmers"
        checked={value.farmers}
        onChange={(event) => onChange({ ...value, farmers: event.target.checked })}
      />{' '}
      {t('options.carcassonne.farmers')}
    </label>
  );
}

function CarcassonneOptionsSummary({ value }: { value: CarcassonneOptions }) {
  const t = useT();
  return <>{t(value.farmers ? 'options.carcassonne.withFarmers' : 'options.carcassonne.noFarmers')}</>;
}

export const carcassonneOptions: GameOptions<CarcassonneOptions> = {
  defaults: (n) => carcassonneCore.defaultOptions(n),
  problem: (n, value) => carcassonneCore.validateOptions(n, value),
  Form: CarcassonneOptionsForm,
  Summary: CarcassonneOptionsSummary,
};
