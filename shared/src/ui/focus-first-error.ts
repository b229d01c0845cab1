/**
 * After a failed submit, where the user must look: the first invalid control of the form
 * (`aria-invalid="true"`, or antd's error item), else its form-level alert, is scrolled to
 * the middle of the viewport and focused, so nobody faces an unchanged form while the
 * reason sits above the fold, and keyboard and screen-reader users land on it.
 */
const INVALID_CONTROL = [
  '[aria-invalid="true"]',
  '.ant-form-item-has-error input',
  '.ant-form-item-has-error textarea',
  '.ant-form-item-has-error [role="combobox"]',
  '.ant-form-item-has-error [tabindex]',
].join(', ');

export function focusFirstError(container: HTMLElement | null | undefined): HTMLElement | null {
  if (!container) return null;
  const target =
    container.querySelector<HTMLElement>(INVALID_CONTROL) ??
    container.querySelector<HTMLElement>('[role="alert"]');
  if (!target) return null;
  // Focus makes an alert readable at once; it gets tabindex -1 so it can take focus.
  if (target.getAttribute('role') === 'alert' && !target.hasAttribute('tabindex'))
    target.tabIndex = -1;
  target.scrollIntoView?.({ block: 'center' });
  target.focus({ preventScroll: true });
  return target;
}
