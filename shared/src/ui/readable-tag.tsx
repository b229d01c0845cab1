/**
 * antd's preset tag of a colour, readable: the presets write shade 7 on shade 1, under
 * WCAG AA's 4.5:1 for gold, orange, volcano and green, so those take a darker shade of the
 * same colour for their text. Blue, geekblue, purple, red and the default grey pass as they
 * are. Every coloured status tag of the product (tickets, vendors, exits...) is one of these.
 */
import type { HTMLAttributes, ReactNode } from 'react';
import type { GlobalToken } from 'antd';
import { Tag, theme } from '../antd';

/** The presets whose own text is under 4.5:1 on their background, and the shade that passes. */
const DARKER_TEXT: Record<string, keyof GlobalToken> = {
  gold: 'gold9',
  orange: 'orange8',
  volcano: 'volcano8',
  green: 'green8',
};

/** The text colour a preset needs for AA contrast, or undefined when antd's own passes. */
export function readableTagTextColor(color: string, token: GlobalToken): string | undefined {
  const shade = DARKER_TEXT[color];
  return shade ? (token[shade] as string) : undefined;
}

export interface ReadableTagProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'color'> {
  /** An antd preset colour ('blue', 'gold', 'green'...) or 'default'. */
  color: string;
  children: ReactNode;
}

export function ReadableTag({ color, children, style, ...rest }: ReadableTagProps) {
  const { token } = theme.useToken();
  const text = readableTagTextColor(color, token);
  return (
    <Tag {...rest} color={color} style={text ? { ...style, color: text } : style}>
      {children}
    </Tag>
  );
}
