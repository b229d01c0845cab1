/**
 * The company's IT agents (GET /incidents/agents), for the assignee pickers: the queue's
 * filter and bulk assign, and a ticket's detail. Kept for the session's screens, read only for a
 * caller who may read them (queue view or assign).
 */
import type { CSSProperties } from 'react';
import { Select } from '@itam/shared/antd-data';
import { useIsAllowed } from '@itam/shared/store';
import type { Agent } from '@itam/shared/contracts/incidents';
import { INCIDENT_PERMISSIONS } from '../../common/permissions';
import { useListAgentsQuery } from './api/list-agents';

/** The agents, or an empty list while loading, on failure or without the permission. */
export function useAgents(): { agents: Agent[]; loading: boolean } {
  const canQueue = useIsAllowed(INCIDENT_PERMISSIONS.queueView);
  const canAssign = useIsAllowed(INCIDENT_PERMISSIONS.assign);
  const allowed = canQueue || canAssign;
  const loaded = useListAgentsQuery(undefined, { skip: !allowed });
  return { agents: (allowed ? loaded.data : undefined) ?? [], loading: loaded.isFetching };
}

export interface AgentSelectProps {
  label: string;
  agents: Agent[];
  loading?: boolean;
  value?: string | null;
  /** The value's name when it is no longer among the agents (a former agent). */
  valueLabel?: string;
  /** Options before the agents (`me`, `none` in the queue's filter). */
  extra?: { value: string; label: string }[];
  /** Leaves out this agent (the caller, offered as `me`). */
  exclude?: string | null;
  disabled?: boolean;
  allowClear?: boolean;
  style?: CSSProperties;
  onChange: (value: string | null) => void;
}

export function AgentSelect({
  label,
  agents,
  loading,
  value,
  valueLabel,
  extra = [],
  exclude,
  disabled,
  allowClear,
  style,
  onChange,
}: AgentSelectProps) {
  const options = [
    ...extra,
    ...agents
      .filter((a) => a._id !== exclude)
      .map((a) => ({ value: a._id, label: a.name || a.email })),
  ];
  if (value && valueLabel && !options.some((o) => o.value === value))
    options.push({ value, label: valueLabel });
  return (
    <Select
      aria-label={label}
      placeholder={label}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear={allowClear}
      loading={loading}
      disabled={disabled}
      style={style ?? { width: 200 }}
      value={value ?? undefined}
      options={options}
      onChange={(next?: string) => onChange(next ?? null)}
    />
  );
}
