/** The Departments tab for those who read exits but do not start them: the list as it is. */
import { useTranslation } from '@itam/shared/i18n';
import { Panel, Text } from '@itam/shared/ui';
import { MANAGER_DEPARTMENT_KEY, type DepartmentSettings } from '../../api/exits-api';
import { departmentName } from '../../common/department-name';

export function ReadOnlyList({ settings }: { settings: DepartmentSettings }) {
  const { t } = useTranslation('exit-signoff');
  return (
    <Panel title={<h2 style={{ margin: 0, fontSize: 16 }}>{t('departments.title')}</h2>}>
      <Text type="secondary" style={{ display: 'block', marginBottom: 12 }}>
        {t('departments.readOnly')}
      </Text>
      <ol aria-label={t('departments.title')} style={{ margin: 0, paddingInlineStart: 20 }}>
        {settings.departments.map((d) => (
          <li key={d.key} style={{ marginBottom: 8 }}>
            <strong>{departmentName(t, d)}</strong>
            {' · '}
            {d.key === MANAGER_DEPARTMENT_KEY
              ? t('departments.managerSigns')
              : d.head
                ? t('exitEmployee.head', { name: d.head.name })
                : t('exitEmployee.noHead')}
            {d.checklist.length ? (
              <div>
                <Text type="secondary">
                  {d.checklist
                    .map((c) => t(`checklist.${c.key}`, { defaultValue: c.label }))
                    .join(', ')}
                </Text>
              </div>
            ) : null}
          </li>
        ))}
      </ol>
    </Panel>
  );
}
