import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from '@itam/shared/router';
import {
  categoryId,
  FAKE_CATEGORIES,
  fail,
  fakeProduct,
  fakeProductPage,
  installFakeApi,
  LAPTOP,
  LICENCE,
  productId,
  type FakeApi,
  type FakeRequest,
} from '../../../test-support/fixtures';
import { renderScreen, setupUser, STAFF_POLICIES } from '../../../test-support/render-screen';
import CatalogueEditorScreen from '../catalogue-editor-screen';

jest.setTimeout(120_000);

const LAPTOP_TYPE = '85000000-0000-4000-8000-000000000001';
const RETIRED = fakeProduct(4, {
  name: 'Old phone',
  retired: true,
  retiredAt: '2026-01-01T00:00:00.000Z',
});

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi()
    .on('GET', '/shop/categories', () => ({ type: 'success', categories: FAKE_CATEGORIES }))
    .on('GET', '/company/asset-types', () => ({
      type: 'success',
      assetTypes: [{ _id: LAPTOP_TYPE, name: 'Laptop' }],
    }))
    .on('GET', '/shop/products', () => ({
      type: 'success',
      ...fakeProductPage([LAPTOP, LICENCE, RETIRED]),
    }));
});
afterEach(() => api.restore());

function Where() {
  return <output data-testid="where">{useLocation().search}</output>;
}

const writes = () => api.requests.filter((r: FakeRequest) => r.method !== 'GET');

describe('/product', () => {
  it('lists the catalogue with retired products on request, and retires and restores', async () => {
    const user = setupUser();
    api
      .on('POST', `/shop/products/${LAPTOP._id}/retire`, () => ({
        type: 'success',
        product: { ...LAPTOP, retired: true },
      }))
      .on('POST', `/shop/products/${RETIRED._id}/restore`, () => ({
        type: 'success',
        product: { ...RETIRED, retired: false },
      }));
    renderScreen(<CatalogueEditorScreen />, { route: '/product?retired=all' });
    const row = (await screen.findByRole('button', { name: 'Edit ThinkPad T14 Gen 4' })).closest(
      'tr',
    )!;
    expect(within(row).getByText('₹1,12,000')).toBeInTheDocument();
    expect(within(row).getByText('In the shop')).toBeInTheDocument();
    const old = screen.getByRole('button', { name: 'Edit Old phone' }).closest('tr')!;
    expect(within(old).getByText('Retired')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.url === '/shop/products').at(-1)!.params).toMatchObject({
      retired: 'all',
    });
    await user.click(screen.getByRole('button', { name: 'Retire ThinkPad T14 Gen 4' }));
    await user.click(screen.getByRole('button', { name: 'Restore Old phone' }));
    await waitFor(() =>
      expect(writes().map((r) => r.url)).toEqual([
        `/shop/products/${LAPTOP._id}/retire`,
        `/shop/products/${RETIRED._id}/restore`,
      ]),
    );
  });

  it('checks a new product, creates it with its price in paise and opens it for pictures', async () => {
    const user = setupUser();
    const created = fakeProduct(7, { name: 'ThinkPad X1 Carbon', pricePaise: 1_65_000_50 });
    api
      .on('POST', '/shop/products', () => ({ type: 'success', product: created }))
      .on('GET', `/shop/products/${productId(7)}`, () => ({ type: 'success', product: created }));
    renderScreen(
      <>
        <CatalogueEditorScreen />
        <Where />
      </>,
      { route: '/product' },
    );
    await user.click(await screen.findByRole('button', { name: 'New product' }));
    await user.click(screen.getByRole('button', { name: 'Create the product' }));
    expect(screen.getByText('Choose a category.')).toBeInTheDocument();
    expect(screen.getByText('Give the product a name.')).toBeInTheDocument();
    expect(screen.getByText('Give the price in rupees.')).toBeInTheDocument();
    expect(screen.getByText('Choose the asset type.')).toBeInTheDocument();
    expect(screen.getByText('Give the model.')).toBeInTheDocument();
    expect(writes()).toHaveLength(0);

    await user.click(screen.getByRole('combobox', { name: /^Category/ }));
    await user.click(await screen.findByTitle('Laptops'));
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'ThinkPad X1 Carbon');
    await user.type(screen.getByRole('spinbutton', { name: /^Price/ }), '165000.5');
    await user.click(screen.getByRole('button', { name: 'Add a specification' }));
    await user.type(screen.getByRole('textbox', { name: 'Label 1' }), 'Memory');
    await user.type(screen.getByRole('textbox', { name: 'Value 1' }), '32 GB');
    await user.click(screen.getByRole('combobox', { name: /Asset type 1/ }));
    await user.click(await screen.findByTitle('Laptop'));
    await user.type(screen.getByRole('textbox', { name: /Model 1/ }), 'X1 Carbon Gen 12');
    await user.click(screen.getByRole('button', { name: 'Create the product' }));

    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(writes()[0]!.body).toEqual({
      categoryId: categoryId(1),
      kind: 'device',
      name: 'ThinkPad X1 Carbon',
      description: '',
      specs: { Memory: '32 GB' },
      pricePaise: 16500050,
      leadTimeDays: 14,
      components: [{ assetTypeId: LAPTOP_TYPE, model: 'X1 Carbon Gen 12', quantity: 1 }],
    });
    expect(screen.getByTestId('where')).toHaveTextContent(`edit=${productId(7)}`);
    expect(await screen.findByText('No picture yet.')).toBeInTheDocument();
  });

  it('shows the server’s refusal under the field it names', async () => {
    const user = setupUser();
    api
      .on('GET', `/shop/products/${LAPTOP._id}`, () => ({ type: 'success', product: LAPTOP }))
      .on('PUT', `/shop/products/${LAPTOP._id}`, () =>
        fail(400, {
          type: 'error',
          error: 'Invalid components.0.assetTypeId: Not found in your company',
          issues: [{ field: 'components.0.assetTypeId', message: 'Not found in your company' }],
          code: 'SHOP_UNKNOWN_ASSET_TYPE',
        }),
      );
    renderScreen(<CatalogueEditorScreen />, { route: `/product?edit=${LAPTOP._id}` });
    expect(
      await screen.findByRole('heading', { name: 'Editing ThinkPad T14 Gen 4' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Model 1/ })).toHaveValue('ThinkPad T14');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Asset type 1/ })).toHaveAccessibleDescription(
        'This asset type is not in your company: choose another.',
      ),
    );
  });

  it('adds a picture of an allowed type and size, refuses others, and removes one', async () => {
    const user = setupUser({ applyAccept: false });
    const picture = {
      _id: '89000000-0000-4000-8000-000000000001',
      url: `/api/shop/products/${LAPTOP._id}/pictures/89000000-0000-4000-8000-000000000001`,
    };
    api
      .on('GET', `/shop/products/${LAPTOP._id}`, () => ({
        type: 'success',
        product: writes().length ? { ...LAPTOP, pictures: [picture] } : LAPTOP,
      }))
      .on('POST', `/shop/products/${LAPTOP._id}/pictures`, () => ({ type: 'success', picture }))
      .on('DELETE', `/shop/products/${LAPTOP._id}/pictures/${picture._id}`, () => ({
        type: 'success',
        product: LAPTOP,
      }));
    renderScreen(<CatalogueEditorScreen />, { route: `/product?edit=${LAPTOP._id}` });
    const input = await screen.findByLabelText('Add a picture');
    await user.upload(input, new File(['%PDF'], 'spec.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('Choose a PNG, JPEG or WebP picture.')).toBeInTheDocument();
    await user.upload(
      input,
      new File([new Uint8Array(1024 * 1024 + 1)], 'big.png', { type: 'image/png' }),
    );
    expect(screen.getByText('The picture is larger than 1 MB.')).toBeInTheDocument();
    expect(writes()).toHaveLength(0);
    await user.upload(
      input,
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'front.png', { type: 'image/png' }),
    );
    const remove = await screen.findByRole('button', { name: 'Remove picture 1' });
    expect(writes()[0]).toMatchObject({
      url: `/shop/products/${LAPTOP._id}/pictures`,
      body: { contentType: 'image/png', data: expect.stringMatching(/^data:image\/png;base64,/) },
    });
    await user.click(remove);
    expect(await screen.findByText('No picture yet.')).toBeInTheDocument();
    expect(writes()[1]!.method).toBe('DELETE');
  });

  it('tells a role without the catalogue that it may not change it', async () => {
    renderScreen(<CatalogueEditorScreen />, { route: '/product', policies: STAFF_POLICIES });
    expect(
      await screen.findByText('Only the catalogue’s editors may change it'.replace('’', "'")),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New product' })).not.toBeInTheDocument();
  });
});
