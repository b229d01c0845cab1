/**
 * The exit interview of one exit: its answers, and the short questionnaire. HR records
 * them on the exit's page (PUT /exits/:id/interview; a later answer replaces the earlier);
 * the leaving employee answers it once on their own exit (my-exit-view.tsx).
 */
import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Flex } from '@itam/shared/antd';
import { Input, Radio } from '@itam/shared/antd-data';
import { isApiError } from '@itam/shared/api';
import { formatDateTime, useTranslation } from '@itam/shared/i18n';
import { useIsAllowed } from '@itam/shared/store';
import { FormField, Panel, Text } from '@itam/shared/ui';
import { type Exit, type InterviewAnswers } from '../../api/exits-api';
import { useSaveInterviewMutation } from './api/save-interview';
import { EXIT_PERMISSIONS } from '../../common/permissions';

export const INTERVIEW_LIMITS = { reasonForLeaving: 2000, comments: 4000 } as const;
const RATINGS = [1, 2, 3, 4, 5] as const;

type Field = 'reasonForLeaving' | 'rating' | 'wouldRecommend' | 'wouldReturn' | 'comments';

/** The recorded answers, read-only (also the responses list's). */
export function InterviewAnswersView({ answers }: { answers: InterviewAnswers }) {
  const { t } = useTranslation('exit-signoff');
  const yesNo = (v: boolean) => (v ? t('common.yes') : t('common.no'));
  const rows: [string, string][] = [
    [t('interview.reasonForLeaving'), answers.reasonForLeaving],
    [t('interview.rating'), t('interview.ratingOf', { rating: answers.rating })],
    [t('interview.wouldRecommend'), yesNo(answers.wouldRecommend)],
    [t('interview.wouldReturn'), yesNo(answers.wouldReturn)],
  ];
  if (answers.comments) rows.push([t('interview.comments'), answers.comments]);
  return (
    <dl style={{ margin: 0 }}>
      {rows.map(([q, a]) => (
        <div key={q} style={{ marginBottom: 6 }}>
          <dt>
            <Text type="secondary">{q}</Text>
          </dt>
          <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{a}</dd>
        </div>
      ))}
    </dl>
  );
}

export function InterviewPanel({ exit }: { exit: Exit }) {
  const [saveInterview] = useSaveInterviewMutation();
  const { t, i18n } = useTranslation('exit-signoff');
  const canStart = useIsAllowed(EXIT_PERMISSIONS.start);
  const canReport = useIsAllowed(EXIT_PERMISSIONS.responses);
  const [editing, setEditing] = useState(false);
  const canRecord = canStart || canReport;
  return (
    <Panel
      title={<h2 style={{ margin: 0, fontSize: 16 }}>{t('interview.title')}</h2>}
      extra={
        canRecord && !editing ? (
          <Button onClick={() => setEditing(true)}>
            {exit.interview ? t('interview.edit') : t('interview.record')}
          </Button>
        ) : null
      }
    >
      {editing ? (
        <InterviewForm
          initial={exit.interview?.answers}
          onCancel={() => setEditing(false)}
          save={async (answers) => {
            await saveInterview({ exitId: exit._id, answers }).unwrap();
            setEditing(false);
          }}
        />
      ) : exit.interview ? (
        <>
          <Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
            {t('interview.answeredOn', {
              date: formatDateTime(exit.interview.answeredAt, i18n.language),
            })}
          </Text>
          <InterviewAnswersView answers={exit.interview.answers} />
        </>
      ) : (
        <Text type="secondary">{t('interview.none')}</Text>
      )}
    </Panel>
  );
}

/** The questionnaire; `save` sends the answers (its refusals show at their questions). */
export function InterviewForm({
  initial: earlier,
  save,
  onCancel,
}: {
  initial?: InterviewAnswers;
  save: (answers: InterviewAnswers) => Promise<void>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('exit-signoff');
  const [reason, setReason] = useState(earlier?.reasonForLeaving ?? '');
  const [rating, setRating] = useState<number | null>(earlier?.rating ?? null);
  const [recommend, setRecommend] = useState<boolean | null>(earlier?.wouldRecommend ?? null);
  const [comeBack, setComeBack] = useState<boolean | null>(earlier?.wouldReturn ?? null);
  const [comments, setComments] = useState(earlier?.comments ?? '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { rating: useId(), recommend: useId(), comeBack: useId() };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found: Partial<Record<Field, string>> = {};
    if (!reason.trim()) found.reasonForLeaving = t('interview.errors.answer');
    if (rating === null) found.rating = t('interview.errors.choose');
    if (recommend === null) found.wouldRecommend = t('interview.errors.choose');
    if (comeBack === null) found.wouldReturn = t('interview.errors.choose');
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await save({
        reasonForLeaving: reason.trim(),
        rating: rating!,
        wouldRecommend: recommend!,
        wouldReturn: comeBack!,
        comments: comments.trim() || null,
      });
    } catch (problem) {
      setBusy(false);
      const fields: Partial<Record<Field, string>> = {};
      if (isApiError(problem))
        for (const issue of problem.issues) {
          const field = issue.field.replace(/^answers\./, '') as Field;
          fields[field] ??= issue.message;
        }
      if (Object.keys(fields).length) setErrors(fields);
      else setFailure(problem instanceof Error ? problem.message : String(problem));
    }
  };

  const yesNo = [
    { value: 'yes', label: t('common.yes') },
    { value: 'no', label: t('common.no') },
  ];
  const choice = (
    id: string,
    label: string,
    field: Field,
    value: string | null,
    onChange: (value: string) => void,
    options: { value: string; label: string }[],
  ) => (
    <div role="group" aria-labelledby={id} style={{ marginBottom: 16 }}>
      <div id={id} style={{ marginBottom: 4 }}>
        {label}
      </div>
      <Radio.Group
        value={value}
        options={options}
        onChange={(event) => {
          onChange(String(event.target.value));
          setErrors((e) => ({ ...e, [field]: undefined }));
        }}
      />
      {errors[field] ? (
        <Text type="danger" style={{ display: 'block' }}>
          {errors[field]}
        </Text>
      ) : null}
    </div>
  );
  const bool = (v: boolean | null) => (v === null ? null : v ? 'yes' : 'no');

  return (
    <form noValidate onSubmit={submit} aria-label={t('interview.title')}>
      {failure ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 12 }}
          title={t('interview.failed')}
          description={failure}
        />
      ) : null}
      <FormField label={t('interview.reasonForLeaving')} required error={errors.reasonForLeaving}>
        {(control) => (
          <Input.TextArea
            {...control}
            rows={3}
            value={reason}
            maxLength={INTERVIEW_LIMITS.reasonForLeaving}
            style={{ maxWidth: 560 }}
            onChange={(event) => {
              setReason(event.target.value);
              setErrors((e) => ({ ...e, reasonForLeaving: undefined }));
            }}
          />
        )}
      </FormField>
      {choice(
        ids.rating,
        t('interview.rating'),
        'rating',
        rating === null ? null : String(rating),
        (v) => setRating(Number(v)),
        RATINGS.map((r) => ({ value: String(r), label: String(r) })),
      )}
      {choice(
        ids.recommend,
        t('interview.wouldRecommend'),
        'wouldRecommend',
        bool(recommend),
        (v) => setRecommend(v === 'yes'),
        yesNo,
      )}
      {choice(
        ids.comeBack,
        t('interview.wouldReturn'),
        'wouldReturn',
        bool(comeBack),
        (v) => setComeBack(v === 'yes'),
        yesNo,
      )}
      <FormField label={t('interview.comments')} error={errors.comments}>
        {(control) => (
          <Input.TextArea
            {...control}
            rows={3}
            value={comments}
            maxLength={INTERVIEW_LIMITS.comments}
            style={{ maxWidth: 560 }}
            onChange={(event) => setComments(event.target.value)}
          />
        )}
      </FormField>
      <Flex gap={12} wrap>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('interview.save')}
        </Button>
        {onCancel ? <Button onClick={onCancel}>{t('common.cancel')}</Button> : null}
      </Flex>
    </form>
  );
}
