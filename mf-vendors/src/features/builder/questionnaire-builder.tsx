/**
 * The questionnaire builder (vendor registration and `/default-form`): the draft's
 * sections and questions, edited through the builder reducer's actions. Sections and
 * questions are added, removed and moved by buttons (the keyboard's way) or dragged by
 * their handle; a question's type, text, required flag, points (per choice for
 * multiple-choice) and show-when rule are set in place. The invalid flags of a failed save
 * show as field errors under the name, the question text or the choices, and
 * `BuilderErrorSummary` lists which kinds of item are flagged (the custom-field errors).
 * Each card re-renders only when its own part of the draft changed, so a questionnaire of
 * 30 sections of 20 questions stays responsive.
 */
import { memo, useState, type Dispatch } from 'react';
import { Button, Flex, theme } from '@itam/shared/antd';
import { Card } from '@itam/shared/antd-display';
import { Checkbox, Input, Select } from '@itam/shared/antd-data';
import { InputNumber } from '@itam/shared/antd-input';
import { DeleteOutlined, PlusOutlined } from '@itam/shared/icons';
import { useTranslation } from '@itam/shared/i18n';
import { FormErrorSummary, FormField } from '@itam/shared/ui';
import { QUESTIONNAIRE_LIMITS } from '@itam/shared/contracts/vendors';
import {
  builderActions,
  customFieldErrors,
  isFileType,
  questionCount,
  type BuilderAction,
  type DraftChoice,
  type DraftQuestion,
  type DraftQuestionType,
  type DraftSection,
} from './builder-reducer';
import { DragReorderProvider, useDragReorder } from './drag-reorder';

/** The types offered; `upload-file` reads as the file question it is. */
const TYPE_OPTIONS = ['question-answer', 'multiple-choice', 'file-question'] as const;

/** A multiple-choice question a later question's rule may name. */
interface RuleSource {
  questionId: string;
  label: string;
  choices: { id: string; text: string }[];
}

/** Each question's earlier multiple-choice questions (with choices), by section and question id. */
type EarlierRules = ReadonlyMap<string, ReadonlyMap<string, readonly RuleSource[]>>;

const ruleValue = (questionId: string, choiceId: string) => `${questionId}::${choiceId}`;

/** DOM ids of the builder's controls (the draft's ids are unique across it). */
export const builderFieldId = {
  sectionName: (sectionId: string) => `qb-${sectionId}-name`,
  sectionDescription: (sectionId: string) => `qb-${sectionId}-description`,
  question: (questionId: string) => `qb-${questionId}-text`,
  choice: (choiceId: string) => `qb-${choiceId}-text`,
};

export interface QuestionnaireBuilderProps {
  sections: readonly DraftSection[];
  dispatch: Dispatch<BuilderAction>;
  /** Shown, not editable (a role without the questionnaire edit permission). */
  readOnly?: boolean;
}

export function QuestionnaireBuilder({
  sections,
  dispatch,
  readOnly = false,
}: QuestionnaireBuilderProps) {
  const { t } = useTranslation('vendors');
  const earlier = useEarlierRules(sections, t('builder.untitledQuestion'));

  return (
    <DragReorderProvider>
      <Flex vertical gap={16} data-testid="questionnaire-builder">
        {sections.map((section, index) => (
          <SectionCard
            key={section.id}
            section={section}
            index={index}
            count={sections.length}
            earlier={earlier.get(section.id)!}
            dispatch={dispatch}
            readOnly={readOnly}
          />
        ))}
        {readOnly ? null : (
          <Flex gap={8} wrap>
            <Button
              icon={<PlusOutlined />}
              onClick={() => dispatch(builderActions.addSection())}
              disabled={sections.length >= QUESTIONNAIRE_LIMITS.sections}
            >
              {t('builder.addSection')}
            </Button>
            <ResetButton onReset={() => dispatch(builderActions.resetForm())} />
          </Flex>
        )}
      </Flex>
    </DragReorderProvider>
  );
}

/** Starting again asks first: it drops every section and question of the draft. */
function ResetButton({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation('vendors');
  const [asking, setAsking] = useState(false);
  if (!asking) return <Button onClick={() => setAsking(true)}>{t('builder.reset')}</Button>;
  return (
    <Flex gap={8} align="center" wrap role="group" aria-label={t('builder.reset')}>
      <span role="status">{t('builder.resetQuestion')}</span>
      <Button
        danger
        onClick={() => {
          setAsking(false);
          onReset();
        }}
      >
        {t('builder.resetConfirm')}
      </Button>
      <Button autoFocus onClick={() => setAsking(false)}>
        {t('builder.resetCancel')}
      </Button>
    </Flex>
  );
}

/**
 * For each question, the multiple-choice questions (with choices) before it, which its
 * show-when rule may name. Every list, source and section's map is kept the same object
 * while its content is unchanged, so that a card renders again only when its own choice of
 * rules changed: adding a question renders its section alone, and typing in a question
 * renders only the cards whose rules name it. One pass over the questions per change.
 */
function useEarlierRules(sections: readonly DraftSection[], untitled: string): EarlierRules {
  // The last pass, kept as state: a new draft derives its lists from it during render.
  const [last, setLast] = useState(() => ({
    sections,
    untitled,
    rules: earlierRules(sections, untitled, NO_RULES),
  }));
  if (last.sections === sections && last.untitled === untitled) return last.rules.bySection;
  const next = { sections, untitled, rules: earlierRules(sections, untitled, last.rules) };
  setLast(next);
  return next.rules.bySection;
}

interface RulesPass {
  sources: ReadonlyMap<string, RuleSource>;
  /** prefixes[i]: the first i sources. */
  prefixes: readonly (readonly RuleSource[])[];
  bySection: EarlierRules;
}

const NO_RULES: RulesPass = { sources: new Map(), prefixes: [], bySection: new Map() };

/** useEarlierRules' pass over the draft, reusing `before`'s objects where nothing changed. */
function earlierRules(
  sections: readonly DraftSection[],
  untitled: string,
  before: RulesPass,
): RulesPass {
  const sources = new Map<string, RuleSource>();
  const prefixes: (readonly RuleSource[])[] = [before.prefixes[0] ?? []];
  let reused = true;
  const bySection = new Map<string, ReadonlyMap<string, readonly RuleSource[]>>();
  let changed = before.bySection.size !== sections.length;
  for (const section of sections) {
    const lists = new Map<string, readonly RuleSource[]>();
    for (const q of section.questions) {
      lists.set(q.id, prefixes.at(-1)!);
      if (q.qtype !== 'multiple-choice' || q.choices.length === 0) continue;
      const fresh: RuleSource = {
        questionId: q.id,
        label: q.question.trim() || untitled,
        choices: q.choices.map((c) => ({ id: c.id, text: c.text })),
      };
      const old = before.sources.get(q.id);
      const source = old && JSON.stringify(old) === JSON.stringify(fresh) ? old : fresh;
      sources.set(q.id, source);
      const n = prefixes.length;
      const kept = before.prefixes[n];
      reused = reused && kept !== undefined && kept[n - 1] === source;
      prefixes.push(reused ? kept! : [...prefixes.at(-1)!, source]);
    }
    const old = before.bySection.get(section.id);
    const same =
      old !== undefined &&
      old.size === lists.size &&
      [...lists].every(([id, list]) => old.get(id) === list);
    bySection.set(section.id, same ? old : lists);
    changed ||= !same;
  }
  return { sources, prefixes, bySection: changed ? bySection : before.bySection };
}

interface SectionCardProps {
  section: DraftSection;
  index: number;
  count: number;
  /** Each of its questions' earlier multiple-choice questions, by question id. */
  earlier: ReadonlyMap<string, readonly RuleSource[]>;
  dispatch: Dispatch<BuilderAction>;
  readOnly: boolean;
}

const SectionCard = memo(function SectionCard({
  section,
  index,
  count,
  earlier,
  dispatch,
  readOnly,
}: SectionCardProps) {
  const { t } = useTranslation('vendors');
  const { token } = theme.useToken();
  const n = index + 1;
  const { handle, target } = useDragReorder({ kind: 'section', index }, (from, to) =>
    dispatch({ type: 'moveSection', from, to }),
  );
  const titleId = `qb-${section.id}-title`;
  const nameError =
    !section.validSection && !section.name.trim() ? t('builder.errors.sectionName') : null;
  const descriptionError =
    !section.validSection && section.name.trim() ? t('builder.errors.sectionDescription') : null;

  return (
    <section aria-labelledby={titleId} {...(readOnly ? {} : target)}>
      <Card
        size="small"
        title={
          <Flex align="center" gap={8}>
            {readOnly ? null : (
              <span
                {...handle}
                aria-hidden
                title={t('builder.dragSection')}
                data-testid={`drag-section-${n}`}
                style={{ cursor: 'grab', color: token.colorTextDescription, userSelect: 'none' }}
              >
                ⠿
              </span>
            )}
            <span id={titleId}>{t('builder.sectionTitle', { n })}</span>
          </Flex>
        }
        extra={
          readOnly ? null : (
            <Flex gap={4}>
              <Button
                size="small"
                aria-label={t('builder.moveSectionUp', { n })}
                disabled={index === 0}
                onClick={() => dispatch({ type: 'moveSection', from: index, to: index - 1 })}
              >
                <span aria-hidden>↑</span>
              </Button>
              <Button
                size="small"
                aria-label={t('builder.moveSectionDown', { n })}
                disabled={index === count - 1}
                onClick={() => dispatch({ type: 'moveSection', from: index, to: index + 1 })}
              >
                <span aria-hidden>↓</span>
              </Button>
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('builder.removeSection', { n })}
                disabled={count <= 1}
                onClick={() => dispatch({ type: 'removeSection', sectionId: section.id })}
              />
            </Flex>
          )
        }
      >
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
        <Flex vertical gap={12}>
          {section.questions.map((question, i) => (
            <QuestionCard
              key={question.id}
              sectionId={section.id}
              sectionNumber={n}
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
            {t('builder.addQuestion', { n })}
          </Button>
        )}
      </Card>
    </section>
  );
});

interface QuestionCardProps {
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

const QuestionCard = memo(function QuestionCard({
  sectionId,
  sectionNumber,
  question,
  index,
  last,
  earlier,
  dispatch,
  readOnly,
}: QuestionCardProps) {
  const { t } = useTranslation('vendors');
  const { token } = theme.useToken();
  const n = index + 1;
  const names = { n, section: sectionNumber };
  const { handle, target } = useDragReorder({ kind: 'question', sectionId, index }, (from, to) =>
    dispatch({ type: 'moveQuestion', sectionId, from, to }),
  );
  const ids = { sectionId, questionId: question.id };
  const titleId = `qb-${question.id}-title`;
  const error = questionError(question, t);
  const typeValue: DraftQuestionType = isFileType(question.qtype)
    ? 'file-question'
    : question.qtype;

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
      <Flex align="center" justify="space-between" gap={8} style={{ marginBottom: 8 }}>
        <Flex align="center" gap={8}>
          {readOnly ? null : (
            <span
              {...handle}
              aria-hidden
              title={t('builder.dragQuestion')}
              data-testid={`drag-question-${sectionNumber}-${n}`}
              style={{ cursor: 'grab', color: token.colorTextDescription, userSelect: 'none' }}
            >
              ⠿
            </span>
          )}
          <strong id={titleId}>{t('builder.questionTitle', names)}</strong>
        </Flex>
        {readOnly ? null : (
          <Flex gap={4}>
            <Button
              size="small"
              aria-label={t('builder.moveQuestionUp', names)}
              disabled={index === 0}
              onClick={() =>
                dispatch({ type: 'moveQuestion', sectionId, from: index, to: index - 1 })
              }
            >
              <span aria-hidden>↑</span>
            </Button>
            <Button
              size="small"
              aria-label={t('builder.moveQuestionDown', names)}
              disabled={last}
              onClick={() =>
                dispatch({ type: 'moveQuestion', sectionId, from: index, to: index + 1 })
              }
            >
              <span aria-hidden>↓</span>
            </Button>
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('builder.removeQuestion', names)}
              onClick={() => dispatch({ type: 'removeQuestion', ...ids })}
            />
          </Flex>
        )}
      </Flex>
      <BuilderText
        label={t('builder.questionText')}
        id={builderFieldId.question(question.id)}
        required
        error={error}
        value={question.question}
        rows={2}
        maxLength={QUESTIONNAIRE_LIMITS.question}
        readOnly={readOnly}
        onChange={(text) => dispatch({ type: 'editQuestion', ...ids, question: text })}
      />
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
                dispatch({
                  type: 'setPoints',
                  ...ids,
                  points: typeof value === 'number' ? value : 0,
                })
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
      {question.qtype === 'multiple-choice' ? (
        <ChoicesEditor
          sectionId={sectionId}
          questionId={question.id}
          questionNumber={n}
          choices={question.choices}
          flagged={!question.validQuestion}
          dispatch={dispatch}
          readOnly={readOnly}
        />
      ) : null}
      {earlier.length ? (
        <FormField
          label={t('builder.showWhen')}
          id={`qb-${question.id}-rule`}
          hint={t('builder.showWhenHint')}
        >
          <Select<string>
            style={{ width: '100%', maxWidth: 480 }}
            allowClear
            placeholder={t('builder.alwaysShown')}
            disabled={readOnly}
            value={
              question.showWhen
                ? ruleValue(question.showWhen.questionId, question.showWhen.choiceId)
                : undefined
            }
            options={earlier.map((source) => ({
              label: source.label,
              title: source.label,
              options: source.choices.map((c) => ({
                value: ruleValue(source.questionId, c.id),
                label: `${source.label}: ${c.text.trim() || t('builder.untitledChoice')}`,
              })),
            }))}
            onChange={(value?: string) => {
              const [questionId, choiceId] = value ? value.split('::') : [];
              dispatch({
                type: 'setShowWhen',
                ...ids,
                showWhen: questionId && choiceId ? { questionId, choiceId } : null,
              });
            }}
          />
        </FormField>
      ) : null}
    </div>
  );
});

interface ChoicesEditorProps {
  sectionId: string;
  questionId: string;
  questionNumber: number;
  choices: DraftChoice[];
  flagged: boolean;
  dispatch: Dispatch<BuilderAction>;
  readOnly: boolean;
}

function ChoicesEditor({
  sectionId,
  questionId,
  questionNumber,
  choices,
  flagged,
  dispatch,
  readOnly,
}: ChoicesEditorProps) {
  const { t } = useTranslation('vendors');
  const ids = { sectionId, questionId };
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend style={{ fontSize: 'inherit', marginBottom: 8 }}>
        {t('builder.choices', { n: questionNumber })}
      </legend>
      {choices.map((choice, i) => {
        const error = flagged && !choice.text.trim() ? t('builder.errors.choiceText') : null;
        return (
          <Flex key={choice.id} gap={8} align="flex-start" wrap>
            <div style={{ flex: '1 1 240px' }}>
              <BuilderText
                label={t('builder.choiceLabel', { n: i + 1 })}
                id={builderFieldId.choice(choice.id)}
                required
                error={error}
                value={choice.text}
                maxLength={QUESTIONNAIRE_LIMITS.choice}
                readOnly={readOnly}
                onChange={(text) =>
                  dispatch({ type: 'editChoice', ...ids, choiceId: choice.id, changes: { text } })
                }
              />
            </div>
            <FormField
              label={t('builder.choicePoints', { n: i + 1 })}
              id={`qb-${choice.id}-points`}
            >
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
                    choiceId: choice.id,
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
                aria-label={t('builder.removeChoice', { n: i + 1 })}
                onClick={() => dispatch({ type: 'removeChoice', ...ids, choiceId: choice.id })}
              />
            )}
          </Flex>
        );
      })}
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

/**
 * The custom-field error flags of a failed save, at the top of the form: which kinds of
 * item need attention (and when the draft has no question at all).
 */
export function BuilderErrorSummary({
  sections,
  attempted,
}: {
  sections: readonly DraftSection[];
  /** Only after a save was tried. */
  attempted: boolean;
}) {
  const { t } = useTranslation('vendors');
  if (!attempted) return null;
  const flags = customFieldErrors(sections);
  const errors = [
    ...(flags.section ? [{ field: 'section', message: t('builder.summary.section') }] : []),
    ...(flags.question ? [{ field: 'question', message: t('builder.summary.question') }] : []),
    ...(flags.upload ? [{ field: 'upload', message: t('builder.summary.upload') }] : []),
    ...(questionCount(sections) === 0
      ? [{ field: 'questions', message: t('builder.summary.noQuestion') }]
      : []),
  ];
  return <FormErrorSummary errors={errors} />;
}

/**
 * One text field of the builder (a section's name or description, a question's text, a
 * choice): labelled, its error shown and announced, limited to the contract's length, and
 * locked when the questionnaire is read-only. `rows` makes it a text area.
 */
function BuilderText({
  label,
  id,
  required,
  error,
  value,
  maxLength,
  rows,
  readOnly,
  onChange,
}: {
  label: string;
  id: string;
  required?: boolean;
  error?: string | null;
  value: string;
  maxLength: number;
  rows?: number;
  readOnly: boolean;
  onChange: (value: string) => void;
}) {
  const shared = {
    value,
    maxLength,
    disabled: readOnly,
    status: error ? ('error' as const) : undefined,
  };
  return (
    <FormField label={label} id={id} required={required} error={error}>
      {rows ? (
        <Input.TextArea {...shared} rows={rows} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <Input {...shared} onChange={(e) => onChange(e.target.value)} />
      )}
    </FormField>
  );
}
