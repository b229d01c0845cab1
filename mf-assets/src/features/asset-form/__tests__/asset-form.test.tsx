import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { installFakeApi, type FakeApi, type FakeRequest } from '../../../test-support/fake-api';
import { renderScreen, setupUser } from '../../../test-support/render-screen';
import AssetNewScreen from '../asset-new-screen';

jest.setTimeout(40_000);

const TYPE_ID = '20000000-0000-4000-8000-000000000001';
let api: FakeApi;

beforeEach(() => {
  api = installFakeApi()
    .on('GET', '/company/asset-types', () => ({
      type: 'success',
      assetTypes: [{ _id: TYPE_ID, name: 'Laptop' }],
    }))
    .on('GET', '/company/purchase-orders/dropdown', () => ({ type: 'success', purchaseOrders: [] }))
    .on('GET', '/company/employees/dropdown', () => ({ type: 'success', employees: [] }));
});

/** The form item (label + control + errors) of a field, by its label. */
function field(label: string): HTMLElement {
  return screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement;
}

async function chooseType(user: ReturnType<typeof setupUser>) {
  await user.click(screen.getByLabelText('Asset type'));
  await user.click(await screen.findByTitle('Laptop'));
}

describe('asset form', () => {
  it('validates fields with the server rules as the user types and on submit', async () => {
    const user = setupUser();
    const post = jest.fn();
    api.on('POST', '/assets', post);
    renderScreen(<AssetNewScreen />, { route: '/assets/new' });
    await screen.findByRole('heading', { level: 1, name: 'New asset' });

    await user.click(screen.getByRole('button', { name: 'Create asset' }));
    expect(
      await within(field('Name')).findByText('Enter a name (up to 200 characters)'),
    ).toBeInTheDocument();
    expect(
      await within(field('Asset type')).findByText('Choose the asset type'),
    ).toBeInTheDocument();

    await user.type(screen.getByLabelText('IMEI'), '12345');
    expect(
      await within(field('IMEI')).findByText('The IMEI must be exactly 15 digits'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('IMEI'), '6789012345');
    await waitFor(() =>
      expect(
        within(field('IMEI')).queryByText('The IMEI must be exactly 15 digits'),
      ).not.toBeInTheDocument(),
    );

    await user.type(screen.getByLabelText('Price'), '-5');
    expect(
      await within(field('Price')).findByText('The price must be a number of 0 or more'),
    ).toBeInTheDocument();

    // The kit's date input reads a typed day (here in ISO form) on Enter.
    await user.type(
      await screen.findByRole('textbox', { name: 'Date of purchase' }),
      '2025-05-01{Enter}',
    );
    await user.type(
      await screen.findByRole('textbox', { name: 'Warranty end date' }),
      '2025-04-01{Enter}',
    );
    expect(
      await within(field('Warranty end date')).findByText(
        'The warranty cannot end before the date of purchase',
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create asset' }));
    expect(post).not.toHaveBeenCalled();
  });

  it('keeps what was typed and shows the server field error on its field', async () => {
    const user = setupUser();
    const bodies: unknown[] = [];
    api.on('POST', '/assets', (request: FakeRequest) => {
      bodies.push(request.body);
      return {
        __status: 400,
        data: {
          type: 'error',
          error: 'Invalid input',
          issues: [{ field: 'serialNumber', message: 'Serial number already exists' }],
        },
      };
    });
    renderScreen(<AssetNewScreen />, { route: '/assets/new' });
    await screen.findByRole('heading', { level: 1, name: 'New asset' });

    await user.type(screen.getByLabelText('Name'), 'ThinkPad X1');
    await chooseType(user);
    await user.type(screen.getByLabelText('Serial number'), 'SN-DUP');
    await user.type(screen.getByLabelText('Price'), '1200');
    await user.click(screen.getByRole('button', { name: 'Create asset' }));

    expect(
      await within(field('Serial number')).findByText(
        'This serial number is already used by another asset of your company',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the fields marked below');
    // The user is taken to the field to fix, not left before an unchanged-looking form.
    await waitFor(() => expect(screen.getByLabelText('Serial number')).toHaveFocus());
    expect(bodies[0]).toMatchObject({
      name: 'ThinkPad X1',
      assetTypeId: TYPE_ID,
      serialNumber: 'SN-DUP',
      price: 1200,
      state: 'IN_INVENTORY',
    });
    // Nothing typed is lost.
    expect(screen.getByLabelText('Name')).toHaveValue('ThinkPad X1');
    expect(screen.getByLabelText('Serial number')).toHaveValue('SN-DUP');
    expect(screen.getByLabelText('Price')).toHaveValue('1200');
    expect(within(field('Asset type')).getByText('Laptop')).toBeInTheDocument();
  });

  it('says on the Tag field that another asset has the tag, in any case (409)', async () => {
    const user = setupUser();
    api.on('POST', '/assets', () => ({
      __status: 409,
      data: {
        type: 'error',
        error: 'Another asset of your company has this tag',
        issues: [{ field: 'tag', message: 'Another asset of your company has this tag' }],
      },
    }));
    renderScreen(<AssetNewScreen />, { route: '/assets/new' });
    await screen.findByRole('heading', { level: 1, name: 'New asset' });
    await user.type(screen.getByLabelText('Name'), 'ThinkPad X1');
    await chooseType(user);
    await user.type(screen.getByLabelText('Tag'), 'dc-000001');
    await user.type(screen.getByLabelText('Price'), '1200');
    await user.click(screen.getByRole('button', { name: 'Create asset' }));
    expect(
      await within(field('Tag')).findByText(
        'Another asset of your company has this tag (tags ignore upper and lower case)',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Tag')).toHaveValue('dc-000001');
  });

  it('takes the user to the message when the save fails for no field', async () => {
    const user = setupUser();
    api.on('POST', '/assets', () => ({
      __status: 500,
      data: { type: 'error', error: 'Internal server error' },
    }));
    renderScreen(<AssetNewScreen />, { route: '/assets/new' });
    await screen.findByRole('heading', { level: 1, name: 'New asset' });
    await user.type(screen.getByLabelText('Name'), 'ThinkPad X1');
    await chooseType(user);
    await user.type(screen.getByLabelText('Price'), '1200');
    await user.click(screen.getByRole('button', { name: 'Create asset' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Something went wrong on the server. Try again; if it happens again, tell your administrator what you were doing.',
    );
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByLabelText('Name')).toHaveValue('ThinkPad X1');
  });
});
