/**
 * One question of the answering form, by type: a text answer (question-answer), a choice
 * of one or more of its choices (multiple-choice: choosing again removes it) or evidence
 * files (file-question). The reviewer's comment of the round before shows above it.
 */
import { Alert } from '@itam/shared/antd';
import { Checkbox, Input } from '@itam/shared/antd-data';
import { useTranslation } from '@itam/shared/i18n';
import { FormField } from '@itam/shared/ui';
import type { EvidenceFile, LinkDoor, StoredQuestion } from '@itam/shared/contracts/vendors';
import { EvidenceInput } from './evidence-input';
import { EMPTY_ANSWER, type AnswerValue } from './form-state';

export interface QuestionFieldProps {
  token: string;
  door: LinkDoor;
  question: StoredQuestion;
  value: AnswerValue | undefined;
  error: string | null;
  query: string | null;
  onText: (text: string) => void;
  onChoices: (choices: string[]) => void;
  onFiles: (files: EvidenceFile[]) => void;
}

export const fieldId = (questionId: string) => `vendor-q-${questionId}`;

export function QuestionField(props: QuestionFieldProps) {
  const { token, question: q, error, query } = props;
  const { t } = useTranslation('vendors');
  const value = props.value ?? EMPTY_ANSWER;
  const id = fieldId(q.id);
  return (
    <div data-question={q.id}>
      {query ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 8 }}
          title={t('response.query', { comment: query })}
        />
      ) : null}
      <FormField id={id} label={q.question} required={q.required} error={error}>
        {(control) =>
          q.qtype === 'multiple-choice' ? (
            <div
              id={control.id}
              role="group"
              aria-label={q.question}
              aria-describedby={control['aria-describedby']}
              aria-invalid={control['aria-invalid']}
            >
              <Checkbox.Group
                value={value.choices}
                onChange={(chosen) => props.onChoices(chosen as string[])}
                options={(q.choices ?? []).map((c) => ({ value: c.id, label: c.text }))}
                style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
              />
            </div>
          ) : q.qtype === 'file-question' ? (
            <EvidenceInput
              id={control.id}
              token={token}
              door={props.door}
              questionId={q.id}
              files={value.files}
              earlierFiles={value.earlierFiles}
              onChange={props.onFiles}
              describedBy={control['aria-describedby']}
              invalid={Boolean(control['aria-invalid'])}
            />
          ) : (
            <Input.TextArea
              {...control}
              rows={3}
              maxLength={10_000}
              value={value.answer}
              onChange={(e) => props.onText(e.target.value)}
            />
          )
        }
      </FormField>
    </div>
  );
}
