/**
 * How a vendor's status reads on every screen (one place): a coloured tag with its
 * translated name. antd's preset tags write shade 7 on shade 1, under WCAG AA's 4.5:1 for
 * gold, volcano and green: their text takes a darker shade of the same colour, as the
 * service desk's tags do. Blue, geekblue and red pass as they are.
 */
import { Tag, theme } from '@itam/shared/antd';
import { useTranslation } from '@itam/shared/i18n';
import type { VendorStatus } from '../../api/vendors-api';

const DARKER_TEXT: Record<string, string> = {
  gold: 'gold9',
  volcano: 'volcano8',
  green: 'green8',
};

export const VENDOR_STATUS_COLORS: Record<VendorStatus, string> = {
  invited: 'blue',
  answering: 'geekblue',
  in_review: 'gold',
  approved: 'green',
  rejected: 'red',
  expired: 'volcano',
};

export function VendorStatusTag({ status }: { status: VendorStatus }) {
  const { t } = useTranslation('vendors');
  const { token } = theme.useToken();
  const color = VENDOR_STATUS_COLORS[status];
  const shade = DARKER_TEXT[color];
  const text = shade ? (token as unknown as Record<string, string>)[shade] : undefined;
  return (
    <Tag color={color} style={text ? { color: text } : undefined}>
      {t(`common.status.${status}`)}
    </Tag>
  );
}
