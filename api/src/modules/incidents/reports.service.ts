/** The managers' reports: the open queue at a glance, and the surveys' satisfaction. */
import type { DeskSummary, SatisfactionReport } from '@itam/shared/contracts/incidents';
import { AGEING_BUCKETS } from '@itam/shared/contracts/incidents';
import type { DeskContext } from './context';
import { LEVELS } from './matrix';
import { satisfactionRows, summaryRows } from './reports.queries';

type Status = DeskSummary['openByStatus'][number]['status'];

export async function deskSummary({ db }: DeskContext, companyId: string): Promise<DeskSummary> {
  const rows = await summaryRows(db, companyId);
  return {
    openByPriority: LEVELS.slice()
      .reverse()
      .map((p) => ({
        priority: p,
        count: rows.byPriority.find((r) => r.priority === p)?.n ?? 0,
      })),
    openByStatus: rows.byStatus.map((r) => ({ status: r.status as Status, count: r.n })),
    breaches: {
      open: rows.breaches?.open_breached ?? 0,
      firstResponse: rows.breaches?.response ?? 0,
      resolution: rows.breaches?.resolution ?? 0,
    },
    ageing: AGEING_BUCKETS.map((b) => ({
      bucket: b,
      count: rows.ageing.find((r) => r.bucket === b)?.n ?? 0,
    })),
    agentLoad: rows.load.map((r) => ({
      agent: r.agent,
      open: r.open,
      inProgress: r.in_progress,
      waiting: r.waiting,
      breached: r.breached,
    })),
    unassigned: rows.unassigned,
  };
}

export async function satisfaction(
  { db }: DeskContext,
  companyId: string,
): Promise<SatisfactionReport> {
  const { overall: o, perAgent, perModel } = await satisfactionRows(db, companyId);
  return {
    overall: {
      sent: o?.sent ?? 0,
      answered: o?.answered ?? 0,
      averageRating: o?.average ?? null,
    },
    perAgent: perAgent.map((r) => ({
      agent: r.agent,
      answered: r.answered,
      averageRating: r.average,
    })),
    perAssetModel: perModel.map((r) => ({
      model: r.model,
      answered: r.answered,
      averageRating: r.average,
    })),
  };
}
