/**
 * The verdict tags of the review read at AA contrast: antd's green and orange presets write
 * shade 7 on shade 1 (under 4.5:1, axe on the vendor journey's approved review), so their
 * text takes a darker shade of the same colour, as the vendor status tags do.
 */
import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import { theme } from '@itam/shared/antd';
import {
  fakeReview,
  fakeVendor,
  installFakeApi,
  VENDOR_ID,
} from '../../../test-support/answer-fixtures';
import { renderScreen } from '../../../test-support/render-screen';
import CertificationFormScreen from '../certification-form-screen';

jest.setTimeout(40_000);

it('accepted and queried answers are tagged in a darker green and orange', async () => {
  installFakeApi()
    .on('GET', `/vendors/${VENDOR_ID}`, () => ({ type: 'success', vendor: fakeVendor() }))
    .on('GET', `/vendors/${VENDOR_ID}/review`, () => ({ type: 'success', review: fakeReview() }));
  renderScreen(<CertificationFormScreen />, {
    route: `/certification-form/${VENDOR_ID}`,
    path: '/certification-form/:vendorId',
  });
  await screen.findByText('Review of Acme Cloud');
  const rounds = screen.getAllByRole('list', { name: 'Answers by round' });
  const tag = (name: string) =>
    rounds.flatMap((list) => within(list).queryAllByText(name, { exact: true }))[0]!;
  const token = theme.getDesignToken();
  expect(tag('Accepted')).toHaveStyle({ color: token.green8 });
  expect(tag('Queried')).toHaveStyle({ color: token.orange8 });
});
