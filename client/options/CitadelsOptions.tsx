/** Machiavelli's match options (Part A.1 of the rules): when a city is complete, and free order. */
import { citadelsCore, type CitadelsOptions } from '../../games/citadels';
import { useT } from '../i18n/LanguageProvider';
import type { GameOptions, OptionsFormProps } from './types';

function CitadelsOptionsForm({ value, onChange }: OptionsFormProps<CitadelsOptions>) {
  const t = useT();
  return (
    <>
      <label className="option">
        {t('options.citadels.cityComplete')}{' '}
        <select name="cityComplete" value={String(value.cityComplete)} onChange={(event) => onChange({ ...value, cityComplete: event.target.value === '8' ? 8 : 'edition' })}>
          <option value="edition">{t('options.citadels.cityComplete.edition')}</option>
          <option value="8">{t('options.citadels.cityComplete.eight')}</option>
        </select>
      </label>{' '}
      <label className="option">
        <input type="checkbox" name="freeOrder" checked={value.freeOrder} onChange={(event) => onChange({ ...value, freeOrder: event.target.checked })} />{' '}
        {t('options.citadels.freeOrder')}
      </label>
    </>
  );
}

function CitadelsOptionsSummary({ value }: { value: CitadelsOptions }) {
  const t = useT();
  const parts = [t(value.cityComplete === 8 ? 'options.citadels.cityComplete.eight' : 'options.citadels.cityComplete.edition')];
  if (value.freeOrder) parts.push(t('options.citadels.freeOrder.short'));
  return <>{parts.join(' · ')}</>;
}

export const citadelsOptions: GameOptions<CitadelsOptions> = {
  defaults: (n) => citadelsCore.defaultOptions(n),
  problem: (n, value) => citadelsCore.validateOptions(n, value),
  Form: CitadelsOptionsForm,
  Summary: CitadelsOptionsSummary,
};
