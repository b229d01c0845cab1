import { renderWithProviders } from '../../testing';
import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormErrorSummary, issuesByField } from '../form-error-summary';
import { FormField } from '../form-field';

describe('FormField', () => {
  it('labels the control and describes it with the hint', () => {
    renderWithProviders(
      <FormField label="Serial number" hint="Under the battery">
        <input />
      </FormField>,
    );
    const input = screen.getByLabelText('Serial number');
    expect(input).toHaveAccessibleDescription('Under the battery');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows the error, marks the control invalid and required', () => {
    renderWithProviders(
      <FormField label="Serial number" required hint="Under the battery" error="Already exists">
        <input />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: /Serial number/ });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('Under the battery Already exists');
  });

  it('hands id, aria props and the error status to a render function', () => {
    const render = jest.fn((control: object) => <input {...control} />);
    renderWithProviders(
      <FormField label="Branch" id="branch" error="Choose one" disabled>
        {render}
      </FormField>,
    );
    expect(render).toHaveBeenCalledWith(
      expect.objectContaining({
        id: 'branch',
        status: 'error',
        'aria-invalid': true,
        disabled: true,
      }),
    );
    expect(screen.getByLabelText('Branch')).toBeDisabled();
  });
});

describe('FormErrorSummary', () => {
  it('lists the errors as an alert whose links focus their controls', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <FormErrorSummary
          errors={[
            { field: 'serial', message: 'Serial taken', fieldId: 'serial' },
            { field: 'form', message: 'Try later' },
          ]}
        />
        <FormField label="Serial" id="serial">
          <input />
        </FormField>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the following:');
    expect(screen.getByText('Try later')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Serial taken' }));
    expect(screen.getByLabelText('Serial')).toHaveFocus();
  });

  it('renders nothing without errors', () => {
    const { container } = renderWithProviders(<FormErrorSummary errors={[]} />);
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('maps field issues to one message per field', () => {
    expect(
      issuesByField([
        { field: 'a', message: 'first' },
        { field: 'a', message: 'second' },
        { field: 'b', message: 'other' },
      ]),
    ).toEqual({ a: 'first', b: 'other' });
  });
});
