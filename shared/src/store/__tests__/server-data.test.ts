import { ApiError, setUnauthorizedHandler } from '../../api';
import { fail, installFakeApi, type FakeApi } from '../../testing/fake-api';
import { createAppStore } from '../create-app-store';
import { serverApi } from '../server-data';

const api = serverApi.injectEndpoints({
  endpoints: (build) => ({
    readThing: build.query<{ type: 'success'; name: string }, string>({
      query: (id) => ({ url: `/things/${id}` }),
    }),
    saveThing: build.mutation<unknown, { id: string; name: string }>({
      query: ({ id, name }) => ({ url: `/things/${id}`, method: 'PUT', body: { name } }),
    }),
  }),
});

let fake: FakeApi;
beforeEach(() => {
  fake = installFakeApi();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  fake.restore();
  setUnauthorizedHandler(null);
  jest.restoreAllMocks();
});

const newStore = () => createAppStore({ serverData: true });

describe('the server-data layer', () => {
  it('reads through the kit client, once for callers of the same read', async () => {
    fake.on('GET', '/things/1', () => ({ type: 'success', name: 'One' }));
    const store = newStore();
    const [first, second] = await Promise.all([
      store.dispatch(api.endpoints.readThing.initiate('1') as never) as unknown as Promise<unknown>,
      store.dispatch(api.endpoints.readThing.initiate('1') as never) as unknown as Promise<unknown>,
    ]);
    expect(first).toMatchObject({ data: { name: 'One' } });
    expect(second).toMatchObject({ data: { name: 'One' } });
    expect(fake.requests).toHaveLength(1);
  });

  it("gives a refusal as the kit's ApiError, with the server's reason", async () => {
    fake.on('PUT', '/things/1', () =>
      fail(409, { type: 'error', error: 'Already taken', code: 'TAKEN' }),
    );
    const store = newStore();
    const result = store.dispatch(
      api.endpoints.saveThing.initiate({ id: '1', name: 'x' }) as never,
    ) as unknown as { unwrap: () => Promise<unknown> };
    const error = await result.unwrap().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'Already taken', code: 'TAKEN' });
    expect(fake.requests[0]).toMatchObject({ method: 'PUT', body: { name: 'x' } });
  });

  it('takes an error answer sent with a 2xx status as a failure', async () => {
    fake.on('GET', '/things/2', () => ({ type: 'error', error: 'No such thing' }));
    const store = newStore();
    const result = (await (store.dispatch(
      api.endpoints.readThing.initiate('2') as never,
    ) as unknown as Promise<{ error: unknown }>)) as { error: unknown };
    expect(result.error).toBeInstanceOf(ApiError);
    expect(result.error).toMatchObject({ status: 200, message: 'No such thing' });
  });

  it('ends the session on a 401, as every call of the client does', async () => {
    const ended = jest.fn();
    setUnauthorizedHandler(ended);
    fake.on('GET', '/things/3', () => fail(401, { type: 'error', error: 'Session expired' }));
    const store = newStore();
    await (store.dispatch(
      api.endpoints.readThing.initiate('3') as never,
    ) as unknown as Promise<unknown>);
    expect(ended).toHaveBeenCalledWith(expect.objectContaining({ status: 401 }));
  });
});
