import { renderWithProviders } from '../../testing';
import { screen, waitFor } from '@testing-library/react';
import { createAppStore } from '../../store';
import { RouterErrorFallback } from '../../ui/router-error-fallback';
import { reportError } from '..';

jest.mock('..', () => ({ ...jest.requireActual('..'), reportError: jest.fn() }));
const reported = reportError as jest.MockedFunction<typeof reportError>;

describe('the kit reports what it catches', () => {
  beforeEach(() => {
    reported.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('reports an error the router caught, but not a route error response', async () => {
    const failure = new Error('layout broke');
    const Broken = (): never => {
      throw failure;
    };
    renderWithProviders(null, {
      route: '/',
      routes: [{ path: '/', element: <Broken />, errorElement: <RouterErrorFallback /> }],
    });
    await screen.findByText('layout broke');
    expect(reported).toHaveBeenCalledWith(failure, { source: 'router' });
    reported.mockReset();
    renderWithProviders(null, {
      route: '/missing',
      routes: [{ path: '/', element: <p />, errorElement: <RouterErrorFallback /> }],
    });
    await screen.findByText('404 Not Found');
    expect(reported).not.toHaveBeenCalled();
  });

  it('reports a saga that stopped after an error, with its name', async () => {
    const failure = new Error('saga broke');
    const store = createAppStore();
    store.runSaga(function* crashing() {
      yield Promise.resolve();
      throw failure;
    }, 'vendors saga');
    await waitFor(() =>
      expect(reported).toHaveBeenCalledWith(failure, { source: 'saga', saga: 'vendors saga' }),
    );
  });
});
