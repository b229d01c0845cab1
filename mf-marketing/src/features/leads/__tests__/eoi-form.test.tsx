import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import { installFakeApi, type FakeApi } from '../../../test-support/fake-api';
import { renderPage, setupUser } from '../../../test-support/render-page';
import EoiScreen from '../eoi-screen';
import EoiSubmitScreen from '../eoi-submit-screen';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi().on('POST', '/itam/open-api/leads', () => ({
    type: 'success',
    reference: 'LD-261121-EOI234',
  }));
});
afterEach(() => api.restore());

const routes = [
  { path: '/eoi', element: <EoiScreen /> },
  { path: '/eoi-submit', element: <EoiSubmitScreen /> },
];

describe('expression of interest', () => {
  it('needs a module and the company details', async () => {
    const user = setupUser();
    renderPage(null, { route: '/eoi', routes });
    await user.click(screen.getByRole('button', { name: 'Send my interest' }));
    const modules = screen.getByRole('group', { name: 'Modules' });
    expect(within(modules).getByText('Choose at least one module.')).toBeInTheDocument();
    expect(screen.getByLabelText('Company size')).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(api.requests).toEqual([]);
  });

  it('sends the lead and goes on to /eoi-submit with the reference', async () => {
    const user = setupUser();
    const { router } = renderPage(null, { route: '/eoi', routes });
    await user.type(screen.getByLabelText('Full name'), 'Ravi Kumar');
    await user.type(screen.getByLabelText('Work email'), 'ravi@acme.test');
    await user.type(screen.getByLabelText('Phone'), '+91 98765 43210');
    await user.type(screen.getByRole('textbox', { name: 'Company' }), 'Acme Tools');
    await user.selectOptions(screen.getByLabelText('Company size'), '51-200');
    await user.selectOptions(screen.getByLabelText('When do you want to start?'), 'now');
    await user.click(screen.getByRole('checkbox', { name: 'Asset management' }));
    await user.click(screen.getByRole('checkbox', { name: 'Incident management' }));
    await user.click(screen.getByRole('button', { name: 'Send my interest' }));
    expect(await screen.findByTestId('lead-reference')).toHaveTextContent(
      'Your reference is LD-261121-EOI234.',
    );
    expect(router.state.location.pathname).toBe('/eoi-submit');
    expect(api.requests[0]?.body).toMatchObject({
      kind: 'eoi',
      companySize: '51-200',
      modules: ['asset-management', 'incident-management'],
      timeline: 'now',
    });
  });
});
