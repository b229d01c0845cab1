/** The vendor module's test world: the asset world, with Other Ltd buying the module too. */
import type { AppConfig } from '../src/config';
import { assetWorld, type AssetWorld, type Client } from './asset-fixtures';

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

let linkSerial = 0;
/**
 * A new vendor's link to a form with a text question (q1) and a required file question
 * (q2), the evidence suites' starting point: the vendor, its invitation and the link's token.
 */
export async function evidenceLink(client: Client) {
  linkSerial += 1;
  const vendor = (
    await client.post('/vendors', {
      vendorName: `Evidence ${linkSerial}`,
      vendorType: 'SaaS',
      email: `evidence${linkSerial}@vendor.example`,
    })
  ).json().vendor;
  const questionnaire = (
    await client.post('/vendors/questionnaires', {
      name: `Evidence form ${linkSerial}`,
      sections: [
        {
          id: 's1',
          qtype: 'section',
          name: 'Proof',
          questions: [
            { id: 'q1', qtype: 'question-answer', question: 'Anything to add?' },
            { id: 'q2', qtype: 'upload-file', question: 'Your ISO certificate', required: true },
          ],
        },
      ],
    })
  ).json().questionnaire;
  const sent = (
    await client.post(`/vendors/${vendor._id}/invitations`, { questionnaireId: questionnaire._id })
  ).json();
  return {
    vendorId: vendor._id as string,
    invitationId: sent.invitation._id as string,
    token: (sent.link as string).split('/vendor-response/')[1]!,
  };
}
