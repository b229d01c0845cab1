/**
 * Headings, paragraphs and inline text in the theme's colours, for the surfaces every
 * signed-in page shows (app frame, page header, dashboards). antd's Typography brings its
 * tooltip, text area and copy code along (~25 KB gzip with what they pull in) for
 * ellipsis, copy and edit features these texts never use; screens that need those keep
 * `Typography` from `@itam/shared/antd-display`.
 */
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { theme } from '../antd';

type TextType = 'secondary' | 'danger';

function useTextColor(type?: TextType): string {
  const { token } = theme.useToken();
  if (type === 'secondary') return token.colorTextDescription;
  if (type === 'danger') return token.colorError;
  return 'inherit';
}

export interface TextProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'color'> {
  /** `secondary`: the muted description colour (WCAG AA on white); `danger`: error red. */
  type?: TextType;
  strong?: boolean;
  children?: ReactNode;
}

/** Inline text (antd `Typography.Text` look). */
export function Text({ type, strong, style, ...rest }: TextProps) {
  const color = useTextColor(type);
  return <span {...rest} style={{ color, ...(strong && { fontWeight: 600 }), ...style }} />;
}

export interface ParagraphProps extends Omit<HTMLAttributes<HTMLParagraphElement>, 'color'> {
  type?: TextType;
  children?: ReactNode;
}

/** A paragraph (antd `Typography.Paragraph` look: 1em below). */
export function Paragraph({ type, style, ...rest }: ParagraphProps) {
  const color = useTextColor(type);
  return <p {...rest} style={{ color, marginTop: 0, marginBottom: '1em', ...style }} />;
}

const HEADING_SIZE = { 1: 38, 2: 30, 3: 24, 4: 20, 5: 16 } as const;
const HEADING_LINE = { 1: 1.21, 2: 1.27, 3: 1.33, 4: 1.4, 5: 1.5 } as const;

export interface TitleProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The heading level (h1–h5); the size follows antd's unless `style` sets one. */
  level?: 1 | 2 | 3 | 4 | 5;
  children?: ReactNode;
}

/** A heading (antd `Typography.Title` look). */
export function Title({ level = 1, style, ...rest }: TitleProps) {
  const { token } = theme.useToken();
  const Tag = `h${level}` as const;
  const base: CSSProperties = {
    color: token.colorTextHeading,
    fontWeight: 600,
    fontSize: HEADING_SIZE[level],
    lineHeight: HEADING_LINE[level],
    marginTop: 0,
    marginBottom: '0.5em',
  };
  return <Tag {...rest} style={{ ...base, ...style }} />;
}
