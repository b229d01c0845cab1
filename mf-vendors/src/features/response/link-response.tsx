/**
 * What a vendor's link opens, for both answer screens: the questionnaire's heading (who
 * asks, the round, until when) and the answering form; a link that does not open gets its
 * own page saying why (unknown, expired, withdrawn, already answered, unavailable).
 */
import { Skeleton } from '@itam/shared/antd';
import { Result } from '@itam/shared/antd-display';
import { isApiError } from '@itam/shared/api';
import { formatDate, useTranslation } from '@itam/shared/i18n';
import { PageHeader, LoadError, Text } from '@itam/shared/ui';
import { LINK_ERRORS } from '@itam/shared/contracts/vendors';
import type { LinkDoor, LinkError, LinkForm } from '@itam/shared/contracts/vendors';
import { answerOf } from '../../common/vendors-server-api';
import { useOpenLinkFormQuery } from './api/open-link-form';
import { QuestionnaireForm } from './questionnaire-form';

export interface LinkResponseProps {
  token: string;
  /**
   * A member answering for the vendor: the heading says so, and the answers go through the
   * link's signed-in door (the member's company only, marked with the member).
   */
  onBehalf?: boolean;
  onSubmitted: (form: LinkForm) => void;
  autosaveDelayMs?: number;
}

/** Why the link does not open, as a LINK_ERRORS code; null when it failed otherwise. */
export function linkProblem(error: unknown): LinkError | null {
  if (!isApiError(error)) return null;
  const code = LINK_ERRORS.find((c) => c === error.code);
  if (code) return code;
  if (error.status === 404 || error.status === 400) return 'LINK_UNKNOWN';
  if (error.status === 410) return 'LINK_EXPIRED';
  return null;
}

export function LinkResponse({ token, onBehalf, onSubmitted, autosaveDelayMs }: LinkResponseProps) {
  const { t, i18n } = useTranslation('vendors');
  const door: LinkDoor = onBehalf ? 'vendor-form' : 'vendor-response';
  const data = answerOf(useOpenLinkFormQuery({ token, door }));
  if (data.error) {
    const problem = linkProblem(data.rawError);
    if (problem)
      return (
        <Result
          status={problem === 'LINK_USED' ? 'success' : 'warning'}
          title={t(`response.link.${problem}.title`)}
          subTitle={t(`response.link.${problem}.text`)}
        />
      );
    return <LoadError title={data.error} onRetry={data.retry} />;
  }
  if (!data.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  const form = data.data;
  const until = formatDate(form.expiresAt, i18n.language);
  return (
    <>
      <PageHeader
        title={form.questionnaireName}
        description={t(onBehalf ? 'response.onBehalf' : 'response.intro', {
          company: form.companyName,
          vendor: form.vendorName,
        })}
      />
      <Text type="secondary" style={{ display: 'block', marginBottom: 16 }}>
        {form.round > 1
          ? t('response.roundAgain', { round: form.round, date: until })
          : t('response.openUntil', { date: until })}
      </Text>
      <QuestionnaireForm
        token={token}
        door={door}
        form={form}
        onSubmitted={() => onSubmitted(form)}
        autosaveDelayMs={autosaveDelayMs}
      />
    </>
  );
}
