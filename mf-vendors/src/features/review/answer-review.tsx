/**
 * One question of the review: its every round's answer (text, chosen choices or evidence
 * files to download) with the verdict and comment each got, and, while the round waits
 * for review, the reviewer's accept / reject / query of this round's answer with a
 * comment (a query needs one: it is what the vendor reads).
 */
import { useState } from 'react';
import { Button, Flex, Tag } from '@itam/shared/antd';
import { Input, Radio } from '@itam/shared/antd-data';
import { useTranslation } from '@itam/shared/i18n';
import { FormField, ReadableTag, Text } from '@itam/shared/ui';
import type { ReviewRound, StoredQuestion, Verdict } from '@itam/shared/contracts/vendors';
import { downloadEvidence } from '../../api/vendors-api';

const VERDICT_COLOURS: Record<Verdict, string> = {
  accepted: 'green',
  rejected: 'red',
  flagged: 'orange',
};

export interface AnswerReviewProps {
  vendorId: string;
  question: StoredQuestion;
  rounds: ReviewRound[];
  /** The round under review; its answer takes a verdict when `canReview`. */
  round: number;
  canReview: boolean;
  /** Hidden from the vendor by its show-when rule. */
  hidden: boolean;
  onVerdict: (verdict: Verdict, comment: string) => Promise<void>;
}

export function AnswerReview(props: AnswerReviewProps) {
  const { question: q, rounds, round, canReview, hidden } = props;
  const { t } = useTranslation('vendors');
  const current = rounds.find((r) => r.round === round) ?? null;
  return (
    <article
      aria-label={q.question}
      style={{ borderBlockEnd: '1px solid rgba(0,0,0,0.06)', paddingBlock: 12 }}
    >
      <Flex gap={8} wrap align="baseline">
        <Text strong>{q.question}</Text>
        <Tag>{t(`review.types.${q.qtype}`)}</Tag>
        {q.required ? <Tag>{t('review.required')}</Tag> : null}
        {hidden ? <Tag>{t('review.hidden')}</Tag> : null}
      </Flex>
      {rounds.length === 0 ? (
        <Text type="secondary">{t('review.noAnswer')}</Text>
      ) : (
        <ol style={{ margin: '8px 0 0', paddingInlineStart: 20 }} aria-label={t('review.rounds')}>
          {rounds.map((r) => (
            <li key={r.round}>
              <RoundAnswer vendorId={props.vendorId} question={q} round={r} />
            </li>
          ))}
        </ol>
      )}
      {canReview && current ? (
        <VerdictEditor
          key={`${round}-${current.verdict ?? ''}-${current.comment ?? ''}`}
          label={q.question}
          initial={current}
          onVerdict={props.onVerdict}
        />
      ) : null}
    </article>
  );
}

function RoundAnswer({
  vendorId,
  question,
  round: r,
}: {
  vendorId: string;
  question: StoredQuestion;
  round: ReviewRound;
}) {
  const { t } = useTranslation('vendors');
  const chosen = (question.choices ?? []).filter((c) => r.choices.includes(c.id));
  return (
    <Flex vertical gap={2}>
      <Flex gap={8} wrap align="baseline">
        <Text type="secondary">{t('review.round', { round: r.round })}</Text>
        {r.verdict ? (
          <ReadableTag color={VERDICT_COLOURS[r.verdict]}>
            {t(`review.verdicts.${r.verdict}`)}
          </ReadableTag>
        ) : (
          <Tag>{t('review.unreviewed')}</Tag>
        )}
      </Flex>
      {question.qtype === 'multiple-choice' ? (
        <Text>
          {chosen.length
            ? chosen.map((c) => t('review.choice', { text: c.text, points: c.points })).join(', ')
            : t('review.nothingChosen')}
        </Text>
      ) : r.answer ? (
        <Text style={{ whiteSpace: 'pre-wrap' }}>{r.answer}</Text>
      ) : null}
      {r.files.length ? (
        <Flex gap={8} wrap>
          {r.files.map((f) => (
            <Button
              key={f._id}
              size="small"
              onClick={() => void downloadEvidence(vendorId, f)}
              aria-label={t('review.download', { name: f.fileName })}
            >
              {f.fileName}
            </Button>
          ))}
        </Flex>
      ) : null}
      {r.comment ? (
        <Text type="secondary">{t('review.comment', { comment: r.comment })}</Text>
      ) : null}
    </Flex>
  );
}

function VerdictEditor({
  label,
  initial,
  onVerdict,
}: {
  label: string;
  initial: ReviewRound;
  onVerdict: (verdict: Verdict, comment: string) => Promise<void>;
}) {
  const { t } = useTranslation('vendors');
  const [verdict, setVerdict] = useState<Verdict | null>(initial.verdict);
  const [comment, setComment] = useState(initial.comment ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save() {
    if (!verdict) return setError(t('review.chooseVerdict'));
    if (verdict === 'flagged' && !comment.trim()) return setError(t('review.queryNeedsComment'));
    setError(null);
    setBusy(true);
    try {
      await onVerdict(verdict, comment.trim());
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Flex vertical gap={4} style={{ marginTop: 8 }}>
      <div role="group" aria-label={t('review.verdictOf', { question: label })}>
        <Radio.Group
          value={verdict}
          onChange={(e) => setVerdict(e.target.value as Verdict)}
          optionType="button"
          options={[
            { value: 'accepted', label: t('review.accept') },
            { value: 'rejected', label: t('review.reject') },
            { value: 'flagged', label: t('review.query') },
          ]}
        />
      </div>
      <FormField label={t('review.commentLabel')} required={verdict === 'flagged'} error={error}>
        <Input.TextArea
          rows={2}
          maxLength={2000}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
        />
      </FormField>
      <div>
        <Button onClick={() => void save()} loading={busy}>
          {t('review.saveVerdict')}
        </Button>
      </div>
    </Flex>
  );
}
