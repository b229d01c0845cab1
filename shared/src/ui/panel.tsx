/**
 * A titled box in antd Card's look (border, radius, header rule, padding) for the
 * surfaces every signed-in page may show, the dashboards first. antd's Card brings Tabs
 * and with them a dropdown menu and its positioning engine (~40 KB gzip) for a tab strip
 * these boxes never have; screens that need Card's extras keep it from
 * `@itam/shared/antd-display`.
 */
import type { CSSProperties, ReactNode } from 'react';
import { theme } from '../antd';

export interface PanelProps {
  /** The header; a heading element keeps the page outline (e.g. an h2). */
  title?: ReactNode;
  /** On the header's right: a link or a small button. */
  extra?: ReactNode;
  /** `small`: tighter header and padding, for stat tiles. */
  size?: 'default' | 'small';
  children?: ReactNode;
  style?: CSSProperties;
  'data-testid'?: string;
}

export function Panel({
  title,
  extra,
  size = 'default',
  children,
  style,
  'data-testid': testId,
}: PanelProps) {
  const { token } = theme.useToken();
  const small = size === 'small';
  const padding = small ? token.paddingSM : token.paddingLG;
  const border = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  return (
    <div
      data-testid={testId}
      style={{
        background: token.colorBgContainer,
        border,
        borderRadius: token.borderRadiusLG,
        color: token.colorText,
        ...style,
      }}
    >
      {title || extra ? (
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: token.paddingXS,
            minHeight: small ? 38 : 56,
            paddingInline: padding,
            borderBottom: border,
            fontWeight: token.fontWeightStrong,
            fontSize: small ? token.fontSize : token.fontSizeLG,
          }}
        >
          <div style={{ flex: 1, minWidth: 0 }}>{title}</div>
          {extra ? <div>{extra}</div> : null}
        </div>
      ) : null}
      <div style={{ padding }}>{children}</div>
    </div>
  );
}
