/**
 * The vendor's public page brings the kit's theme itself: the shell's public layout has no
 * antd theme (it loads no antd), so without its own the page was drawn in antd's defaults,
 * secondary text and the primary button under 4.5:1 on white (axe, the vendor journey).
 */
import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { installFakeApi, linkForm, TOKEN } from '../../../test-support/answer-fixtures';
import { NO_VENDOR_POLICIES, renderScreen } from '../../../test-support/render-screen';
import VendorResponseScreen from '../vendor-response-screen';

// Each kit theme provider as a marked element: the test frame has one, the screen its own.
jest.mock('@itam/shared/theme', () => ({
  ...jest.requireActual<object>('@itam/shared/theme'),
  AppThemeProvider: ({ children }: { children: ReactNode }) => (
    <div data-testid="kit-theme">{children}</div>
  ),
}));

jest.setTimeout(40_000);

it('the public answering page is drawn inside the kit’s theme of its own', async () => {
  const LINK = `/vendor-response/${TOKEN}`;
  installFakeApi().on('GET', LINK, () => ({ type: 'success', form: linkForm() }));
  renderScreen(<VendorResponseScreen />, {
    policies: NO_VENDOR_POLICIES,
    route: LINK,
    path: '/vendor-response/:token',
  });
  const root = await screen.findByTestId('screen');
  // The frame's theme (AppProviders) and, inside it, the screen's own around its root.
  const themes = screen.getAllByTestId('kit-theme');
  expect(themes).toHaveLength(2);
  expect(themes[1]).toContainElement(root);
});
