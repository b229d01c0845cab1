import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { installFakeApi, type FakeApi } from '../../../test-support/fixtures';
import { renderScreen } from '../../../test-support/render-screen';
import SignOffSuccessScreen from '../sign-off-success-screen';
import ThanksForSigningScreen, { certificateFileName } from '../thanks-for-signing-screen';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
});
afterEach(() => api.restore());

describe('the confirmations', () => {
  it('/sign-off-suceess confirms as a page heading and leads back to the open parts', () => {
    renderScreen(<SignOffSuccessScreen />, { route: '/sign-off-suceess' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sign-off complete' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to your open parts' })).toHaveAttribute(
      'href',
      '/department-sign-off',
    );
  });

  it('/thanks-for-signing opened directly offers the way back, no download', () => {
    renderScreen(<ThanksForSigningScreen />, { route: '/thanks-for-signing' });
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for signing' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Download the certificate' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the clearances' })).toHaveAttribute(
      'href',
      '/authority-sign',
    );
  });

  it('names the certificate after the employee', () => {
    expect(certificateFileName('Rohan Mehta')).toBe('clearance-certificate-rohan-mehta.pdf');
    expect(certificateFileName('')).toBe('clearance-certificate.pdf');
  });
});
