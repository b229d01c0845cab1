/**
 * The questionnaire builder (vendor registration and `/default-form`): the draft's
 * sections and questions, edited through the builder reducer's actions. Sections and
 * questions are added, removed and moved by buttons (the keyboard's way) or dragged by
 * their handle; a question's type, text, required flag, points (per choice for
 * multiple-choice) and show-when rule are set in place. The invalid flags of a failed save
 * show as field errors under the name, the question text or the choices, and
 * `BuilderErrorSummary` lists which kinds of item are flagged (the custom-field errors).
 * Each card re-renders only when its own part of the draft changed, so a questionnaire of
 * 30 sections of 20 questions stays responsive. The cards are section-card.tsx,
 * question-card.tsx and choices-editor.tsx; the rules a question may take, earlier-rules.ts.
 */
import { useState, type Dispatch } from 'react';
import { Button, Flex } from '@itam/shared/antd';
import { PlusOutlined } from '@itam/shared/icons';
import { useTranslation } from '@itam/shared/i18n';
import { FormErrorSummary } from '@itam/shared/ui';
import { QUESTIONNAIRE_LIMITS } from '@itam/shared/contracts/vendors';
import { builderActions, type BuilderAction } from './builder-actions';
import type { DraftSection } from './builder-draft';
import { customFieldErrors, questionCount } from './draft-checks';
import { DragReorderProvider } from './drag-reorder';
import { useEarlierRules } from './earlier-rules';
import { SectionCard } from './section-card';

export { builderFieldId } from './builder-text';

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
