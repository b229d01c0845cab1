/**
 * The asset card on the kit's server-data layer (issue 32): the card reached again in the
 * same session shows the kept answer without asking the server, and a quick action's write
 * refreshes every screen showing the asset, with nothing passed between them.
 */
import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { allPolicies, type AssetDetail } from '@itam/shared/contracts';
import { installFakeApi, type FakeApi } from '@itam/shared/fake-api';
import { configure, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { assetRef, STORY_ASSET } from '../../../test-support/fixtures';
import { renderScreen, setupUser } from '../../../test-support/render-screen';
import AssetCardScreen from '../asset-card-screen';

const ID = assetRef(7)._id;
configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(40_000);

let api: FakeApi;
let asset: AssetDetail;

beforeEach(() => {
  asset = { ...STORY_ASSET };
  api = installFakeApi()
    .on('GET', `/assets/${ID}`, () => ({ type: 'success', asset }))
    .on('GET', `/assets/${ID}/audits`, () => ({ type: 'success', audits: [] }))
    .on('GET', `/assets/${ID}/images`, () => ({ type: 'success', images: [] }))
    .on('POST', `/assets/${ID}/unassign`, () => {
      asset = { ...STORY_ASSET, state: 'IN_INVENTORY', employee: null };
      return { type: 'success', asset };
    });
});

afterEach(() => api.restore());

const gets = (url: string) => api.gets(url);

/** The card, which can be left and reached again, and shown twice at once. */
function Screens() {
  const [cards, setCards] = useState(1);
  return (
    <>
      <button onClick={() => setCards((n) => (n === 0 ? 1 : 0))}>toggle</button>
      <button onClick={() => setCards(2)}>two</button>
      {cards >= 1 ? (
        <section aria-label="first">
          <AssetCardScreen />
        </section>
      ) : null}
      {cards === 2 ? (
        <section aria-label="second">
          <AssetCardScreen />
        </section>
      ) : null}
    </>
  );
}

it('reads the asset once for the card reached twice, and a write refreshes every card', async () => {
  renderScreen(<Screens />, {
    route: `/scanner/asset/${ID}`,
    path: '/scanner/asset/:id',
    policies: allPolicies(),
  });
  const user = setupUser();
  await screen.findByRole('heading', { name: 'ThinkPad T14' });
  expect(gets(`/assets/${ID}`)).toHaveLength(1);

  await user.click(screen.getByRole('button', { name: 'toggle' }));
  expect(screen.queryByRole('heading', { name: 'ThinkPad T14' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'toggle' }));
  await screen.findByRole('heading', { name: 'ThinkPad T14' });
  await user.click(screen.getByRole('button', { name: 'two' }));
  const second = screen.getByRole('region', { name: 'second' });
  await within(second).findByRole('heading', { name: 'ThinkPad T14' });
  expect(gets(`/assets/${ID}`)).toHaveLength(1);

  const first = screen.getByRole('region', { name: 'first' });
  await user.click(await within(first).findByRole('button', { name: 'Unassign' }));
  await user.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Unassign' }),
  );
  expect(await within(second).findByRole('button', { name: 'Assign' })).toBeInTheDocument();
  expect(within(first).getByRole('button', { name: 'Assign' })).toBeInTheDocument();
  expect(gets(`/assets/${ID}`)).toHaveLength(2);
});
