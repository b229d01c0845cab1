/** The confirmation that a vendor's answers were sent: on /responseSubmitted and inside the public link's page. */
import type { ReactNode } from 'react';
import { Result } from '@itam/shared/antd-display';
import { useTranslation } from '@itam/shared/i18n';

export interface SubmittedNoticeProps {
  /** The company that reviews the answers, when known. */
  companyName?: string | null;
  extra?: ReactNode;
}

export function SubmittedNotice({ companyName, extra }: SubmittedNoticeProps) {
  const { t } = useTranslation('vendors');
  return (
    <Result
      status="success"
      title={t('submitted.title')}
      subTitle={companyName ? t('submitted.textOf', { company: companyName }) : t('submitted.text')}
      extra={extra}
    />
  );
}
