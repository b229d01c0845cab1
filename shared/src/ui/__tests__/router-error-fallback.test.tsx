import { renderWithProviders } from '../../testing';
import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { RouterErrorFallback } from '../router-error-fallback';

function Kaput(): never {
  throw new Error('Kaput: the screen broke');
}

describe('RouterErrorFallback', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the status and status text of a route error response', async () => {
    renderWithProviders(null, {
      route: '/missing',
      routes: [{ path: '/', element: <p>home</p>, errorElement: <RouterErrorFallback /> }],
    });
    expect(await screen.findByText('Unexpected Application Error!')).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
  });

  it('shows the message of a thrown error', async () => {
    renderWithProviders(null, {
      route: '/',
      routes: [{ path: '/', element: <Kaput />, errorElement: <RouterErrorFallback /> }],
    });
    expect(await screen.findByText('Unexpected Application Error!')).toBeInTheDocument();
    expect(screen.getByText('Kaput: the screen broke')).toBeInTheDocument();
  });
});
