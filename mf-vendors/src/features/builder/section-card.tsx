/**
 * One section of the builder: its title with the drag handle and the move and remove
 * buttons, its name and description (with their errors after a failed save), its question
 * cards and the button adding a question. Renders again only when its own part of the
 * draft changed.
 */
import { memo, type Dispatch } from 'react';
import { Button, Flex, theme } from '@itam/shared/antd';
import { Card } from '@itam/shared/antd-display';
import { PlusOutlined } from '@itam/shared/icons';
import { useTranslation } from '@itam/shared/i18n';
import { QUESTIONNAIRE_LIMITS } from '@itam/shared/contracts/vendors';
import { builderActions, type BuilderAction } from './builder-actions';
import type { DraftSection } from './builder-draft';
import { BuilderText, builderFieldId } from './builder-text';
import { DragHandle, ReorderButtons } from './card-controls';
import { useDragReorder } from './drag-reorder';
import type { RuleSource } from './earlier-rules';
import { QuestionCard } from './question-card';

export interface SectionCardProps {
  section: DraftSection;
  index: number;
  count: number;
  /** Each of its questions' earlier multiple-choice questions, by question id. */
  earlier: ReadonlyMap<string, readonly RuleSource[]>;
  dispatch: Dispatch<BuilderAction>;
  readOnly: boolean;
}

export const SectionCard = memo(function SectionCard({
  section,
  index,
  count,
  earlier,
  dispatch,
  readOnly,
}: SectionCardProps) {
  const { t } = useTranslation('vendors');
  const n = index + 1;
  const move = (from: number, to: number) => dispatch({ type: 'moveSection', from, to });
  const { handle, target } = useDragReorder({ kind: 'section', index }, move);
  const titleId = `qb-${section.id}-title`;
  return (
    <section aria-labelledby={titleId} {...(readOnly ? {} : target)}>
      <Card
        size="small"
        title={
          <Flex align="center" gap={8}>
            {readOnly ? null : (
              <DragHandle
                handle={handle}
                title={t('builder.dragSection')}
                testId={`drag-section-${n}`}
              />
            )}
            <span id={titleId}>{t('builder.sectionTitle', { n })}</span>
          </Flex>
        }
        extra={
          readOnly ? null : (
            <ReorderButtons
              labels={{
                up: t('builder.moveSectionUp', { n }),
                down: t('builder.moveSectionDown', { n }),
                remove: t('builder.removeSection', { n }),
              }}
              index={index}
              last={index === count - 1}
              removable={count > 1}
              onMove={move}
              onRemove={() => dispatch({ type: 'removeSection', sectionId: section.id })}
            />
          )
        }
      >
        <SectionFields section={section} dispatch={dispatch} readOnly={readOnly} />
        <SectionQuestions
          section={section}
          sectionNumber={n}
          earlier={earlier}
          dispatch={dispatch}
          readOnly={readOnly}
        />
      </Card>
    </section>
  );
});

/** The section's name and description, flagged after a failed save. */
function SectionFields({
  section,
  dispatch,
  readOnly,
}: Pick<SectionCardProps, 'section' | 'dispatch' | 'readOnly'>) {
  const { t } = useTranslation('vendors');
  const nameError =
    !section.validSection && !section.name.trim() ? t('builder.errors.sectionName') : null;
  const descriptionError =
    !section.validSection && section.name.trim() ? t('builder.errors.sectionDescription') : null;
  return (
    <>
      <BuilderText
        label={t('builder.sectionName')}
        id={builderFieldId.sectionName(section.id)}
        required
        error={nameError}
        value={section.name}
        maxLength={QUESTIONNAIRE_LIMITS.sectionName}
        readOnly={readOnly}
        onChange={(name) =>
          dispatch({ type: 'editSection', sectionId: section.id, changes: { name } })
        }
      />
      <BuilderText
        label={t('builder.sectionDescription')}
        id={builderFieldId.sectionDescription(section.id)}
        error={descriptionError}
        value={section.description}
        rows={2}
        maxLength={QUESTIONNAIRE_LIMITS.sectionDescription}
        readOnly={readOnly}
        onChange={(description) =>
          dispatch({ type: 'editSection', sectionId: section.id, changes: { description } })
        }
      />
    </>
  );
}

/** The section's question cards, and the button adding one. */
function SectionQuestions({
  section,
  sectionNumber,
  earlier,
  dispatch,
  readOnly,
}: Omit<SectionCardProps, 'index' | 'count'> & { sectionNumber: number }) {
  const { t } = useTranslation('vendors');
  const { token } = theme.useToken();
  return (
    <>
      <Flex vertical gap={12}>
        {section.questions.map((question, i) => (
          <QuestionCard
            key={question.id}
            sectionId={section.id}
            sectionNumber={sectionNumber}
            question={question}
            index={i}
            last={i === section.questions.length - 1}
            earlier={earlier.get(question.id)!}
            dispatch={dispatch}
            readOnly={readOnly}
          />
        ))}
        {section.questions.length === 0 ? (
          <span style={{ color: token.colorTextDescription }}>{t('builder.noQuestions')}</span>
        ) : null}
      </Flex>
      {readOnly ? null : (
        <Button
          style={{ marginTop: 12 }}
          icon={<PlusOutlined />}
          disabled={section.questions.length >= QUESTIONNAIRE_LIMITS.questionsPerSection}
          onClick={() => dispatch(builderActions.addQuestion(section.id))}
        >
          {t('builder.addQuestion', { n: sectionNumber })}
        </Button>
      )}
    </>
  );
}
