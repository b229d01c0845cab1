/**
 * One question of the builder: its title with the drag handle and the move and remove
 * buttons, its text (with its error after a failed save), its type, points and required
 * flag, its choices when multiple-choice, and its show-when rule when an earlier
 * multiple-choice question exists. Renders again only when its own part changed.
 */
import { memo, type Dispatch } from 'react';
import { Flex, theme } from '@itam/shared/antd';
import { Checkbox, Select } from '@itam/shared/antd-data';
import { InputNumber } from '@itam/shared/antd-input';
import { useTranslation } from '@itam/shared/i18n';
import { FormField } from '@itam/shared/ui';
import { QUESTIONNAIRE_LIMITS } from '@itam/shared/contracts/vendors';
import { builderActions, type BuilderAction } from './builder-actions';
import { isFileType, type DraftQuestion, type DraftQuestionType } from './builder-draft';
import { BuilderText, builderFieldId } from './builder-text';
import { DragHandle, ReorderButtons } from './card-controls';
import { ChoicesEditor } from './choices-editor';
import { useDragReorder } from './drag-reorder';
import type { RuleSource } from './earlier-rules';
import { ShowWhenField } from './show-when-field';

/** The types offered; `upload-file` reads as the file question it is. */
const TYPE_OPTIONS = ['question-answer', 'multiple-choice', 'file-question'] as const;

export interface QuestionCardProps {
  sectionId: string;
  sectionNumber: number;
  question: DraftQuestion;
  index: number;
  /** The last of its section (it cannot move down). */
  last: boolean;
  /** The multiple-choice questions before it, which its show-when rule may name. */
  earlier: readonly RuleSource[];
  dispatch: Dispatch<BuilderAction>;
  readOnly: boolean;
}

function questionError(question: DraftQuestion, t: (key: string) => string): string | null {
  if (question.validQuestion) return null;
  if (!question.question.trim())
    return isFileType(question.qtype)
      ? t('builder.errors.uploadText')
      : t('builder.errors.questionText');
  if (question.qtype === 'multiple-choice' && !question.choices.length)
    return t('builder.errors.noChoices');
  if (question.qtype === 'multiple-choice' && question.choices.some((c) => !c.text.trim()))
    return null; // shown under the blank choices
  return t('builder.errors.questionRefused');
}

export const QuestionCard = memo(function QuestionCard(props: QuestionCardProps) {
  const { sectionId, question, earlier, dispatch, readOnly } = props;
  const { t } = useTranslation('vendors');
  const { token } = theme.useToken();
  const ids = { sectionId, questionId: question.id };
  const move = (from: number, to: number) =>
    dispatch({ type: 'moveQuestion', sectionId, from, to });
  const { handle, target } = useDragReorder(
    { kind: 'question', sectionId, index: props.index },
    move,
  );
  const titleId = `qb-${question.id}-title`;
  return (
    <div
      role="group"
      aria-labelledby={titleId}
      {...(readOnly ? {} : target)}
      style={{
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadius,
        padding: token.paddingSM,
      }}
    >
      <QuestionHeader {...props} titleId={titleId} handle={handle} onMove={move} />
      <BuilderText
        label={t('builder.questionText')}
        id={builderFieldId.question(question.id)}
        required
        error={questionError(question, t)}
        value={question.question}
        rows={2}
        maxLength={QUESTIONNAIRE_LIMITS.question}
        readOnly={readOnly}
        onChange={(text) => dispatch({ type: 'editQuestion', ...ids, question: text })}
      />
      <QuestionSettings {...props} />
      {question.qtype === 'multiple-choice' ? (
        <ChoicesEditor
          sectionId={sectionId}
          questionId={question.id}
          questionNumber={props.index + 1}
          choices={question.choices}
          flagged={!question.validQuestion}
          dispatch={dispatch}
          readOnly={readOnly}
        />
      ) : null}
      {earlier.length ? (
        <ShowWhenField
          questionId={question.id}
          showWhen={question.showWhen}
          earlier={earlier}
          readOnly={readOnly}
          onChange={(showWhen) => dispatch({ type: 'setShowWhen', ...ids, showWhen })}
        />
      ) : null}
    </div>
  );
});

/** The question's title with its drag handle, and its move and remove buttons. */
function QuestionHeader({
  sectionId,
  sectionNumber,
  question,
  index,
  last,
  dispatch,
  readOnly,
  titleId,
  handle,
  onMove,
}: QuestionCardProps & {
  titleId: string;
  handle: ReturnType<typeof useDragReorder>['handle'];
  onMove: (from: number, to: number) => void;
}) {
  const { t } = useTranslation('vendors');
  const n = index + 1;
  const names = { n, section: sectionNumber };
  return (
    <Flex align="center" justify="space-between" gap={8} style={{ marginBottom: 8 }}>
      <Flex align="center" gap={8}>
        {readOnly ? null : (
          <DragHandle
            handle={handle}
            title={t('builder.dragQuestion')}
            testId={`drag-question-${sectionNumber}-${n}`}
          />
        )}
        <strong id={titleId}>{t('builder.questionTitle', names)}</strong>
      </Flex>
      {readOnly ? null : (
        <ReorderButtons
          labels={{
            up: t('builder.moveQuestionUp', names),
            down: t('builder.moveQuestionDown', names),
            remove: t('builder.removeQuestion', names),
          }}
          index={index}
          last={last}
          onMove={onMove}
          onRemove={() => dispatch({ type: 'removeQuestion', sectionId, questionId: question.id })}
        />
      )}
    </Flex>
  );
}

/** The question's type, its points (a multiple-choice question's are per choice) and its required flag. */
function QuestionSettings({ sectionId, question, dispatch, readOnly }: QuestionCardProps) {
  const { t } = useTranslation('vendors');
  const ids = { sectionId, questionId: question.id };
  const typeValue: DraftQuestionType = isFileType(question.qtype)
    ? 'file-question'
    : question.qtype;
  return (
    <Flex gap={16} wrap align="flex-start">
      <FormField label={t('builder.questionType')} id={`qb-${question.id}-type`}>
        <Select<DraftQuestionType>
          style={{ width: 220 }}
          value={typeValue}
          disabled={readOnly}
          options={TYPE_OPTIONS.map((type) => ({
            value: type,
            label: t(`builder.types.${type}`),
          }))}
          onChange={(qtype) =>
            dispatch(builderActions.changeQuestionType(sectionId, question.id, qtype))
          }
        />
      </FormField>
      {question.qtype === 'multiple-choice' ? null : (
        <FormField
          label={t('builder.points')}
          id={`qb-${question.id}-points`}
          hint={t('builder.pointsHint')}
        >
          <InputNumber
            min={0}
            max={QUESTIONNAIRE_LIMITS.points}
            precision={0}
            value={question.points}
            disabled={readOnly}
            onChange={(value) =>
              dispatch({ type: 'setPoints', ...ids, points: typeof value === 'number' ? value : 0 })
            }
          />
        </FormField>
      )}
      <div style={{ paddingTop: 28 }}>
        <Checkbox
          checked={question.required}
          disabled={readOnly}
          onChange={(e) => dispatch({ type: 'setRequired', ...ids, required: e.target.checked })}
        >
          {t('builder.required')}
        </Checkbox>
      </div>
    </Flex>
  );
}
