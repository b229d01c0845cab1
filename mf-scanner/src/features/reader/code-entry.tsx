/**
 * Typing a tag: a USB or Bluetooth scanner types the code and Enter into this field (it
 * keeps the focus), and it is the manual entry when the camera cannot read a label. A tag
 * link or a bare tag; Enter or the button sends it and empties the field.
 */
import { Button, Space } from '@itam/shared/antd';
import { Input } from '@itam/shared/antd-data';
import { useTranslation } from '@itam/shared/i18n';
import { useId, useState } from 'react';

export interface CodeEntryProps {
  onCode: (code: string) => void;
  disabled?: boolean;
}

export function CodeEntry({ onCode, disabled = false }: CodeEntryProps) {
  const { t } = useTranslation('scanner');
  const id = useId();
  const [value, setValue] = useState('');
  const send = () => {
    const code = value.trim();
    if (!code) return;
    setValue('');
    onCode(code);
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      style={{ marginTop: 12 }}
    >
      <label htmlFor={id} style={{ display: 'block', marginBottom: 4 }}>
        {t('entry.label')}
      </label>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id={id}
          value={value}
          autoFocus
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="go"
          maxLength={500}
          disabled={disabled}
          placeholder={t('entry.placeholder')}
          onChange={(event) => setValue(event.target.value)}
        />
        <Button type="primary" htmlType="submit" disabled={disabled || !value.trim()}>
          {t('entry.submit')}
        </Button>
      </Space.Compact>
      <div style={{ fontSize: 12, opacity: 0.75, marginTop: 4 }}>{t('entry.hint')}</div>
    </form>
  );
}
