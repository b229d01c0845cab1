import type { CSSProperties } from 'react';

/** The header bar of both layouts. */
export const HEADER_STYLE: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: 16,
  background: '#fff',
  paddingInline: 24,
  borderBottom: '1px solid #f0f0f0',
};
