/**
 * The scanner's audit sessions (issue 21, module asset-management, permissions on_asset
 * audit view and create): resolve a scanned code, start a session for a branch, read it,
 * count what a start would expect, send scans in batches with the device's ids, undo one,
 * close it (moving the unexpected assets here on confirmation, which also needs asset edit),
 * resolve a follow-up of the close (writing the asset off as lost also needs asset edit),
 * and the report as CSV or PDF. The wire: @itam/shared/contracts/audit-sessions.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerScanRoutes } from './scans.routes';
import { registerSessionRoutes } from './sessions.routes';

export function registerAuditSessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerScanRoutes(app, ctx);
  registerSessionRoutes(app, ctx);
}
