/**
 * How a vendor's status reads on every screen (one place): a coloured tag with its
 * translated name. antd's preset tags write shade 7 on shade 1, under WCAG AA's 4.5:1 for
 * gold, volcano, orange and green: their text takes a darker shade of the same colour, as
 * the service desk's tags do (`ReadableTag`, also the review's verdicts). Blue, geekblue
 * and red pass as they are.
 */
import type { ReactNode } from 'react';
import { Tag, theme } from '@itam/shared/antd';
import { useTranslation } from '@itam/shared/i18n';
import type { VendorStatus } from '../../api/vendors-api';

const DARKER_TEXT: Record<string, string> = {
  gold: 'gold9',
  volcano: 'volcano8',
  orange: 'orange8',
  green: 'green8',
};

/** antd's preset tag of `color`, its text darker where the preset's is under 4.5:1. */
export function ReadableTag({ color, children }: { color: string; children: ReactNode }) {
  const { token } = theme.useToken();
  const shade = DARKER_TEXT[color];
  const text = shade ? (token as unknown as Record<string, string>)[shade] : undefined;
  return (
    <Tag color={color} style={text ? { color: text } : undefined}>
      {children}
    </Tag>
  );
}

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
  return (
    <ReadableTag color={VENDOR_STATUS_COLORS[status]}>{t(`common.status.${status}`)}</ReadableTag>
  );
}
