/**
 * The review's outcome panel fits a 320 px window: the reject reason's field held a
 * 280 px minimum inside the panel's padding and pushed the page 1 px sideways (the vendor
 * journey's frame check). jsdom lays nothing out, so this checks the styles that let it
 * shrink: a 280 px flex basis that may shrink, and the input filling it.
 */
import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { renderScreen } from '../../../test-support/render-screen';
import { ReviewActions } from '../review-actions';

it('the reject reason’s field shrinks with a narrow window', async () => {
  renderScreen(<ReviewActions vendorId="v-1" queried={0} open={0} today="2026-11-24" />);
  const input = await screen.findByRole('textbox', { name: 'Reason for rejecting (optional)' });
  expect(input).not.toHaveStyle({ minWidth: '280px' });
  expect(input).toHaveStyle({ width: '100%' });
  const field = input.closest('[data-testid="form-field"]')!.parentElement!;
  expect(field).toHaveStyle({ flex: '0 1 280px', minWidth: '0' });
});
