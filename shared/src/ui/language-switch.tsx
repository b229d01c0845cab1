import { GlobalOutlined } from '../antd/icons';
import { Space } from '../antd';
import { Select } from '../antd/data';
import { useTranslation } from 'react-i18next';
import { isLanguageCode, LANGUAGES, setLanguage } from '../i18n';

/**
 * English / हिन्दी switch. Its accessible name stays 'Language' in every language so that
 * it can always be found again (tests and users who picked a language they do not read).
 */
export function LanguageSwitch() {
  const { i18n, t } = useTranslation('common');
  const current = isLanguageCode(i18n.language) ? i18n.language : 'en';
  return (
    <Space size={4}>
      <GlobalOutlined aria-hidden />
      <Select
        aria-label="Language"
        title={t('language.label')}
        value={current}
        onChange={(value: string) => {
          if (isLanguageCode(value)) void setLanguage(value);
        }}
        options={LANGUAGES.map((language) => ({ value: language.code, label: language.label }))}
        popupMatchSelectWidth={false}
        style={{ minWidth: 110 }}
      />
    </Space>
  );
}
