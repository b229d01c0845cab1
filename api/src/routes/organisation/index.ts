/** Every route of the organisation settings (issue 16), with the file store and signer they share. */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadOrCreateSecret } from '../../auth/jwt';
import type { AppContext } from '../../context';
import { ImageStore } from '../../services/image-store';
import { createUploadTokenService, type UploadTokenService } from '../../services/upload-tokens';
import { registerEmployeeImportRoutes } from './employee-import';
import { companyFileSigner, registerCompanyFileRoutes, type CompanyFileSigner } from './files';
import { registerProfileRoutes } from './profile';

interface OrganisationFiles {
  store: ImageStore;
  tokens: UploadTokenService;
  signer: CompanyFileSigner;
}
const filesOf = new WeakMap<AppContext, OrganisationFiles>();

/** The organisation's file store and address signer of an app (verify-token signs the logo's). */
export function organisationFiles(ctx: AppContext): OrganisationFiles {
  let files = filesOf.get(ctx);
  if (!files) {
    const { config } = ctx;
    const store = new ImageStore(config.uploadsDir ?? path.join(config.dataDir, 'uploads'));
    const secret = config.jwtSecret ?? loadOrCreateSecret(config.dataDir);
    const tokens = createUploadTokenService(secret, 'itam/company-files/v1');
    files = { store, tokens, signer: companyFileSigner(ctx, tokens) };
    filesOf.set(ctx, files);
  }
  return files;
}

export function registerOrganisationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const files = organisationFiles(ctx);
  registerCompanyFileRoutes(app, ctx, files.store, files.tokens);
  registerProfileRoutes(app, ctx, files.signer);
  registerEmployeeImportRoutes(app, ctx);
}
