/**
 * A multiple-choice question's choices: each one's text (flagged when blank after a failed
 * save) and points, removed one by one, and the button adding one.
 */
import type { Dispatch } from 'react';
import { Button, Flex } from '@itam/shared/antd';
import { InputNumber } from '@itam/shared/antd-input';
import { DeleteOutlined, PlusOutlined } from '@itam/shared/icons';
import { useTranslation } from '@itam/shared/i18n';
import { FormField } from '@itam/shared/ui';
import { QUESTIONNAIRE_LIMITS } from '@itam/shared/contracts/vendors';
import { builderActions, type BuilderAction } from './builder-actions';
import type { DraftChoice } from './builder-draft';
import { BuilderText, builderFieldId } from './builder-text';

export interface ChoicesEditorProps {
  sectionId: string;
  questionId: string;
  questionNumber: number;
  choices: DraftChoice[];
  flagged: boolean;
  dispatch: Dispatch<BuilderAction>;
  readOnly: boolean;
}

export function ChoicesEditor({
  sectionId,
  questionId,
  questionNumber,
  choices,
  flagged,
  dispatch,
  readOnly,
}: ChoicesEditorProps) {
  const { t } = useTranslation('vendors');
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend style={{ fontSize: 'inherit', marginBottom: 8 }}>
        {t('builder.choices', { n: questionNumber })}
      </legend>
      {choices.map((choice, i) => (
        <ChoiceRow
          key={choice.id}
          ids={{ sectionId, questionId, choiceId: choice.id }}
          choice={choice}
          n={i + 1}
          flagged={flagged}
          dispatch={dispatch}
          readOnly={readOnly}
        />
      ))}
      {readOnly ? null : (
        <Button
          size="small"
          icon={<PlusOutlined />}
          disabled={choices.length >= QUESTIONNAIRE_LIMITS.choices}
          onClick={() => dispatch(builderActions.addChoice(sectionId, questionId))}
        >
          {t('builder.addChoice')}
        </Button>
      )}
    </fieldset>
  );
}

/** One choice: its text, its points and its remove button. */
function ChoiceRow({
  ids,
  choice,
  n,
  flagged,
  dispatch,
  readOnly,
}: {
  ids: { sectionId: string; questionId: string; choiceId: string };
  choice: DraftChoice;
  /** Its place among the question's choices, from 1. */
  n: number;
  flagged: boolean;
  dispatch: Dispatch<BuilderAction>;
  readOnly: boolean;
}) {
  const { t } = useTranslation('vendors');
  const error = flagged && !choice.text.trim() ? t('builder.errors.choiceText') : null;
  return (
    <Flex gap={8} align="flex-start" wrap>
      <div style={{ flex: '1 1 240px' }}>
        <BuilderText
          label={t('builder.choiceLabel', { n })}
          id={builderFieldId.choice(choice.id)}
          required
          error={error}
          value={choice.text}
          maxLength={QUESTIONNAIRE_LIMITS.choice}
          readOnly={readOnly}
          onChange={(text) => dispatch({ type: 'editChoice', ...ids, changes: { text } })}
        />
      </div>
      <FormField label={t('builder.choicePoints', { n })} id={`qb-${choice.id}-points`}>
        <InputNumber
          min={0}
          max={QUESTIONNAIRE_LIMITS.points}
          precision={0}
          value={choice.points}
          disabled={readOnly}
          onChange={(value) =>
            dispatch({
              type: 'editChoice',
              ...ids,
              changes: { points: typeof value === 'number' ? value : 0 },
            })
          }
        />
      </FormField>
      {readOnly ? null : (
        <Button
          style={{ marginTop: 28 }}
          danger
          icon={<DeleteOutlined />}
          aria-label={t('builder.removeChoice', { n })}
          onClick={() => dispatch({ type: 'removeChoice', ...ids })}
        />
      )}
    </Flex>
  );
}
