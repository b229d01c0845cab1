import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { act, screen } from '@testing-library/react';
import { renderScreen } from '../../../test-support/render-screen';
import ResponseSubmittedScreen from '../response-submitted-screen';

describe('/responseSubmitted', () => {
  it('confirms the answers were sent, names the vendor passed along and links back to the list', async () => {
    const { router } = renderScreen(<ResponseSubmittedScreen />, { route: '/responseSubmitted' });
    await act(() => router.navigate('/responseSubmitted', { state: { vendorName: 'Acme Cloud' } }));
    expect(
      await screen.findByText('The answers of Acme Cloud are now in review.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Answers sent')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the vendors' })).toHaveAttribute(
      'href',
      '/vendor-list',
    );
  });

  it('confirms without a vendor when opened directly', async () => {
    renderScreen(<ResponseSubmittedScreen />, { route: '/responseSubmitted' });
    expect(await screen.findByText('Answers sent')).toBeInTheDocument();
    expect(screen.queryByText(/are now in review/)).not.toBeInTheDocument();
  });
});
