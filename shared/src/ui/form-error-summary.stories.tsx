import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Input } from '../antd/data';
import { DateInput } from './date-input';
import { FormErrorSummary, issuesByField } from './form-error-summary';
import { FormField } from './form-field';

const issues = [
  { field: 'serialNumber', message: 'An asset with this serial number already exists.' },
  { field: 'purchaseDate', message: 'The purchase date cannot be in the future.' },
];

/** The errors of a submitted form (a 400 answer's field issues), each linking to its control. */
const meta = {
  title: 'Forms/FormErrorSummary',
  component: FormErrorSummary,
  args: { errors: issues.map((issue) => ({ ...issue, fieldId: `asset-${issue.field}` })) },
} satisfies Meta<typeof FormErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With the form it belongs to: the links move focus to each control. */
export const WithForm: Story = {
  render: (args) => {
    const errors = issuesByField(issues);
    return (
      <form style={{ maxWidth: 420 }} onSubmit={(event) => event.preventDefault()}>
        <FormErrorSummary {...args} />
        <FormField label="Serial number" id="asset-serialNumber" error={errors.serialNumber}>
          {(control) => <Input {...control} defaultValue="5CG1234XYZ" />}
        </FormField>
        <FormField label="Purchase date" id="asset-purchaseDate" error={errors.purchaseDate}>
          {(control) => <DateInput {...control} value="2099-01-01" />}
        </FormField>
      </form>
    );
  },
};

/** Errors without a control to link to (e.g. a server error about the whole form). */
export const PlainText: Story = {
  args: { errors: [{ field: 'form', message: 'The asset type was deleted meanwhile.' }] },
};

export const LongText: Story = {
  args: {
    title:
      'The asset could not be saved for the following reasons, please correct them and submit the form again:',
    errors: Array.from({ length: 5 }, (_, index) => ({
      field: `field${index}`,
      message: `Field ${index + 1}: the value is longer than the 256 characters the register can store for this field, shorten it or move the details to the notes.`,
    })),
  },
};
