/**
 * A role's policies on a grid of the whole permission catalogue: a row per group and
 * object (SPEC.md section 3, with the groups new modules add), a column per action, a
 * checkbox where the object has that action. The catalogue's keys (odd spellings kept)
 * are the labels' keys too.
 */
import { PERMISSION_CATALOGUE, type Policies } from '@itam/shared/contracts';
import { Checkbox } from '@itam/shared/antd-data';
import { useTranslation } from '@itam/shared/i18n';

type Grid = Record<string, Record<string, readonly string[]>>;
const CATALOGUE = PERMISSION_CATALOGUE as unknown as Grid;
export const GRID_ACTIONS = ['view', 'create', 'edit', 'delete'] as const;

export function hasAction(
  policies: Policies,
  group: string,
  object: string,
  action: string,
): boolean {
  const actions = (policies as Grid)[group]?.[object];
  return !!actions?.includes(action);
}

/** The policies with one action of one object turned on or off (empty objects and groups dropped). */
export function withAction(
  policies: Policies,
  group: string,
  object: string,
  action: string,
  on: boolean,
): Policies {
  const next: Record<string, Record<string, string[]>> = {};
  for (const [g, objects] of Object.entries(policies as Grid))
    for (const [o, actions] of Object.entries(objects)) (next[g] ??= {})[o] = [...actions];
  const current = next[group]?.[object] ?? [];
  const actions = on ? [...new Set([...current, action])] : current.filter((a) => a !== action);
  if (actions.length) (next[group] ??= {})[object] = actions;
  else if (next[group]) {
    delete next[group][object];
    if (!Object.keys(next[group]).length) delete next[group];
  }
  return next as Policies;
}

export interface PermissionGridProps {
  value: Policies;
  onChange?: (policies: Policies) => void;
  disabled?: boolean;
}

const CELL = { padding: '4px 8px', borderBottom: '1px solid rgba(0,0,0,0.06)' } as const;

/** One object's row: its name, and a checkbox under each action it has. */
function ObjectRow({
  group,
  object,
  actions,
  value,
  onChange,
  disabled,
}: PermissionGridProps & { group: string; object: string; actions: readonly string[] }) {
  const { t } = useTranslation('assets');
  const name = t(`org.admin.objects.${object}`, { defaultValue: object });
  return (
    <tr>
      <th scope="row" style={{ ...CELL, textAlign: 'start', fontWeight: 400 }}>
        {name}
      </th>
      {GRID_ACTIONS.map((action) => (
        <td key={action} style={{ ...CELL, textAlign: 'center' }}>
          {actions.includes(action) ? (
            <Checkbox
              aria-label={t('org.admin.cell', {
                object: name,
                action: t(`org.admin.actions.${action}`),
              })}
              checked={hasAction(value, group, object, action)}
              disabled={disabled}
              onChange={(event) =>
                onChange?.(withAction(value, group, object, action, event.target.checked))
              }
            />
          ) : null}
        </td>
      ))}
    </tr>
  );
}

export function PermissionGrid({ value, onChange, disabled }: PermissionGridProps) {
  const { t } = useTranslation('assets');
  const cell = CELL;
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <caption style={{ textAlign: 'start', fontWeight: 600, paddingBottom: 8 }}>
        {t('org.admin.grid')}
      </caption>
      <thead>
        <tr>
          <th scope="col" style={{ ...cell, textAlign: 'start' }}>
            {t('org.admin.object')}
          </th>
          {GRID_ACTIONS.map((action) => (
            <th key={action} scope="col" style={cell}>
              {t(`org.admin.actions.${action}`)}
            </th>
          ))}
        </tr>
      </thead>
      {Object.entries(CATALOGUE).map(([group, objects]) => (
        <tbody key={group}>
          <tr>
            <th
              scope="colgroup"
              colSpan={GRID_ACTIONS.length + 1}
              style={{ ...cell, textAlign: 'start', background: 'rgba(51,215,219,0.1)' }}
            >
              {t(`org.admin.groups.${group}`, { defaultValue: group })}
            </th>
          </tr>
          {Object.entries(objects).map(([object, actions]) => (
            <ObjectRow
              key={object}
              group={group}
              object={object}
              actions={actions}
              value={value}
              onChange={onChange}
              disabled={disabled}
            />
          ))}
        </tbody>
      ))}
    </table>
  );
}
