import { LANDING_LANGUAGE_FIELD } from '../contracts/landing';
import { isLanguageCode, LANGUAGES, setLanguage, useTranslation } from '../i18n';

/**
 * English / हिन्दी switch: a native select, light enough for the public pages and
 * usable with the keyboard and screen readers as is. Its accessible name stays
 * 'Language' in every language so that it can always be found again (tests and users
 * who picked a language they do not read).
 */
export function LanguageSwitch() {
  const { i18n, t } = useTranslation('common');
  const current = isLanguageCode(i18n.language) ? i18n.language : 'en';
  return (
    <select
      name={LANDING_LANGUAGE_FIELD}
      aria-label="Language"
      title={t('language.label')}
      value={current}
      onChange={(event) => {
        const value = event.target.value;
        if (isLanguageCode(value)) void setLanguage(value);
      }}
      style={{
        font: 'inherit',
        padding: '4px 8px',
        minWidth: 110,
        border: '1px solid #d9d9d9',
        borderRadius: 6,
        background: '#fff',
        color: 'inherit',
      }}
    >
      {LANGUAGES.map((language) => (
        <option key={language.code} value={language.code} lang={language.code}>
          {language.label}
        </option>
      ))}
    </select>
  );
}
