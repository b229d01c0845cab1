import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Input, Select } from '../antd/data';
import { FormField, type FormFieldProps } from './form-field';

/** A labelled control with hint and error; pass an element, or a function for antd's `status`. */
const meta = {
  title: 'Forms/FormField',
  component: FormField,
  args: {
    label: 'Serial number',
    children: ((control) => (
      <Input {...control} placeholder="e.g. 5CG1234XYZ" />
    )) as FormFieldProps['children'],
  },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = { args: { hint: 'Printed under the battery or in the BIOS.' } };

export const Required: Story = { args: { required: true } };

export const WithError: Story = {
  args: {
    required: true,
    hint: 'Printed under the battery or in the BIOS.',
    error: 'An asset with this serial number already exists.',
  },
};

export const Disabled: Story = {
  args: { disabled: true, hint: 'Set by the discovery agent; it cannot be edited.' },
};

/** A native control passed as an element gets the id and aria attributes too. */
export const NativeControl: Story = {
  args: {
    label: 'Condition',
    error: 'Choose a condition.',
    children: (
      <select defaultValue="">
        <option value="" disabled>
          Choose…
        </option>
        <option value="new">New</option>
        <option value="used">Used</option>
      </select>
    ),
  },
};

export const AntdSelect: Story = {
  args: {
    label: 'Branch',
    required: true,
    error: 'Choose the branch the asset belongs to.',
    children: (control) => (
      <Select
        {...control}
        style={{ width: 240 }}
        placeholder="Choose a branch"
        options={[{ value: 'blr', label: 'Bengaluru' }]}
      />
    ),
  },
};

export const LongText: Story = {
  args: {
    label:
      'Reason for moving the asset out of the inventory of the branch before the end of its depreciation period',
    required: true,
    hint: 'Finance reads this when approving the disposal: say what happened, when, who reported it and whether the data on the disk was wiped, in at least two sentences.',
    error:
      'The reason must be at least 40 characters long and must not repeat the asset name; it currently has 12 characters.',
    children: (control) => <Input.TextArea {...control} rows={3} />,
  },
};
