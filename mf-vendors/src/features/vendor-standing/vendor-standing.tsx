/**
 * The standing of the vendor an asset names (its vendor text matched to the company's
 * vendor register): status, review score and certificate expiry, linking to the vendor's
 * review. This remote contributes it to `asset-detail.badges` (module.tsx): shown when the
 * company has the vendor register (`saas-products`) and the role may view vendors; nothing
 * when the asset names no vendor, or no vendor has that name.
 */
import { vendorReviewPath, VENDOR_STATUS_COLORS } from '@itam/shared/contracts';
import { Typography } from '@itam/shared/antd-display';
import { formatDate, useTranslation } from '@itam/shared/i18n';
import { Link } from '@itam/shared/router';
import { ReadableTag } from '@itam/shared/ui';
import { answerOf } from '../../common/vendors-server-api';
import { useGetVendorStandingQuery } from './api/get-vendor-standing';

export function VendorStanding({ vendorName }: { vendorName: string }) {
  const { t, i18n } = useTranslation('vendors');
  const answer = answerOf(useGetVendorStandingQuery(vendorName));
  if (answer.error)
    return <Typography.Text type="secondary">{t('vendorStanding.unavailable')}</Typography.Text>;
  const vendor = answer.data;
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

/** The contribution: the standing of the asset's vendor, when the asset names one. */
export default function AssetVendorStanding({ asset }: { asset: { vendor?: string | null } }) {
  return asset.vendor ? <VendorStanding vendorName={asset.vendor} /> : null;
}
