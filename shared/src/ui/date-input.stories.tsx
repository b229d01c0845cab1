import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formatDate, getI18n } from '../i18n';
import { DateInput, type DateInputProps } from './date-input';
import { FormField } from './form-field';

/** The date as a form holds it (ISO), in a labelled field. */
function DateField(props: DateInputProps & { label?: string; error?: string }) {
  const { label = 'Purchase date', error, onChange, value: initial, ...rest } = props;
  const [value, setValue] = useState(initial ?? '');
  return (
    <div style={{ minHeight: 380 }}>
      <FormField label={label} id="story-date" error={error}>
        {(control) => (
          <DateInput
            {...control}
            {...rest}
            value={value}
            onChange={(next) => {
              setValue(next);
              onChange?.(next);
            }}
          />
        )}
      </FormField>
      <output data-testid="iso-value">{value}</output>
    </div>
  );
}

/**
 * The kit's date input: days shown and typed as the product writes them (5 Mar 2026, in
 * Hindi 5 मार्च 2026), "today" in the company's time zone, the value an ISO day.
 */
const meta = {
  title: 'Forms/DateInput',
  component: DateField,
  args: { onChange: fn(), value: '2026-03-05' },
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Empty: Story = { args: { value: '' } };

export const WithError: Story = {
  args: { label: 'Warranty end date', error: 'Must be on or after the purchase date.' },
};

export const Disabled: Story = { args: { disabled: true } };

/** Only days between min and max can be picked. */
export const MinAndMax: Story = { args: { min: '2026-03-01', max: '2026-03-20' } };

/** Typed as it is shown (or d/m/yyyy, or ISO), the form receives the ISO day. */
export const Typed: Story = {
  args: { value: '' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByRole('textbox', { name: 'Purchase date' });
    await userEvent.click(input);
    await userEvent.type(input, '14/9/2026{Enter}');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('2026-09-14'));
    await userEvent.tab();
    const shown = formatDate('2026-09-14', getI18n().language);
    await waitFor(() => expect(input).toHaveValue(shown));
    await expect(canvas.getByTestId('iso-value')).toHaveTextContent('2026-09-14');
  },
};
