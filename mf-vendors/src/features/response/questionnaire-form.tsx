/**
 * The questionnaire answering form, one for both answer screens (the vendor's public link
 * and a staff member answering on its behalf): every question asked this round by type,
 * the show-when rules (a question hidden by them is neither shown nor required), a draft
 * saved as the vendor goes (resumed from the link's answers), the required answers
 * checked before sending, and the server's refusals shown on their questions.
 */
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Flex } from '@itam/shared/antd';
import { isApiError } from '@itam/shared/api';
import { useTranslation } from '@itam/shared/i18n';
import { focusFirstError, Panel, Text } from '@itam/shared/ui';
import type {
  EvidenceFile,
  LinkDoor,
  LinkForm,
  StoredQuestion,
} from '@itam/shared/contracts/vendors';
import { useSaveDraftAnswersMutation } from './api/save-draft-answers';
import { useSubmitLinkFormMutation } from './api/submit-link-form';
import {
  askedSections,
  carriedOver,
  draftOf,
  EMPTY_ANSWER,
  initialAnswers,
  isShown,
  missingRequired,
  questionOfIssue,
  type Answers,
  type AnswerValue,
} from './form-state';
import { QuestionField } from './question-field';
import { useAutosave, type SaveState } from './use-autosave';

export interface QuestionnaireFormProps {
  token: string;
  door: LinkDoor;
  form: LinkForm;
  onSubmitted: () => void;
  /** How long after the last change the draft is saved. */
  autosaveDelayMs?: number;
}

export function QuestionnaireForm({
  token,
  door,
  form,
  onSubmitted,
  autosaveDelayMs,
}: QuestionnaireFormProps) {
  const { t } = useTranslation('vendors');
  const sections = useMemo(() => askedSections(form), [form]);
  const questions = useMemo(
    () => new Map(form.sections.flatMap((s) => s.questions).map((q) => [q.id, q])),
    [form],
  );
  const queries = useMemo(
    () => new Map(form.queries.map((q) => [q.questionId, q.comment])),
    [form],
  );
  const [answers, setAnswers] = useState<Answers>(() => initialAnswers(form));
  const answersRef = useRef(answers);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const root = useRef<HTMLFormElement>(null);
  const [saveDraftAnswers] = useSaveDraftAnswersMutation();
  const [submitLinkForm] = useSubmitLinkFormMutation();
  const autosave = useAutosave(
    async (answers) => void (await saveDraftAnswers({ token, door, answers }).unwrap()),
    (ids) => draftOf(ids, questions, answersRef.current),
    carriedOver(form),
    autosaveDelayMs,
  );

  function update(question: StoredQuestion, change: Partial<AnswerValue>, save: boolean) {
    const next = { ...answersRef.current };
    next[question.id] = { ...(next[question.id] ?? EMPTY_ANSWER), ...change };
    answersRef.current = next;
    setAnswers(next);
    setErrors(({ [question.id]: _gone, ...rest }) => rest);
    if (save) autosave.changed([question.id]);
  }

  function showErrors(ids: readonly string[]) {
    setErrors(Object.fromEntries(ids.map((id) => [id, t('response.required')])));
    // After the errors render.
    setTimeout(() => focusFirstError(root.current), 0);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const missing = missingRequired(sections, answersRef.current);
    if (missing.length) {
      showErrors(missing);
      return;
    }
    setBusy(true);
    try {
      await autosave.flush();
      await submitLinkForm({ token, door }).unwrap();
      onSubmitted();
    } catch (problem) {
      const named = isApiError(problem)
        ? problem.issues.map((i) => questionOfIssue(i.field)).filter((id) => id !== null)
        : [];
      if (named.length) showErrors(named);
      setFailure(problem instanceof Error ? problem.message : String(problem));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      ref={root}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={form.questionnaireName}
    >
      <Flex vertical gap={16}>
        {sections.map((section) => (
          <Panel key={section.id} title={section.name}>
            {section.description ? (
              <Text type="secondary" style={{ display: 'block', marginBottom: 12 }}>
                {section.description}
              </Text>
            ) : null}
            {section.questions
              .filter((q) => isShown(q, answers))
              .map((q) => (
                <QuestionField
                  key={q.id}
                  token={token}
                  door={door}
                  question={q}
                  value={answers[q.id]}
                  error={errors[q.id] ?? null}
                  query={queries.get(q.id) ?? null}
                  onText={(answer) => update(q, { answer }, true)}
                  onChoices={(choices) => update(q, { choices }, true)}
                  onFiles={(files: EvidenceFile[]) => update(q, { files }, false)}
                />
              ))}
          </Panel>
        ))}
        {failure ? <Alert type="error" showIcon role="alert" title={failure} /> : null}
        <Flex gap={12} align="center" wrap>
          <Button type="primary" htmlType="submit" loading={busy}>
            {t('response.submit')}
          </Button>
          <SaveStatus
            state={autosave.state}
            onRetry={() => void autosave.flush().catch(() => {})}
          />
        </Flex>
      </Flex>
    </form>
  );
}

function SaveStatus({ state, onRetry }: { state: SaveState; onRetry: () => void }) {
  const { t } = useTranslation('vendors');
  if (state.kind === 'failed')
    return (
      <Text type="danger" role="alert">
        {t('response.saveFailed', { message: state.message })}{' '}
        <Button size="small" onClick={onRetry}>
          {t('response.retrySave')}
        </Button>
      </Text>
    );
  return (
    <Text type="secondary" role="status" aria-live="polite">
      {state.kind === 'saving'
        ? t('response.saving')
        : state.kind === 'saved'
          ? t('response.saved')
          : t('response.autosaveHint')}
    </Text>
  );
}
