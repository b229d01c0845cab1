/**
 * A link just sent to a vendor: the server mails nothing, so the address is shown to copy
 * and send, with how long it works, and a way for a staff member to answer on the
 * vendor's behalf right away (`/vendor-form/:token`, the same copy of the questionnaire).
 */
import { useState } from 'react';
import { Button, Flex } from '@itam/shared/antd';
import { Input } from '@itam/shared/antd-data';
import { ROUTES } from '@itam/shared/contracts';
import { useTranslation } from '@itam/shared/i18n';
import { Link } from '@itam/shared/router';

/** The link beside the button a 24 px touch target (WCAG 2.2): a text line is 22 px. */
export const LINK_TARGET = { display: 'inline-flex', alignItems: 'center', minHeight: 24 } as const;

/** The token of a vendor's address (`…/vendor-response/<token>`), or null. */
export function tokenOfLink(link: string): string | null {
  const match = /\/vendor-response\/([^/?#]+)$/.exec(new URL(link, 'http://x').pathname);
  return match?.[1] ?? null;
}

export function SentLink({ link }: { link: string }) {
  const { t } = useTranslation('vendors');
  const [copied, setCopied] = useState(false);
  const url = new URL(link, window.location.origin).toString();
  const token = tokenOfLink(link);
  const copy = async () => {
    await navigator.clipboard?.writeText(url);
    setCopied(true);
  };
  return (
    <Flex vertical gap={8}>
      <Input
        readOnly
        aria-label={t('registration.linkLabel')}
        value={url}
        onFocus={(e) => e.target.select()}
      />
      <Flex gap={16} align="center" wrap>
        <Button type="primary" onClick={() => void copy()}>
          {t('registration.copy')}
        </Button>
        {token ? (
          <Link to={ROUTES.vendorForm.replace(':token', token)} style={LINK_TARGET}>
            {t('invitations.answerForVendor')}
          </Link>
        ) : null}
        {copied ? <span role="status">{t('registration.copied')}</span> : null}
      </Flex>
    </Flex>
  );
}
