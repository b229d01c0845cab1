import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { act, screen, within } from '@testing-library/react';
import { getI18n } from '@itam/shared/i18n';
import { fail, installFakeApi, type FakeApi } from '../../../test-support/fake-api';
import { modalTitled, renderScreen, setupUser } from '../../../test-support/render-screen';
import { AssignDialog } from '../assign-dialog';

jest.setTimeout(40_000);

const ASSET = { _id: '00000000-0000-4000-8000-000000000007', name: 'Dock 7' };
const LEAVER = { _id: '81000000-0000-4000-8000-000000000001', id: 'EMP-0001', name: 'Rohan Mehta' };
const SERVER_TEXT =
  "Dock 7 (TAG-7) is recorded as returned in Rohan Mehta's exit: it is not assigned back to them before the exit is completed";

let api: FakeApi;
beforeEach(() => {
  // The dialog logs the refusal it shows.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  api = installFakeApi()
    .on('GET', '/company/employees/dropdown', () => ({ type: 'success', employees: [LEAVER] }))
    .on('POST', `/assets/${ASSET._id}/assign`, () =>
      fail(409, {
        type: 'error',
        error: SERVER_TEXT,
        code: 'EXIT_ITEM_RECOVERED',
        issues: [{ field: 'employeeId', message: SERVER_TEXT }],
      }),
    );
});
afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

/** Opens the dialog, picks the leaver and submits; the dialog. */
async function assignToLeaver(language: 'en' | 'hi') {
  const user = setupUser();
  const onDone = jest.fn();
  renderScreen(<AssignDialog asset={ASSET} open onClose={jest.fn()} onDone={onDone} />);
  if (language === 'hi') await act(() => getI18n().changeLanguage('hi'));
  const dialog = await modalTitled(language === 'hi' ? 'Dock 7 असाइन करें' : 'Assign Dock 7');
  await user.click(await within(dialog).findByRole('combobox'));
  await user.click(await screen.findByTitle('Rohan Mehta (EMP-0001)'));
  await user.click(
    within(dialog).getByRole('button', { name: language === 'hi' ? 'असाइन करें' : 'Assign' }),
  );
  expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
  expect(onDone).not.toHaveBeenCalled();
  return dialog;
}

describe('AssignDialog', () => {
  it("says why a leaver's exit refuses the asset, in words of the screen, not the server's", async () => {
    const dialog = await assignToLeaver('en');
    const text =
      'This employee is leaving, and their exit already records this asset as recovered. It cannot be assigned back to them until the exit is completed.';
    expect(within(dialog).getByRole('alert')).toHaveTextContent(text);
    expect(within(dialog).queryByText(SERVER_TEXT)).not.toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      employeeId: LEAVER._id,
    });
  });

  it('says it in Hindi to a Hindi reader', async () => {
    const dialog = await assignToLeaver('hi');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'यह कर्मचारी संस्था छोड़ रहा है, और उसके निकास में यह एसेट पहले ही वापस लिया गया दर्ज है।',
    );
    expect(within(dialog).queryByText(SERVER_TEXT)).not.toBeInTheDocument();
  });
});
