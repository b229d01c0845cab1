import { renderWithProviders } from '../../testing';
import '@testing-library/jest-dom';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { getI18n, setFormatContext } from '../../i18n';
import { DateInput, type DateInputProps } from '../date-input';
import { FormField } from '../form-field';

/** A date field as a form holds it: the value an ISO day string. */
function Field(
  props: Partial<DateInputProps> & { initial?: string; onValue?: (v: string) => void },
) {
  const { initial = '', onValue, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <FormField label="Purchase date" id="purchase-date">
      {(control) => (
        <DateInput
          {...control}
          {...rest}
          value={value}
          onChange={(next) => {
            setValue(next);
            onValue?.(next);
          }}
        />
      )}
    </FormField>
  );
}

afterEach(async () => {
  setFormatContext({ timeZone: 'Asia/Kolkata' });
  await act(() => getI18n().changeLanguage('en'));
  jest.useRealTimers();
});

describe('DateInput', () => {
  it("is labelled by its field and shows the ISO value as the kit's formatter writes it", async () => {
    renderWithProviders(<Field initial="2026-03-05" />);
    const input = await screen.findByRole('textbox', { name: 'Purchase date' });
    expect(input).toHaveValue('5 Mar 2026');
    expect(input).toHaveAttribute('placeholder', 'Pick or type a date');
  });

  it('writes and reads the day in Hindi as Hindi screens write it', async () => {
    const user = userEvent.setup();
    const onValue = jest.fn();
    renderWithProviders(<Field initial="2026-03-05" onValue={onValue} />);
    const input = await screen.findByRole('textbox', { name: 'Purchase date' });
    await act(() => getI18n().changeLanguage('hi'));
    expect(input).toHaveValue('5 मार्च 2026');
    expect(input).toHaveAttribute('placeholder', 'तारीख चुनें या लिखें');
    await user.clear(input);
    await user.type(input, '14 अगस्त 2026{Enter}');
    await waitFor(() => expect(onValue).toHaveBeenLastCalledWith('2026-08-14'));
    await user.tab();
    await waitFor(() => expect(input).toHaveValue('14 अग॰ 2026'));
  });

  it.each([
    ['the shown form', '14 Sept 2026'],
    ['a full month name', '14 September 2026'],
    ['day/month/year', '14/9/2026'],
    ['the ISO form', '2026-09-14'],
  ])('reads a typed day in %s and gives the form an ISO string', async (_, typed) => {
    const user = userEvent.setup();
    const onValue = jest.fn();
    renderWithProviders(<Field onValue={onValue} />);
    const input = await screen.findByRole('textbox', { name: 'Purchase date' });
    await user.click(input);
    await user.type(input, `${typed}{Enter}`);
    await waitFor(() => expect(onValue).toHaveBeenLastCalledWith('2026-09-14'));
    await user.tab();
    // As formatDate writes it (Intl's month names: 'Sept').
    await waitFor(() => expect(input).toHaveValue('14 Sept 2026'));
  });

  it('takes a typed day when focus moves on', async () => {
    const user = userEvent.setup();
    const onValue = jest.fn();
    renderWithProviders(<Field onValue={onValue} />);
    const input = await screen.findByRole('textbox', { name: 'Purchase date' });
    await user.click(input);
    await user.type(input, '31 Mar 2028');
    await user.tab();
    await waitFor(() => expect(onValue).toHaveBeenLastCalledWith('2028-03-31'));
    expect(input).toHaveValue('31 Mar 2028');
  });

  it('clears to an empty string', async () => {
    const user = userEvent.setup();
    const onValue = jest.fn();
    renderWithProviders(<Field initial="2026-03-05" onValue={onValue} />);
    const input = await screen.findByRole('textbox', { name: 'Purchase date' });
    await user.clear(input);
    await user.tab();
    await waitFor(() => expect(onValue).toHaveBeenLastCalledWith(''));
  });

  it("marks today in the company's time zone, not the browser's", async () => {
    // 20:00 UTC on 5 March is already 6 March in Kolkata (UTC+5:30).
    jest.useFakeTimers({
      now: new Date('2026-03-05T20:00:00Z'),
      doNotFake: [
        'setTimeout',
        'setInterval',
        'queueMicrotask',
        'requestAnimationFrame',
        'clearTimeout',
        'clearInterval',
      ],
    });
    setFormatContext({ timeZone: 'Asia/Kolkata' });
    const user = userEvent.setup();
    const onValue = jest.fn();
    renderWithProviders(<Field onValue={onValue} />);
    await user.click(await screen.findByRole('textbox', { name: 'Purchase date' }));
    const today = await waitFor(() => {
      const cell = document.querySelector('.ant-picker-cell-today');
      expect(cell).not.toBeNull();
      return cell!;
    });
    expect(today).toHaveAttribute('title', '2026-03-06');
  });

  it('refuses days outside min and max', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Field initial="2026-03-15" min="2026-03-10" max="2026-03-20" />);
    await user.click(await screen.findByRole('textbox', { name: 'Purchase date' }));
    await waitFor(() =>
      expect(document.querySelector('td[title="2026-03-09"]')).toHaveClass(
        'ant-picker-cell-disabled',
      ),
    );
    expect(document.querySelector('td[title="2026-03-10"]')).not.toHaveClass(
      'ant-picker-cell-disabled',
    );
    expect(document.querySelector('td[title="2026-03-21"]')).toHaveClass(
      'ant-picker-cell-disabled',
    );
  });

  it('passes the field invalid state on to the input', async () => {
    renderWithProviders(
      <FormField label="Warranty end" id="warranty" error="Must be after the purchase date.">
        {(control) => <DateInput {...control} value="2026-01-01" />}
      </FormField>,
    );
    const input = await screen.findByRole('textbox', { name: 'Warranty end' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Must be after the purchase date.');
  });
});
