/**
 * How a vendor's status reads on every screen (one place): the kit's readable coloured tag
 * with its translated name.
 */
import { useTranslation } from '@itam/shared/i18n';
import { ReadableTag } from '@itam/shared/ui';
import { VENDOR_STATUS_COLORS, type VendorStatus } from '@itam/shared/contracts';

export { VENDOR_STATUS_COLORS };

export function VendorStatusTag({ status }: { status: VendorStatus }) {
  const { t } = useTranslation('vendors');
  return (
    <ReadableTag color={VENDOR_STATUS_COLORS[status]}>{t(`common.status.${status}`)}</ReadableTag>
  );
}
