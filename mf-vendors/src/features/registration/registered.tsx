/** The registration's outcome: the vendor registered, and the link to copy when one was sent. */
import { Button } from '@itam/shared/antd';
import { Result } from '@itam/shared/antd-display';
import { ROUTES } from '@itam/shared/contracts';
import type { SentInvitation, Vendor } from '@itam/shared/contracts/vendors';
import { formatDateTime, useTranslation } from '@itam/shared/i18n';
import { Link } from '@itam/shared/router';
import { Panel } from '@itam/shared/ui';
import { LINK_TARGET, SentLink } from '../invitations/sent-link';

export function Registered({
  vendor,
  invitation,
  onAnother,
}: {
  vendor: Vendor;
  invitation: SentInvitation | null;
  onAnother: () => void;
}) {
  const { t, i18n } = useTranslation('vendors');
  return (
    <Panel>
      <Result
        status="success"
        title={
          invitation
            ? t('registration.sentTitle', { vendorName: vendor.vendorName })
            : t('registration.registeredTitle', { vendorName: vendor.vendorName })
        }
        subTitle={
          invitation
            ? t('registration.sentHint', {
                at: formatDateTime(invitation.invitation.expiresAt, i18n.language),
              })
            : t('registration.registeredHint')
        }
        extra={[
          <Link key="list" to={ROUTES.vendorList} style={LINK_TARGET}>
            {t('registration.toList')}
          </Link>,
          <Button key="another" onClick={onAnother}>
            {t('registration.another')}
          </Button>,
        ]}
      >
        {invitation ? <SentLink link={invitation.link} /> : null}
      </Result>
    </Panel>
  );
}
