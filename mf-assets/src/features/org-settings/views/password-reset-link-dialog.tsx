/**
 * The one-time password reset link an administrator made for a user, shown once to copy
 * and hand on (where no mail server sends it): the link, when it expires, and Copy.
 */
import { useState } from 'react';
import { Button, Flex } from '@itam/shared/antd';
import { Input } from '@itam/shared/antd-data';
import { Modal } from '@itam/shared/antd-overlay';
import { useTranslation } from '@itam/shared/i18n';
import { formatDateTime } from '../../../common/format';

export interface PasswordResetLinkDialogProps {
  email: string;
  /** As the API answered it: absolute with PUBLIC_URL, else relative to this page. */
  link: string;
  expiresAt: string;
  onClose: () => void;
}

export function PasswordResetLinkDialog({
  email,
  link,
  expiresAt,
  onClose,
}: PasswordResetLinkDialogProps) {
  const { t, i18n } = useTranslation('assets');
  const [copied, setCopied] = useState(false);
  const url = new URL(link, window.location.origin).toString();
  const copy = async () => {
    await navigator.clipboard?.writeText(url);
    setCopied(true);
  };
  return (
    <Modal
      open
      title={t('org.admin.resetLinkTitle', { email })}
      onCancel={onClose}
      footer={[
        <Button key="done" onClick={onClose}>
          {t('org.admin.done')}
        </Button>,
      ]}
    >
      <Flex vertical gap={8}>
        <p style={{ margin: 0 }}>
          {t('org.admin.resetLinkOnce', { at: formatDateTime(expiresAt, i18n.language) })}
        </p>
        <Input
          readOnly
          aria-label={t('org.admin.resetLinkLabel')}
          value={url}
          onFocus={(e) => e.target.select()}
        />
        <Flex gap={8} align="center">
          <Button type="primary" onClick={() => void copy()}>
            {t('org.admin.copy')}
          </Button>
          {copied ? <span role="status">{t('org.admin.copied')}</span> : null}
        </Flex>
      </Flex>
    </Modal>
  );
}
