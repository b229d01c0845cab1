import type { ReactNode } from 'react';
import { Paragraph, Title } from './plain-text';

export interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  extra?: ReactNode;
}

/**
 * Title (the page's h1), a short description and optional actions on the right; on a
 * screen too narrow for both, the actions move under the title instead of squeezing it.
 */
export function PageHeader({ title, description, extra }: PageHeaderProps) {
  return (
    <header
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 16,
        alignItems: 'flex-start',
        marginBottom: 24,
      }}
    >
      <div style={{ flex: '1 1 240px', minWidth: 0 }}>
        <Title level={1} style={{ fontSize: 24 }}>
          {title}
        </Title>
        {description ? (
          <Paragraph type="secondary" style={{ marginBottom: 0 }}>
            {description}
          </Paragraph>
        ) : null}
      </div>
      {extra ? <div>{extra}</div> : null}
    </header>
  );
}
