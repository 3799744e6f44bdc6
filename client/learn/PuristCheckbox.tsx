/** The "purist" choice of a table (client/shared/aids.ts), for the hotseat setup and the online table options. */
import { useT } from '../i18n/LanguageProvider';

export function PuristCheckbox({ checked, onChange }: { checked: boolean; onChange(checked: boolean): void }) {
  const t = useT();
  return (
    <label className="purist-choice">
      <input type="checkbox" name="purist" checked={checked} onChange={(event) => onChange(event.target.checked)} />{' '}
      {t('learn.purist')}
    </label>
  );
}
