/**
 * `/feedback`: the satisfaction survey of a resolved ticket, for its requester only.
 * Without a ticket: the person's resolved tickets, each a link to its survey. With
 * `?ticket=<id>`: the overall rating, the administrator's questions (a rating or a text
 * each) and a comment; an answered survey shows its answer, an expired one (open 14 days)
 * and a ticket without one say so. A company with it-services but not incident management
 * opens it too: its requesters rate their service requests (read under /incidents/requests).
 */
import { useState, type FormEvent } from 'react';
import { Alert, Button, Flex, Skeleton } from '@itam/shared/antd';
import { Input } from '@itam/shared/antd-data';
import { Rate } from '@itam/shared/antd-input';
import { Result } from '@itam/shared/antd-display';
import { isApiError } from '@itam/shared/api';
import { useTranslation } from '@itam/shared/i18n';
import { Link, useSearchParams } from '@itam/shared/router';
import { useIsAllowed } from '@itam/shared/store';
import {
  PageHeader,
  Panel,
  FormField,
  LoadError,
  EmptyState,
  ScreenRoot,
  Text,
} from '@itam/shared/ui';
import type { Level, Survey } from '@itam/shared/contracts/incidents';
import type { TicketBase } from '../../api/incidents-api';
import { answerOf } from '../../common/incidents-server-api';
import { useOwnTicketsMount } from '../../common/own-tickets-mount';
import { INCIDENT_PERMISSIONS } from '../../common/permissions';
import { useListTicketsQuery } from '../queue/api/list-tickets';
import { useAnswerSurveyMutation } from './api/answer-survey';
import { useGetSurveyQuery } from './api/get-survey';
import { feedbackHref, requestStatusHref } from '../ticket/ticket-links';
import { useDateTime } from '../ticket/ticket-labels';

/** The key of the overall rating among the form's errors (a question's is its id). */
const OVERALL = 'rating';
const fieldId = (key: string) => `survey-${key}`;

/** A rating from 1 to 5 that must be given: marked required, its error beside it. */
function RatingField({
  id,
  label,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: number;
  error: string | undefined;
  onChange: (value: number) => void;
}) {
  return (
    <FormField id={fieldId(id)} label={label} required error={error ?? null}>
      {(control) => (
        <div
          id={control.id}
          role="group"
          tabIndex={-1}
          aria-label={label}
          aria-describedby={control['aria-describedby']}
        >
          <Rate value={value} onChange={onChange} />
        </div>
      )}
    </FormField>
  );
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function FeedbackScreen() {
  const { t } = useTranslation('incidents');
  const canView = useIsAllowed(INCIDENT_PERMISSIONS.ticketView);
  const [params] = useSearchParams();
  const raw = params.get('ticket');
  const ticket = raw && GUID.test(raw) ? raw : null;
  const mount = useOwnTicketsMount();
  return (
    <ScreenRoot remoteId="incidents">
      <PageHeader
        title={t('screens.feedback.title')}
        description={t('screens.feedback.description')}
      />
      {!canView ? (
        <EmptyState title={t('common.notAllowed')} />
      ) : ticket ? (
        <SurveyOf ticketId={ticket} mount={mount} />
      ) : (
        <ResolvedTickets mount={mount} />
      )}
    </ScreenRoot>
  );
}

function ResolvedTickets({ mount }: { mount: TicketBase }) {
  const { t } = useTranslation('incidents');
  const list = answerOf(
    useListTicketsQuery({
      query: { scope: 'mine', status: ['resolved'], sort: 'updated', limit: 50 },
      mount,
    }),
  );
  if (list.error) return <LoadError title={list.error} onRetry={list.retry} />;
  if (!list.data) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (!list.data.tickets.length) return <EmptyState title={t('feedback.noneResolved')} />;
  return (
    <Panel title={t('feedback.resolved')}>
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {list.data.tickets.map((x) => (
          <li key={x._id}>
            <Link to={feedbackHref(x._id)}>{t('feedback.rate', { number: x.number })}</Link>{' '}
            {x.title}
          </li>
        ))}
      </ul>
    </Panel>
  );
}

function SurveyOf({ ticketId, mount }: { ticketId: string; mount: TicketBase }) {
  const { t } = useTranslation('incidents');
  const survey = answerOf(useGetSurveyQuery({ ticketId, mount }), { current: true });
  const [answered, setAnswered] = useState(false);
  const back = <Link to={requestStatusHref(ticketId)}>{t('feedback.toTicket')}</Link>;
  if (survey.error) {
    const status = isApiError(survey.rawError) ? survey.rawError.status : 0;
    if (status === 410) return <Result status="info" title={t('feedback.expired')} extra={back} />;
    if (status === 404) return <Result status="info" title={t('feedback.none')} extra={back} />;
    return <LoadError title={survey.error} onRetry={survey.retry} />;
  }
  if (!survey.data) return <Skeleton active paragraph={{ rows: 5 }} />;
  if (answered || survey.data.answeredAt)
    return (
      <Result
        status="success"
        title={t('feedback.thanks')}
        subTitle={
          survey.data.answeredAt && survey.data.rating
            ? t('detail.surveyAnswered', { rating: survey.data.rating })
            : undefined
        }
        extra={back}
      />
    );
  return <SurveyForm survey={survey.data} mount={mount} onAnswered={() => setAnswered(true)} />;
}

function SurveyForm({
  survey,
  mount,
  onAnswered,
}: {
  survey: Survey;
  mount: TicketBase;
  onAnswered: () => void;
}) {
  const { t } = useTranslation('incidents');
  const when = useDateTime();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [answers, setAnswers] = useState<Record<string, number | string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [answerSurvey] = useAnswerSurveyMutation();
  const clearError = (key: string) =>
    setErrors((all) => Object.fromEntries(Object.entries(all).filter(([k]) => k !== key)));
  const rated = (id: string) => typeof answers[id] === 'number' && answers[id] !== 0;

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The overall rating and every rating question need an answer (the server says so too).
    const missing: Record<string, string> = {};
    if (!rating) missing[OVERALL] = t('feedback.ratingRequired');
    for (const q of survey.questions)
      if (q.kind === 'rating' && !rated(q._id)) missing[q._id] = t('feedback.ratingRequired');
    setErrors(missing);
    if (Object.keys(missing).length) {
      document.getElementById(fieldId(Object.keys(missing)[0]!))?.focus();
      return;
    }
    setFailure(null);
    setBusy(true);
    try {
      await answerSurvey({
        ticketId: survey.ticketId,
        answer: {
          rating: rating as Level,
          ...(comment.trim() ? { comment: comment.trim() } : {}),
          answers: survey.questions
            .filter(
              (q) => answers[q._id] !== undefined && answers[q._id] !== '' && answers[q._id] !== 0,
            )
            .map((q) =>
              q.kind === 'rating'
                ? { questionId: q._id, rating: answers[q._id] as Level }
                : { questionId: q._id, answer: String(answers[q._id]).trim() },
            ),
        },
        mount,
      }).unwrap();
      onAnswered();
    } catch (problem) {
      setFailure(problem instanceof Error ? problem.message : String(problem));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Panel title={`${survey.number} · ${survey.title}`}>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('feedback.formLabel')}>
        <Text type="secondary" style={{ display: 'block', marginBottom: 12 }}>
          {t('feedback.openUntil', { date: when(survey.expiresAt) })}
        </Text>
        {failure ? (
          <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 16 }} />
        ) : null}
        <Text style={{ display: 'block', marginBottom: 12 }}>{t('feedback.requiredNote')}</Text>
        <RatingField
          id={OVERALL}
          label={t('feedback.overall')}
          value={rating}
          error={errors[OVERALL]}
          onChange={(value) => {
            setRating(value);
            clearError(OVERALL);
          }}
        />
        {survey.questions.map((q) =>
          q.kind === 'rating' ? (
            <RatingField
              key={q._id}
              id={q._id}
              label={q.text}
              value={rated(q._id) ? (answers[q._id] as number) : 0}
              error={errors[q._id]}
              onChange={(value) => {
                setAnswers((a) => ({ ...a, [q._id]: value }));
                clearError(q._id);
              }}
            />
          ) : (
            <FormField key={q._id} id={fieldId(q._id)} label={q.text}>
              {(control) => (
                <Input.TextArea
                  {...control}
                  rows={2}
                  maxLength={1000}
                  value={typeof answers[q._id] === 'string' ? (answers[q._id] as string) : ''}
                  onChange={(e) => setAnswers((a) => ({ ...a, [q._id]: e.target.value }))}
                />
              )}
            </FormField>
          ),
        )}
        <FormField id="survey-comment" label={t('feedback.comment')}>
          <Input.TextArea
            rows={3}
            maxLength={2000}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
          />
        </FormField>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={busy}>
            {t('feedback.submit')}
          </Button>
        </Flex>
      </form>
    </Panel>
  );
}

export default FeedbackScreen;
