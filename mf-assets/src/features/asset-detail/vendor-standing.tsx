/**
 * The standing of the vendor an asset names (its vendor text matched to the company's
 * vendor register): status, review score and certificate expiry, linking to the vendor's
 * review. Read through the shared contract (`@itam/shared/contracts` vendors-api): the
 * vendors remote is never imported. Shown when the company has the vendor register
 * (`saas-products`) and the role may view vendors; nothing when no vendor has that name.
 */
import { http } from '@itam/shared/api';
import {
  vendorReviewPath,
  vendorStandingPath,
  VENDOR_STATUS_COLORS,
  type VendorStandingResponse,
} from '@itam/shared/contracts';
import { Typography } from '@itam/shared/antd-display';
import { selectCompanyRoles, useAppSelector, useIsAllowed } from '@itam/shared/store';
import { useTranslation } from '@itam/shared/i18n';
import { Link } from '@itam/shared/router';
import { ReadableTag } from '@itam/shared/ui';
import { formatDate } from '../../common/format';
import { useApiData } from '../../common/use-api-data';

const VENDOR_VIEW = { group: 'on_vendor', object: 'vendor', action: 'view' } as const;

export function getVendorStanding(vendorName: string): Promise<VendorStandingResponse> {
  return http.get<VendorStandingResponse>(vendorStandingPath(vendorName));
}

/** True when the signed-in user may see vendor standings. */
export function useCanSeeVendorStanding(): boolean {
  const vendorView = useIsAllowed(VENDOR_VIEW);
  const hasRegister = useAppSelector(selectCompanyRoles).includes('saas-products');
  return hasRegister && vendorView;
}

export function VendorStanding({ vendorName }: { vendorName: string }) {
  const { t, i18n } = useTranslation('assets');
  const answer = useApiData(() => getVendorStanding(vendorName), [vendorName]);
  if (answer.error)
    return <Typography.Text type="secondary">{t('vendorStanding.unavailable')}</Typography.Text>;
  const vendor = answer.data?.vendor;
  if (!vendor) return null;
  const parts = [
    vendor.score === null ? null : t('vendorStanding.score', { score: vendor.score }),
    vendor.certificateExpiresOn
      ? t('vendorStanding.certificate', {
          date: formatDate(vendor.certificateExpiresOn, i18n.language),
        })
      : null,
  ].filter(Boolean);
  return (
    <Typography.Text data-testid="vendor-standing">
      <Link to={vendorReviewPath(vendor._id)}>
        {t('vendorStanding.vendor', { name: vendor.vendorName })}
      </Link>{' '}
      <ReadableTag color={VENDOR_STATUS_COLORS[vendor.status]}>
        {t(`vendorStanding.statuses.${vendor.status}`)}
      </ReadableTag>{' '}
      {parts.length ? (
        <Typography.Text type="secondary">{parts.join(' · ')}</Typography.Text>
      ) : null}
    </Typography.Text>
  );
}
