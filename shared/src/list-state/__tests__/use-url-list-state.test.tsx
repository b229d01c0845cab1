import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from '../../router';
import { urlField, urlListSchema, useUrlListState } from '..';

const STATES = ['ASSIGNED', 'LOST', 'IN_REPAIR'] as const;
const SCHEMA = urlListSchema({
  search: urlField.text(50),
  states: urlField.list(urlField.oneOf(STATES)),
  typeId: urlField.list(urlField.idOr('none')),
  page: urlField.int(1, 1000),
  size: urlField.oneOfNumbers([10, 20, 50]),
  from: urlField.date(),
});
const DEFAULTS = { search: '', states: [], typeId: [], page: 1, size: 10 as const, from: null };

/** A list screen in miniature: its values as JSON, and buttons that write them. */
function List() {
  const [values, update] = useUrlListState(SCHEMA, DEFAULTS);
  const location = useLocation();
  return (
    <>
      <output data-testid="values">{JSON.stringify(values)}</output>
      <output data-testid="search">{location.search}</output>
      <input
        aria-label="Search"
        value={values.search}
        onChange={(e) => update({ search: e.target.value, page: 1 }, { history: 'replace' })}
      />
      <button onClick={() => update({ page: values.page + 1 })}>Next page</button>
      <button onClick={() => update({ states: ['LOST'], page: 1 })}>Lost only</button>
      <button
        onClick={() => {
          update({ search: '' }, { history: 'replace' });
          update({ states: [], size: 20 });
        }}
      >
        Two writes
      </button>
    </>
  );
}

const values = () => JSON.parse(screen.getByTestId('values').textContent!);
const search = () => screen.getByTestId('search').textContent;

/** The hook needs only the router (no store, i18n or theme). */
function renderList(route: string) {
  const router = createMemoryRouter([{ path: '/list', element: <List /> }], {
    initialEntries: [route],
  });
  return { ...render(<RouterProvider router={router} />), router };
}

describe('useUrlListState', () => {
  it('reads every field from the URL, and a reload at that URL restores them', () => {
    const url =
      '/list?search=lap&states=LOST,ASSIGNED&typeId=none,00000000-0000-4000-8000-000000000001&page=3&size=50&from=2026-02-01&tab=x';
    const first = renderList(url);
    const expected = {
      search: 'lap',
      states: ['LOST', 'ASSIGNED'],
      typeId: ['none', '00000000-0000-4000-8000-000000000001'],
      page: 3,
      size: 50,
      from: '2026-02-01',
    };
    expect(values()).toEqual(expected);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    const reloadAt = `${first.router.state.location.pathname}${first.router.state.location.search}`;
    first.unmount();
    renderList(reloadAt);
    expect(values()).toEqual({ ...expected, page: 4 });
    // A parameter the list does not own is left alone; lists keep readable commas.
    expect(search()).toContain('tab=x');
    expect(search()).toContain('states=LOST,ASSIGNED&typeId=none,');
  });

  it('falls back to the default for each bad value, keeping the good ones', () => {
    const first = renderList(
      '/list?search=ok&states=LOST,NOPE&typeId=123&page=abc&size=7&from=2026-02-30',
    );
    expect(values()).toEqual({ ...DEFAULTS, search: 'ok' });
    first.unmount();
    renderList('/list?page=0&size=20&search=' + 'x'.repeat(51));
    expect(values()).toEqual({ ...DEFAULTS, size: 20 });
  });

  it('pushes a history entry for a page change, so back returns to the previous page', () => {
    const { router } = renderList('/list?states=LOST');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(router.state.historyAction).toBe('PUSH');
    expect(values().page).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(search()).toBe('?states=LOST&page=3');
    act(() => void router.navigate(-1));
    expect(values()).toMatchObject({ page: 2, states: ['LOST'] });
    act(() => void router.navigate(-1));
    expect(values()).toMatchObject({ page: 1, states: ['LOST'] });
    act(() => void router.navigate(1));
    expect(values().page).toBe(2);
  });

  it('replaces the entry while typing, and leaves defaults out of the URL', () => {
    const { router } = renderList('/list?page=2');
    const box = screen.getByRole('textbox', { name: 'Search' });
    for (const text of ['l', 'la', 'lap']) fireEvent.change(box, { target: { value: text } });
    expect(router.state.historyAction).toBe('REPLACE');
    // page 1 is the default: not written.
    expect(search()).toBe('?search=lap');
    fireEvent.click(screen.getByRole('button', { name: 'Lost only' }));
    expect(search()).toBe('?search=lap&states=LOST');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(search()).toBe('?search=lap&states=LOST&page=2');
    act(() => void router.navigate(-1));
    act(() => void router.navigate(-1));
    // Two steps back (page, filter) is the whole typed word, not its last letter.
    expect(values()).toMatchObject({ search: 'lap', states: [] });
  });

  it('applies two writes made in one handler', () => {
    renderList('/list?search=lap&states=LOST');
    fireEvent.click(screen.getByRole('button', { name: 'Two writes' }));
    expect(values()).toEqual({ ...DEFAULTS, size: 20 });
    expect(search()).toBe('?size=20');
  });
});
