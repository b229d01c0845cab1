import '@testing-library/jest-dom';
import { render } from '@testing-library/react';
import { focusFirstError } from '../focus-first-error';

const scrolled: Element[] = [];
beforeEach(() => {
  scrolled.length = 0;
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
});

it('focuses and scrolls to the first invalid control, not the alert above it', () => {
  const { container, getByLabelText } = render(
    <form>
      <div role="alert">Please correct the fields marked below</div>
      <label htmlFor="a">Name</label>
      <input id="a" />
      <label htmlFor="b">Serial</label>
      <input id="b" aria-invalid="true" />
      <label htmlFor="c">Price</label>
      <input id="c" aria-invalid="true" />
    </form>,
  );
  expect(focusFirstError(container)).toBe(getByLabelText('Serial'));
  expect(getByLabelText('Serial')).toHaveFocus();
  expect(scrolled).toEqual([getByLabelText('Serial')]);
});

it("finds antd's marked item when the control carries no aria-invalid", () => {
  const { container, getByRole } = render(
    <div>
      <div className="ant-form-item ant-form-item-has-error">
        <input aria-label="Serial" />
      </div>
    </div>,
  );
  focusFirstError(container);
  expect(getByRole('textbox', { name: 'Serial' })).toHaveFocus();
});

it('focuses the form-level alert when no field is marked, making it focusable', () => {
  const { container, getByRole } = render(
    <form>
      <div role="alert">The server could not save the asset</div>
      <input aria-label="Name" />
    </form>,
  );
  focusFirstError(container);
  expect(getByRole('alert')).toHaveFocus();
  expect(getByRole('alert')).toHaveAttribute('tabindex', '-1');
});

it('does nothing without an error', () => {
  const { container } = render(<input aria-label="Name" />);
  expect(focusFirstError(container)).toBeNull();
  expect(focusFirstError(null)).toBeNull();
});
