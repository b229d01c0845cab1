/**
 * The sections of the asset form (identity, purchase, placement, depreciation). Each gets
 * `item`, which gives a field its name, label and the validation rules of the whole form.
 */
import type { EmployeeOption } from '../../common/dropdowns-api';
import { DEPRECIATION_METHODS } from '@itam/shared/contracts';
import { Col, Row } from '@itam/shared/antd';
import { Divider } from '@itam/shared/antd-display';
import { Form, Input, Select } from '@itam/shared/antd-data';
import { InputNumber } from '@itam/shared/antd-input';
import { selectLocations, useAppSelector } from '@itam/shared/store';
import type { Rule } from 'antd/es/form';
import { useTranslation } from '@itam/shared/i18n';
import { groupedStateOptions } from '../../common/state-options';
import { useGetAssetTypesQuery } from './api/get-asset-types';
import { useGetPurchaseOrdersDropdownQuery } from './api/get-purchase-orders-dropdown';
import type { AssetFormField } from './asset-form-values';
import { DateInput, EmployeeSelect } from '@itam/shared/ui';

export interface FieldItem {
  name: AssetFormField;
  label: string;
  rules: Rule[];
  required?: boolean;
  dependencies?: AssetFormField[];
}

export type ItemOf = (
  field: AssetFormField,
  extra?: { required?: boolean; dependencies?: AssetFormField[] },
) => FieldItem;

export function IdentityFields({ item, autoFocus }: { item: ItemOf; autoFocus: boolean }) {
  const { t } = useTranslation('assets');
  const assetTypes = useGetAssetTypesQuery();
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item {...item('name', { required: true })}>
          <Input maxLength={200} autoFocus={autoFocus} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item {...item('assetTypeId', { required: true })}>
          <Select
            loading={assetTypes.isLoading}
            placeholder={t('form.placeholders.assetType')}
            notFoundContent={assetTypes.error ? t('form.dropdownFailed') : undefined}
            options={(assetTypes.data ?? []).map((type) => ({
              value: type._id,
              label: type.name,
            }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item {...item('serialNumber')}>
          <Input maxLength={100} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item {...item('tag')}>
          <Input maxLength={100} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item {...item('imei')} extra={t('form.help.imei')}>
          <Input inputMode="numeric" maxLength={15} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item {...item('make')}>
          <Input maxLength={100} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item {...item('model')}>
          <Input maxLength={100} />
        </Form.Item>
      </Col>
    </Row>
  );
}

export function PurchaseFields({ item }: { item: ItemOf }) {
  const { t } = useTranslation('assets');
  const purchaseOrders = useGetPurchaseOrdersDropdownQuery();
  return (
    <>
      <Divider titlePlacement="start">{t('form.sections.purchase')}</Divider>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item {...item('price')}>
            <InputNumber style={{ width: '100%' }} step={100} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item {...item('dateOfPurchase')}>
            <DateInput />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item {...item('warrantyEndDate', { dependencies: ['dateOfPurchase'] })}>
            <DateInput />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item {...item('vendor')}>
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item {...item('invoiceId')}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              loading={purchaseOrders.isLoading}
              placeholder={t('form.placeholders.purchaseOrder')}
              notFoundContent={purchaseOrders.error ? t('form.dropdownFailed') : undefined}
              options={(purchaseOrders.data ?? []).map((po) => ({
                value: po._id,
                label: po.vendor ? `${po.invoiceId} · ${po.vendor}` : po.invoiceId,
              }))}
            />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}

export interface PlacementFieldsProps {
  item: ItemOf;
  /** The state and employee are chosen here only on create (later: the state panel). */
  withState: boolean;
  /** The chosen state: an employee is asked for when it is Assigned. */
  state: string;
  initialEmployee: EmployeeOption | null;
}

export function PlacementFields({ item, withState, state, initialEmployee }: PlacementFieldsProps) {
  const { t } = useTranslation('assets');
  const locations = useAppSelector(selectLocations);
  return (
    <>
      <Divider titlePlacement="start">{t('form.sections.placement')}</Divider>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item {...item('officeId')}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('form.placeholders.location')}
              options={locations.map((location) => ({
                value: location._id,
                label: `${location.name} (${location.branchId})`,
              }))}
            />
          </Form.Item>
        </Col>
        {withState ? (
          <>
            <Col xs={24} md={8}>
              <Form.Item {...item('state')}>
                <Select
                  options={groupedStateOptions(t, (s) => s === 'DISPOSED')}
                  optionLabelProp="title"
                  virtual={false}
                  listHeight={400}
                />
              </Form.Item>
            </Col>
            {state === 'ASSIGNED' ? (
              <Col xs={24} md={8}>
                <Form.Item {...item('employeeId', { required: true, dependencies: ['state'] })}>
                  <EmployeeSelect initial={initialEmployee} />
                </Form.Item>
              </Col>
            ) : null}
          </>
        ) : null}
      </Row>
    </>
  );
}

export function DepreciationFields({ item }: { item: ItemOf }) {
  const { t } = useTranslation('assets');
  return (
    <>
      <Divider titlePlacement="start">{t('form.sections.depreciation')}</Divider>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item {...item('depreciationMethod')}>
            <Select
              allowClear
              placeholder={t('form.placeholders.method')}
              options={DEPRECIATION_METHODS.map((method) => ({
                value: method,
                label: t(`depreciation.methods.${method}`),
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item {...item('usefulLifeYears')}>
            <InputNumber style={{ width: '100%' }} precision={0} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item {...item('salvageValue', { dependencies: ['price'] })}>
            <InputNumber style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
