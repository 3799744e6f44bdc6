/**
 * The language picker in the header: a compact menu (a native <select>, each language named in itself, as games/shared/languages.ts lists it) that
 * fits a 320 px phone header whatever the number of languages.
 */
import { LANGUAGE_NAMES } from '../../games/shared/languages';
import { LANGUAGES, type Language } from './dictionary';
import { useLanguage, useT } from './LanguageProvider';

export function LanguageSwitch() {
  const { language, setLanguage } = useLanguage();
  const t = useT();
  return (
    <select
      className="language-switch"
      aria-label={t('language.label')}
      value={language}
      onChange={(event) => setLanguage(event.target.value as Language)}
    >
      {LANGUAGES.map((code) => (
        <option key={code} value={code} lang={code}>
          {LANGUAGE_NAMES[code]}
        </option>
      ))}
    </select>
  );
}
