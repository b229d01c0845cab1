import { act, waitFor } from '@testing-library/react';
import { defineRemoteModule } from '../../remote';
import { routeRegistry } from '../../routing';
import { SESSION_SLICE_KEY } from '../../contracts/session';
import { createAppStore } from '../../store';
import { renderWithProviders } from '../../testing';
import { devHostRoutes } from '..';
import { devSessionReducer } from '../dev-session';

function openAt(id: 'scanner' | 'marketing', route: string) {
  const module = defineRemoteModule({
    id,
    routes: routeRegistry().filter((entry) => entry.owner === id),
    i18n: { namespace: id, resources: { en: {}, hi: {} } },
  });
  const store = createAppStore({ reducers: { [SESSION_SLICE_KEY]: devSessionReducer } });
  return renderWithProviders(<></>, { routes: devHostRoutes(module), route, store }).router;
}

describe('dev host routes', () => {
  it('opens a remote without a screen at / on its first screen that needs no parameter', async () => {
    const router = openAt('scanner', '/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/scanner/login'));
  });

  it('leaves / to a remote that has a screen there', async () => {
    const router = openAt('marketing', '/');
    // Long enough for a redirect to happen; the lazy screen's route renders inside act.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(router.state.location.pathname).toBe('/');
  });
});
