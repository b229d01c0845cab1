/** Activity rows read as sentences, with the asset's name and link and every value formatted. */
import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { act, screen, within } from '@testing-library/react';
import type { AssetActivity } from '@itam/shared/contracts';
import { getI18n } from '@itam/shared/i18n';
import { installFakeApi } from '../../../test-support/fake-api';
import { renderScreen } from '../../../test-support/render-screen';
import { ActivityList } from '../activity-list';

const asset = { _id: 'a1', name: 'Dell Latitude 5440', tag: 'DC-000123', deleted: false };
const row = (over: Partial<AssetActivity>): AssetActivity => ({
  _id: over.action ?? 'x',
  action: 'create',
  entityType: 'asset',
  entityId: 'a1',
  asset,
  actor: { _id: 'u1', name: 'Asha Rao' },
  at: '2026-02-03T10:15:00.000Z',
  before: null,
  after: null,
  ...over,
});

const ROWS: AssetActivity[] = [
  row({
    action: 'assign',
    before: { state: 'IN_INVENTORY', employee: null },
    after: {
      state: 'ASSIGNED',
      employee: { _id: 'e1', id: 'DC-EMP-0001', name: 'Vikram Singh' },
      date: '2026-02-03',
      note: null,
    },
  }),
  row({
    action: 'update',
    before: {
      price: 120000,
      warrantyRemaining: '2027-01-15',
      officeId: { _id: 'o1', branchId: 'PUN-1', name: 'Pune' },
      vendor: null,
    },
    after: {
      price: 125000.5,
      warrantyRemaining: '2028-01-15',
      officeId: { _id: 'o2', branchId: 'BLR-1', name: 'Bengaluru' },
      vendor: 'Acme',
    },
  }),
  row({
    action: 'state-change',
    before: { state: 'IN_REPAIR', employee: null },
    after: { state: 'IN_INVENTORY', employee: null, note: 'Fixed the hinge' },
  }),
  row({
    action: 'audit.create',
    after: { auditId: 'x', date: '2024-05-01', auditorName: 'Anita Desai', condition: 'good' },
  }),
  row({
    action: 'dispose',
    before: { state: 'PENDING_DISPOSAL' },
    after: {
      state: 'DISPOSED',
      disposal: { date: '2026-01-20', method: 'e-waste', certificateNumber: 'CERT-9' },
    },
  }),
  row({
    action: 'depreciation.update',
    before: { method: null, usefulLifeYears: null, salvageValue: null, startDate: null },
    after: {
      method: 'straight-line',
      usefulLifeYears: 4,
      salvageValue: 5000,
      startDate: '2025-03-01',
    },
  }),
  row({
    action: 'delete',
    asset: { ...asset, deleted: true },
    actor: null,
    before: { name: 'Dell Latitude 5440' },
  }),
];

const items = () => within(screen.getByRole('list', { name: 'Activity' })).getAllByRole('listitem');
const itemOf = (action: string) =>
  document.querySelector<HTMLElement>(`li[data-action="${action}"]`)!;

beforeEach(() => {
  installFakeApi();
});
afterEach(async () => {
  await act(() => getI18n().changeLanguage('en'));
});

describe('ActivityList', () => {
  it('says who did what to which asset, linked by its name and tag', () => {
    renderScreen(<ActivityList activities={ROWS} showAsset />);
    expect(items().filter((li) => li.dataset.action)).toHaveLength(ROWS.length);
    const assign = itemOf('assign');
    expect(assign).toHaveTextContent(
      'Asha Rao assigned Dell Latitude 5440 (DC-000123) to Vikram Singh',
    );
    expect(
      within(assign).getByRole('link', { name: 'Dell Latitude 5440 (DC-000123)' }),
    ).toHaveAttribute('href', '/assets/edit/a1');
    expect(assign).toHaveTextContent('Assigned from 3 Feb 2026');
    expect(itemOf('state-change')).toHaveTextContent(
      'Asha Rao changed Dell Latitude 5440 (DC-000123) from In Repair to In Inventory',
    );
    expect(itemOf('state-change')).toHaveTextContent('Note: Fixed the hinge');
    // A deleted asset has no page to open; a row without an actor was the system.
    const deleted = itemOf('delete');
    expect(deleted).toHaveTextContent('System deleted Dell Latitude 5440 (DC-000123)');
    expect(within(deleted).queryByRole('link')).not.toBeInTheDocument();
  });

  it('formats each value as its screen does: dates, money, names, conditions, methods', () => {
    renderScreen(<ActivityList activities={ROWS} showAsset />);
    const update = itemOf('update');
    expect(update).toHaveTextContent('Asha Rao edited Dell Latitude 5440 (DC-000123)');
    expect(update).toHaveTextContent('Price: ₹1,20,000 → ₹1,25,000.50');
    expect(update).toHaveTextContent('Warranty end date: 15 Jan 2027 → 15 Jan 2028');
    expect(update).toHaveTextContent('Branch / location: Pune → Bengaluru');
    expect(update).toHaveTextContent('Vendor: — → Acme');
    expect(itemOf('audit.create')).toHaveTextContent(
      'Asha Rao audited Dell Latitude 5440 (DC-000123): condition Good',
    );
    expect(itemOf('audit.create')).toHaveTextContent('Audit date: 1 May 2024');
    expect(itemOf('audit.create')).toHaveTextContent('Auditor: Anita Desai');
    expect(itemOf('dispose')).toHaveTextContent('E-waste, certificate CERT-9, on 20 Jan 2026');
    const depreciation = itemOf('depreciation.update');
    expect(depreciation).toHaveTextContent('Depreciation method: — → Straight-line');
    expect(depreciation).toHaveTextContent('Useful life (years): — → 4 years');
    expect(depreciation).toHaveTextContent('Salvage value: — → ₹5,000');
    expect(depreciation).toHaveTextContent('Start date: — → 1 Mar 2025');
    // Nothing raw: no ISO dates, no state or condition keys.
    const text = screen.getByRole('list', { name: 'Activity' }).textContent!;
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}|IN_REPAIR|straight-line|\bgood\b/);
  });

  it("tells an asset given to a leaver during their exit from the exit's start", async () => {
    const leaver = { _id: 'e2', id: 'DC-EMP-0002', name: 'Rohan Mehta' };
    const exitRow = (joined: boolean) =>
      row({
        _id: joined ? 'joined' : 'started',
        action: 'exit.pending-return',
        after: { state: 'ASSIGNED', employee: leaver, exitId: 'x1', ...(joined ? { joined } : {}) },
      });
    renderScreen(<ActivityList activities={[exitRow(false), exitRow(true)]} showAsset />);
    const [started, joined] = items().filter((li) => li.dataset.action);
    expect(started).toHaveTextContent(
      "Asha Rao started Rohan Mehta's exit: Dell Latitude 5440 (DC-000123) is pending return",
    );
    expect(joined).toHaveTextContent(
      'Dell Latitude 5440 (DC-000123) went to Rohan Mehta during their exit: Asha Rao added it to the exit, pending return',
    );
    await act(() => getI18n().changeLanguage('hi'));
    expect(joined).toHaveTextContent(
      'Rohan Mehta के निकास के दौरान Dell Latitude 5440 (DC-000123) उन्हें असाइन हुआ',
    );
  });

  it('names the asset without a link on its own page', () => {
    renderScreen(<ActivityList activities={ROWS.slice(0, 1)} />);
    expect(itemOf('assign')).toHaveTextContent('Dell Latitude 5440 (DC-000123)');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('reads naturally in Hindi, in its own word order and date format', async () => {
    renderScreen(<ActivityList activities={ROWS} showAsset />);
    await act(() => getI18n().changeLanguage('hi'));
    expect(itemOf('assign')).toHaveTextContent(
      'Asha Rao ने Dell Latitude 5440 (DC-000123) Vikram Singh को सौंपा',
    );
    expect(itemOf('state-change')).toHaveTextContent(
      'Asha Rao ने Dell Latitude 5440 (DC-000123) की स्थिति मरम्मत में से बदलकर इन्वेंटरी में की',
    );
    expect(itemOf('audit.create')).toHaveTextContent('हालत अच्छी');
    expect(itemOf('assign')).toHaveTextContent('3 फ़र॰ 2026 से असाइन');
    expect(
      within(itemOf('assign')).getByRole('link', { name: 'Dell Latitude 5440 (DC-000123)' }),
    ).toHaveAttribute('href', '/assets/edit/a1');
  });
});
