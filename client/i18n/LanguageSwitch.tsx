/** The language picker shown in the header. */
import { LANGUAGES } from './dictionary';
import { useLanguage, useT } from './LanguageProvider';

export function LanguageSwitch() {
  const { language, setLanguage } = useLanguage();
  const t = useT();
  return (
    <div className="language-switch" role="group" aria-label={t('language.label')}>
      {LANGUAGES.map((code) => (
        <button key={code} type="button" aria-pressed={code === language} onClick={() => setLanguage(code)}>
          {t(`language.${code}`)}
        </button>
      ))}
    </div>
  );
}
