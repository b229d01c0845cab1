import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getI18n } from '@itam/shared/i18n';
import { useLocation } from '@itam/shared/router';
import {
  clearedExit,
  fail,
  fakeDepartment,
  fakeExitPage,
  installFakeApi,
  type FakeApi,
} from '../../../test-support/fixtures';
import { NO_EXIT_POLICIES, renderScreen, setupUser } from '../../../test-support/render-screen';
import AuthoritySignScreen from '../authority-sign-screen';

jest.setTimeout(40_000);

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
let api: FakeApi;
let drawn: string[];

beforeEach(() => {
  drawn = [];
  // jsdom has no canvas: a 2D context that records what is drawn.
  const ctx = new Proxy(
    {},
    {
      get: (_, key: string) =>
        key in { fillStyle: 1, strokeStyle: 1, font: 1, lineWidth: 1 }
          ? ''
          : (...args: unknown[]) => drawn.push(`${key}(${args.join(',')})`),
      set: () => true,
    },
  );
  jest
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockImplementation(() => ctx as unknown as CanvasRenderingContext2D);
  jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(() => PNG);
  api = installFakeApi()
    .on('GET', '/exits', () => ({ type: 'success', ...fakeExitPage([clearedExit()]) }))
    .on('POST', `/exits/${clearedExit()._id}/authority-sign`, () => ({
      type: 'success',
      exit: { ...clearedExit(), status: 'completed', hasCertificate: true },
    }));
});
afterEach(async () => {
  api.restore();
  jest.restoreAllMocks();
  await act(() => getI18n().changeLanguage('en'));
});

function Where() {
  const location = useLocation();
  return (
    <output data-testid="where">
      {location.pathname} {JSON.stringify(location.state)}
    </output>
  );
}

async function openForm(user: ReturnType<typeof setupUser>) {
  await user.click(await screen.findByRole('button', { name: 'Sign the clearance of Leaver 2' }));
  return screen.getByRole('form', { name: 'Clearance of Leaver 2' });
}

describe('/authority-sign', () => {
  it('lists the exits awaiting the authority with every department signed', async () => {
    renderScreen(<AuthoritySignScreen />, { route: '/authority-sign' });
    expect(await screen.findByRole('heading', { name: 'Leaver 2 (EMP-0012)' })).toBeVisible();
    expect(api.requests[0]!.params).toEqual({ status: 'cleared', limit: '10' });
    expect(screen.getByText('1 exit awaits your signature')).toBeVisible();
    expect(screen.getByText(/^IT signed on/)).toBeVisible();
    expect(screen.getByText(/^Finance signed on/)).toBeVisible();
  });

  it("names the default departments in the reader's language and the company's own as named", async () => {
    const signed = { signedAt: '2026-11-22T10:00:00.000Z', canSign: false };
    const exit = {
      ...clearedExit(),
      departments: [
        fakeDepartment('it', signed),
        fakeDepartment('administration', signed),
        fakeDepartment('legal', { ...signed, name: 'Legal & Compliance' }),
      ],
    };
    api.on('GET', '/exits', () => ({ type: 'success', ...fakeExitPage([exit]) }));
    renderScreen(<AuthoritySignScreen />, { route: '/authority-sign' });
    await screen.findByText(/^IT signed on/);
    await act(() => getI18n().changeLanguage('hi'));
    expect(screen.getByText(/^आईटी ने .* को हस्ताक्षर किए$/)).toBeVisible();
    expect(screen.getByText(/^प्रशासन ने .* को हस्ताक्षर किए$/)).toBeVisible();
    expect(screen.getByText(/^Legal & Compliance ने .* को हस्ताक्षर किए$/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Leaver 2 की मंज़ूरी पर हस्ताक्षर करें' })).toBeVisible();
  });

  it('asks for a signature before sending, then sends the drawn one and thanks', async () => {
    const user = setupUser();
    renderScreen(
      <>
        <AuthoritySignScreen />
        <Where />
      </>,
      { route: '/authority-sign' },
    );
    const form = await openForm(user);
    expect(within(form).getByRole('textbox', { name: /Your name/ })).toHaveValue('Ishaan Head');
    await user.click(within(form).getByRole('button', { name: 'Sign and issue the certificate' }));
    expect(within(form).getByText('Sign on the pad or type your name.')).toBeVisible();
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    const pad = within(form).getByRole('img', { name: 'Signature pad' });
    fireEvent.pointerDown(pad, { clientX: 10, clientY: 10, pointerType: 'mouse' });
    fireEvent.pointerMove(pad, { clientX: 60, clientY: 40, pointerType: 'mouse' });
    fireEvent.pointerUp(pad);
    expect(drawn.some((d) => d.startsWith('stroke'))).toBe(true);
    // Drawing rules out the typed alternative until the pad is cleared.
    expect(within(form).getByRole('textbox', { name: 'Or type your name to sign' })).toBeDisabled();

    await user.click(within(form).getByRole('button', { name: 'Sign and issue the certificate' }));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/thanks-for-signing'),
    );
    expect(screen.getByTestId('where')).toHaveTextContent(clearedExit()._id);
    expect(api.requests.find((r) => r.method === 'POST')!.body).toEqual({
      name: 'Ishaan Head',
      signature: PNG,
    });
  });

  it('lets a keyboard user sign with a typed name, written on the pad; Clear starts over', async () => {
    const user = setupUser();
    renderScreen(<AuthoritySignScreen />, { route: '/authority-sign' });
    const form = await openForm(user);
    const typed = within(form).getByRole('textbox', { name: 'Or type your name to sign' });
    await user.type(typed, 'I. Head');
    expect(drawn).toContain('fillText(I. Head,16,80,448)');
    await user.click(within(form).getByRole('button', { name: 'Clear' }));
    expect(typed).toHaveValue('');
    await user.click(within(form).getByRole('button', { name: 'Sign and issue the certificate' }));
    expect(within(form).getByText('Sign on the pad or type your name.')).toBeVisible();
    await user.type(typed, 'I. Head');
    await user.click(within(form).getByRole('button', { name: 'Sign and issue the certificate' }));
    await waitFor(() => expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(1));
  });

  it("shows the server's refusal when a department has not signed (409)", async () => {
    const user = setupUser();
    api.on('POST', `/exits/${clearedExit()._id}/authority-sign`, () =>
      fail(409, { type: 'error', error: 'Every department signs first' }),
    );
    renderScreen(<AuthoritySignScreen />, { route: '/authority-sign' });
    const form = await openForm(user);
    await user.type(within(form).getByRole('textbox', { name: 'Or type your name to sign' }), 'X');
    await user.click(within(form).getByRole('button', { name: 'Sign and issue the certificate' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('The clearance could not be signed');
    expect(alert).toHaveTextContent('Every department signs first');
  });

  it("says in the reader's language that the leaver holds what the exit records as recovered (409)", async () => {
    const user = setupUser();
    const server = 'Rohan Mehta holds Dock (D-1), which the exit records as recovered';
    api.on('POST', `/exits/${clearedExit()._id}/authority-sign`, () =>
      fail(409, { type: 'error', error: server, code: 'EXIT_HOLDINGS_CHANGED' }),
    );
    renderScreen(<AuthoritySignScreen />, { route: '/authority-sign' });
    const form = await openForm(user);
    await act(() => getI18n().changeLanguage('hi'));
    await user.type(within(form).getByRole('textbox', { name: /हस्ताक्षर के लिए अपना नाम/ }), 'X');
    await user.click(within(form).getByRole('button', { name: /प्रमाणपत्र/ }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('एसेट रजिस्टर में उन्हें अनअसाइन करें, फिर दोबारा हस्ताक्षर करें।');
    expect(alert).not.toHaveTextContent(server);
  });

  it('tells a role that may not sign clearances', () => {
    renderScreen(<AuthoritySignScreen />, { policies: NO_EXIT_POLICIES });
    expect(screen.getByText('Your role may not sign clearances.')).toBeVisible();
  });
});
