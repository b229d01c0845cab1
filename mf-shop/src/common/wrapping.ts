/**
 * A button whose label names a product or an item wraps instead of widening the page:
 * antd's buttons never wrap, so a long name pushed a 390 px window sideways.
 */
import type { CSSProperties } from 'react';

export const WRAPPING_BUTTON: CSSProperties = {
  whiteSpace: 'normal',
  height: 'auto',
  minHeight: 32,
  maxWidth: '100%',
  textAlign: 'start',
};
