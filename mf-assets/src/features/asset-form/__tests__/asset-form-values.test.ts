import type { AssetDetail } from '@itam/shared/contracts';
import { fakeAsset } from '../../../test-support/fake-api';
import {
  assetInputOf,
  EMPTY_ASSET_FORM,
  fieldProblem,
  formValuesOf,
  problemKey,
} from '../asset-form-values';

const TYPE = '20000000-0000-4000-8000-000000000001';
const valid = { ...EMPTY_ASSET_FORM, name: 'ThinkPad', assetTypeId: TYPE };

describe('asset form values', () => {
  it('validates each field with the server schema', () => {
    expect(fieldProblem('name', valid)).toBeNull();
    expect(fieldProblem('name', { ...valid, name: '  ' })).toMatchObject({ code: 'too_small' });
    expect(fieldProblem('assetTypeId', { ...valid, assetTypeId: null })).not.toBeNull();
    expect(fieldProblem('imei', { ...valid, imei: '12345' })).not.toBeNull();
    expect(fieldProblem('imei', { ...valid, imei: '490154203237518' })).toBeNull();
    expect(fieldProblem('price', { ...valid, price: -1 })).toMatchObject({ code: 'too_small' });
    expect(fieldProblem('price', { ...valid, price: 0 })).toBeNull();
    expect(
      fieldProblem('dateOfPurchase', { ...valid, dateOfPurchase: '2025-02-30' }),
    ).not.toBeNull();
  });

  it('checks the cross-field rules at the right field', () => {
    const dates = { ...valid, dateOfPurchase: '2025-05-01', warrantyEndDate: '2025-04-01' };
    const problem = fieldProblem('warrantyEndDate', dates);
    expect(problem).toMatchObject({ code: 'custom' });
    expect(problemKey('warrantyEndDate', problem!)).toBe('form.errors.warrantyEndDateCustom');
    expect(fieldProblem('dateOfPurchase', dates)).toBeNull();
    expect(fieldProblem('employeeId', { ...valid, state: 'ASSIGNED' })).toMatchObject({
      code: 'custom',
    });
    expect(fieldProblem('salvageValue', { ...valid, price: 100, salvageValue: 200 })).toMatchObject(
      { code: 'custom' },
    );
  });

  it('round-trips a stored asset and sends every field', () => {
    const employee = { _id: '30000000-0000-4000-8000-000000000001', id: 'E-1', name: 'Asha' };
    const asset: AssetDetail = {
      ...fakeAsset(1, { state: 'ASSIGNED', employee }),
      description: null,
      warrantyEndDate: '2027-03-01',
      depreciation: {
        method: 'straight-line',
        usefulLifeYears: 4,
        salvageValue: 100,
        startDate: null,
      },
      comments: [],
      assignment: null,
      disposal: null,
      updatedAt: '2026-01-15T10:00:00.000Z',
    };
    const values = formValuesOf(asset);
    expect(values).toMatchObject({
      employeeId: employee._id,
      warrantyEndDate: '2027-03-01',
      usefulLifeYears: 4,
      make: '',
    });
    const body = assetInputOf(values);
    expect(Object.keys(body).sort()).toEqual(Object.keys(EMPTY_ASSET_FORM).sort());
    expect(assetInputOf({ ...values, state: 'IN_REPAIR' }).employeeId).toBeNull();
  });
});
