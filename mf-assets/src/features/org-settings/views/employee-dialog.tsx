/** Create or edit an employee: employee id, name, contact, department, branch, manager, joining date. */
import type { Employee, EmployeeInput } from '@itam/shared/contracts';
import { AutoComplete, Form, Input, Select } from '@itam/shared/antd-data';
import { useTranslation } from '@itam/shared/i18n';
import { useAppSelector } from '@itam/shared/store';
import { answerOf, useInvalidate } from '../../../common/assets-api';
import { createEmployee, updateEmployee } from '../api/employees-api';
import { useGetDepartmentsQuery } from '../api/get-departments';
import { RecordDialog } from './record-dialog';
import { DateInput, EmployeeSelect } from '@itam/shared/ui';

const FIELDS = [
  'code',
  'name',
  'email',
  'phone',
  'department',
  'branchId',
  'managerId',
  'joiningDate',
];

/** The form's first values: the employee's, or an empty one at no branch. */
function initialValues(employee: Employee | null): Partial<EmployeeInput> {
  return employee
    ? {
        code: employee.code,
        name: employee.name,
        email: employee.email ?? '',
        phone: employee.phone ?? '',
        department: employee.department?.name ?? '',
        branchId: employee.branch?._id ?? '',
        managerId: employee.manager?._id ?? null,
        joiningDate: employee.joiningDate ?? '',
      }
    : { branchId: '' };
}

/** Where the employee sits: department, branch and manager. */
function PlacementFields({ employee }: { employee: Employee | null }) {
  const { t } = useTranslation('assets');
  const departments = answerOf(useGetDepartmentsQuery());
  const branches = useAppSelector((state) => state.session?.locations ?? []);
  return (
    <>
      <Form.Item name="department" label={t('org.employees.department')}>
        <AutoComplete options={(departments.data ?? []).map((d) => ({ value: d.name }))} />
      </Form.Item>
      <Form.Item name="branchId" label={t('org.employees.branch')}>
        <Select
          options={[
            { value: '', label: t('common.none') },
            ...branches.map((b) => ({ value: b._id, label: b.name })),
          ]}
        />
      </Form.Item>
      <Form.Item name="managerId" label={t('org.employees.manager')}>
        <EmployeeSelect
          aria-label={t('org.employees.manager')}
          initial={
            employee?.manager
              ? {
                  _id: employee.manager._id,
                  id: employee.manager.code,
                  name: employee.manager.name,
                }
              : null
          }
        />
      </Form.Item>
    </>
  );
}

export function EmployeeDialog({
  employee,
  onClose,
}: {
  employee: Employee | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('assets');
  const invalidate = useInvalidate();
  const required = [{ required: true, message: t('org.required') }];
  return (
    <RecordDialog<EmployeeInput>
      title={employee ? t('org.employees.edit', { name: employee.name }) : t('org.employees.add')}
      name="employee"
      fields={FIELDS}
      initialValues={initialValues(employee)}
      onClose={onClose}
      onSubmit={async (values) => {
        if (employee) await updateEmployee(employee._id, values);
        else await createEmployee(values);
        invalidate(['Employee', 'Department']);
      }}
    >
      <Form.Item name="code" label={t('org.employees.code')} rules={required}>
        <Input maxLength={40} />
      </Form.Item>
      <Form.Item name="name" label={t('org.employees.name')} rules={required}>
        <Input maxLength={120} />
      </Form.Item>
      <Form.Item name="email" label={t('org.employees.email')}>
        <Input maxLength={254} type="email" />
      </Form.Item>
      <Form.Item name="phone" label={t('org.employees.phone')}>
        <Input maxLength={20} />
      </Form.Item>
      <PlacementFields employee={employee} />
      <Form.Item name="joiningDate" label={t('org.employees.joiningDate')}>
        <DateInput />
      </Form.Item>
    </RecordDialog>
  );
}
