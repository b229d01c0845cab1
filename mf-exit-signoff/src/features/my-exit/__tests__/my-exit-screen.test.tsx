import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import { useLocation } from '@itam/shared/router';
import {
  fakeExit,
  installFakeApi,
  LEAVER,
  ownExitOf,
  type FakeApi,
} from '../../../test-support/fixtures';
import { NO_EXIT_POLICIES, renderScreen } from '../../../test-support/render-screen';
import { EXIT_SIGNOFF_ROUTES, MY_EXIT } from '../../../routes';
import MyExitScreen from '../my-exit-screen';

jest.setTimeout(40_000);

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi().on('GET', '/exits/mine', () => ({
    type: 'success',
    exit: ownExitOf(fakeExit(1)),
  }));
});
afterEach(() => api.restore());

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

const render = () =>
  renderScreen(
    <>
      <MyExitScreen />
      <Where />
    </>,
    { route: MY_EXIT.path, policies: NO_EXIT_POLICIES },
  );

describe('/my-exit', () => {
  it('is a route any signed-in user may open, but no menu entry (so no one lands on it)', () => {
    const entry = EXIT_SIGNOFF_ROUTES.find((r) => r.key === MY_EXIT.key);
    expect(entry).toMatchObject({ path: '/my-exit' });
    expect(entry?.permission).toBeUndefined();
    expect(entry?.nav).toBeUndefined();
    // The landing is the menu's first entry: every exit menu entry needs an exit permission.
    for (const route of EXIT_SIGNOFF_ROUTES.filter((r) => r.nav))
      expect(route.permission).toBeDefined();
  });

  it('opens the signed-in user’s own exit', async () => {
    render();
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(`/exit-employees/${LEAVER._id}`),
    );
  });

  it('says when they have no exit', async () => {
    api.on('GET', '/exits/mine', () => ({ type: 'success', exit: null }));
    render();
    expect(await screen.findByText('You have no exit in progress.')).toBeVisible();
    expect(screen.getByTestId('where')).toHaveTextContent('/my-exit');
  });
});
