/**
 * `/certification-form/:vendorId`: the review of a vendor's answers. Every question of the
 * sent copy with each round's answer and evidence; the score the server computes; for a
 * reviewer (`on_vendor.vendor_review`) once the vendor has sent the round: a verdict per
 * answer (accept, reject, query with a comment), then send back, approve or reject. Those
 * actions are hidden without the permission; the server enforces it.
 */
import { Alert, Flex, Skeleton, Tag } from '@itam/shared/antd';
import { Statistic } from '@itam/shared/antd';
import { isApiError } from '@itam/shared/api';
import { ROUTES } from '@itam/shared/contracts';
import { formatDate, useTranslation } from '@itam/shared/i18n';
import { Link, useParams } from '@itam/shared/router';
import { useIsAllowed } from '@itam/shared/store';
import { PageHeader, Panel, LoadError, EmptyState, ScreenRoot, Text } from '@itam/shared/ui';
import type { Review, Vendor } from '@itam/shared/contracts/vendors';
import { VENDOR_PERMISSIONS } from '../../common/permissions';
import { answerOf } from '../../common/vendors-server-api';
import { InvitationsPanel } from '../invitations/invitations-panel';
import { AnswerReview } from './answer-review';
import { useGetVendorReviewQuery } from './api/get-vendor-review';
import { useSendVerdictsMutation } from './api/send-verdicts';
import { ReviewActions } from './review-actions';

export function CertificationFormScreen() {
  const { t } = useTranslation('vendors');
  const { vendorId = '' } = useParams();
  const canView = useIsAllowed(VENDOR_PERMISSIONS.vendorView);
  const canReview = useIsAllowed(VENDOR_PERMISSIONS.review);
  return (
    <ScreenRoot remoteId="vendors">
      {canView || canReview ? (
        <ReviewOf vendorId={vendorId} canReview={canReview} />
      ) : (
        <EmptyState title={t('review.notAllowed')} />
      )}
    </ScreenRoot>
  );
}

const today = () => new Date().toISOString().slice(0, 10);

function ReviewOf({ vendorId, canReview }: { vendorId: string; canReview: boolean }) {
  const { t } = useTranslation('vendors');
  const data = answerOf(useGetVendorReviewQuery(vendorId));
  if (data.error) {
    const status = isApiError(data.rawError) ? data.rawError.status : 0;
    if (status === 404 || status === 400)
      return (
        <EmptyState
          title={t('review.unknownVendor')}
          action={<Link to={ROUTES.vendorList}>{t('review.toList')}</Link>}
        />
      );
    return <LoadError title={data.error} onRetry={data.retry} />;
  }
  if (!data.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  const { vendor, review } = data.data;
  const header = (
    <PageHeader
      title={t('review.title', { vendor: vendor.vendorName })}
      description={t('review.description')}
    />
  );
  // The same place in both layouts below, so a link just sent stays shown as the review loads.
  // A link sent there invalidates the vendor and its review: both are read again.
  const invitations = (
    <InvitationsPanel key="invitations" vendorId={vendorId} vendorName={vendor.vendorName} />
  );
  if (!review)
    return (
      <>
        {header}
        <Flex vertical gap={16}>
          <EmptyState title={t('review.nothingSent')} />
          {invitations}
        </Flex>
      </>
    );
  return (
    <>
      {header}
      <Flex vertical gap={16}>
        <ReviewSummary vendor={vendor} review={review} />
        {invitations}
        <ReviewAnswers vendorId={vendorId} vendor={vendor} review={review} canReview={canReview} />
      </Flex>
    </>
  );
}

/** The score, its points, the vendor's status, the sent copy and the certificate's expiry. */
function ReviewSummary({ vendor, review }: { vendor: Vendor; review: Review }) {
  const { t, i18n } = useTranslation('vendors');
  return (
    <Panel>
      <Flex gap={32} wrap align="center">
        <Statistic
          title={t('review.score')}
          value={review.score.score ?? t('review.noScore')}
          suffix={review.score.score === null ? undefined : '/ 100'}
        />
        <Text type="secondary">
          {t('review.points', { earned: review.score.earned, possible: review.score.possible })}
        </Text>
        <div>
          <Text type="secondary">{t('review.status')} </Text>
          <Tag>{t(`review.statuses.${vendor.status}`)}</Tag>
        </div>
        <Text type="secondary">
          {t('review.copy', {
            name: review.questionnaireName,
            version: review.questionnaireVersion,
            round: review.round,
          })}
        </Text>
        {vendor.certificateExpiresOn ? (
          <Text type="secondary">
            {t('review.certificate', {
              date: formatDate(vendor.certificateExpiresOn, i18n.language),
            })}
          </Text>
        ) : null}
      </Flex>
    </Panel>
  );
}

/**
 * Each section's answers with their verdicts, then the outcome for a reviewer once the
 * vendor sent the round; a verdict or outcome invalidates the review, which is read again.
 */
function ReviewAnswers({
  vendorId,
  vendor,
  review,
  canReview,
}: {
  vendorId: string;
  vendor: Vendor;
  review: Review;
  canReview: boolean;
}) {
  const { t } = useTranslation('vendors');
  const [sendVerdicts] = useSendVerdictsMutation();
  const reviewing = canReview && review.submitted && vendor.status === 'in_review';
  const roundsOf = new Map(review.answers.map((a) => [a.questionId, a.rounds]));
  const latestChoices = (questionId: string) => roundsOf.get(questionId)?.at(-1)?.choices ?? [];
  const currentRound = review.answers.flatMap((a) =>
    a.rounds.filter((r) => r.round === review.round),
  );
  const queried = currentRound.filter((r) => r.verdict === 'flagged').length;
  const open = currentRound.filter((r) => r.verdict === null || r.verdict === 'flagged').length;
  return (
    <>
      {!review.submitted ? (
        <Alert type="info" showIcon title={t('review.waiting', { round: review.round })} />
      ) : null}
      {review.sections.map((section) => (
        <Panel key={section.id} title={section.name}>
          {section.questions.map((q) => (
            <AnswerReview
              key={q.id}
              vendorId={vendorId}
              question={q}
              rounds={roundsOf.get(q.id) ?? []}
              round={review.round}
              canReview={reviewing}
              hidden={Boolean(
                q.showWhen && !latestChoices(q.showWhen.questionId).includes(q.showWhen.choiceId),
              )}
              onVerdict={async (verdict, comment) => {
                await sendVerdicts({
                  vendorId,
                  verdicts: [{ questionId: q.id, verdict, ...(comment ? { comment } : {}) }],
                }).unwrap();
              }}
            />
          ))}
        </Panel>
      ))}
      {reviewing ? (
        <ReviewActions vendorId={vendorId} queried={queried} open={open} today={today()} />
      ) : null}
    </>
  );
}

export default CertificationFormScreen;
