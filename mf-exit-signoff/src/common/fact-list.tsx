/**
 * An exit's facts (last working day, started, status...) as a definition list: labels in a
 * column of their own, values beside them (long ones wrap anywhere).
 */
import type { ReactNode } from 'react';
import { Text } from '@itam/shared/ui';

export type Fact = [label: string, value: ReactNode];

export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl
      style={{
        margin: 0,
        display: 'grid',
        gridTemplateColumns: 'minmax(120px, max-content) 1fr',
        gap: '6px 16px',
      }}
    >
      {facts.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>
            <Text type="secondary">{label}</Text>
          </dt>
          <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
