import { Result, Typography } from '../antd';
import type { ResultProps } from 'antd';
import type { ReactNode } from 'react';

export interface StatusScreenProps {
  testId: string;
  status: ResultProps['status'];
  title: string;
  description: ReactNode;
  extra?: ReactNode;
}

/** A full-content message screen (not found, 403, not enabled, module error). */
export function StatusScreen({ testId, status, title, description, extra }: StatusScreenProps) {
  return (
    <Result
      data-testid={testId}
      status={status}
      title={
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          {title}
        </Typography.Title>
      }
      subTitle={description}
      extra={extra}
    />
  );
}
