/**
 * The vendor register (issue 18, module saas-products): vendors under /api/vendors and the
 * company's questionnaires under /api/vendors/questionnaires, the links sent to vendors under
 * /api/vendors/:id/invitations, and the vendor's own answers through its link under
 * /api/vendor-response/:token (public) or, for a member answering on the vendor's behalf,
 * /api/vendor-form/:token, and the company's review under /api/vendors/:id/review.
 * api/README.md documents the contract; shared/src/contracts/vendors states it.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerEvidenceRoutes } from './evidence.routes';
import { registerInvitationRoutes } from './invitations.routes';
import { registerQuestionnaireRoutes } from './questionnaires.routes';
import { registerResponseRoutes } from './responses.routes';
import { registerReviewRoutes } from './reviews.routes';
import { registerVendorRecordRoutes } from './vendors.routes';

export function registerVendorRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerQuestionnaireRoutes(app, ctx);
  registerVendorRecordRoutes(app, ctx);
  registerInvitationRoutes(app, ctx);
  registerResponseRoutes(app, ctx);
  registerReviewRoutes(app, ctx);
  // Evidence files live beside the asset images, in the file store: <company>/<id>.
  registerEvidenceRoutes(app, ctx, ctx.files);
}
