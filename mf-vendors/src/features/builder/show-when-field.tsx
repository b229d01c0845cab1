/**
 * A question's show-when rule: always shown, or only when an earlier multiple-choice
 * question has one of its choices chosen (the select groups the choices by question).
 */
import type { ShowWhen } from '@itam/shared/contracts/vendors';
import { Select } from '@itam/shared/antd-data';
import { useTranslation } from '@itam/shared/i18n';
import { FormField } from '@itam/shared/ui';
import { ruleValue, type RuleSource } from './earlier-rules';

export function ShowWhenField({
  questionId,
  showWhen,
  earlier,
  readOnly,
  onChange,
}: {
  questionId: string;
  showWhen: ShowWhen | null;
  /** The multiple-choice questions before it. */
  earlier: readonly RuleSource[];
  readOnly: boolean;
  onChange: (showWhen: ShowWhen | null) => void;
}) {
  const { t } = useTranslation('vendors');
  return (
    <FormField
      label={t('builder.showWhen')}
      id={`qb-${questionId}-rule`}
      hint={t('builder.showWhenHint')}
    >
      <Select<string>
        style={{ width: '100%', maxWidth: 480 }}
        allowClear
        placeholder={t('builder.alwaysShown')}
        disabled={readOnly}
        value={showWhen ? ruleValue(showWhen.questionId, showWhen.choiceId) : undefined}
        options={earlier.map((source) => ({
          label: source.label,
          title: source.label,
          options: source.choices.map((c) => ({
            value: ruleValue(source.questionId, c.id),
            label: `${source.label}: ${c.text.trim() || t('builder.untitledChoice')}`,
          })),
        }))}
        onChange={(value?: string) => {
          const [ruleQuestion, choiceId] = value ? value.split('::') : [];
          onChange(ruleQuestion && choiceId ? { questionId: ruleQuestion, choiceId } : null);
        }}
      />
    </FormField>
  );
}
