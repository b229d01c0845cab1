/** The vendor module's test world: the asset world, with Other Ltd buying the module too. */
import type { AppConfig } from '../src/config';
import { assetWorld, type AssetWorld } from './asset-fixtures';

export interface VendorWorld extends AssetWorld {
  otherCompanyId: string;
}

/**
 * Demo Corp and Other Ltd both on `saas-products`, so another company's ids and tokens
 * reach the vendor handlers and are refused there (404), not at the module gate (403).
 */
export async function vendorWorld(overrides: Partial<AppConfig> = {}): Promise<VendorWorld> {
  const world = await assetWorld(overrides);
  const db = world.env.database.db;
  const other = await db
    .selectFrom('companies')
    .select(['id', 'modules'])
    .where('name', '=', 'Other Ltd')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('companies')
    .set({ modules: [...other.modules, 'saas-products'] })
    .where('id', '=', other.id)
    .execute();
  return { ...world, otherCompanyId: other.id };
}
