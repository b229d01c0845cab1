import { expectSuccess, getProductSlug, http } from '@itam/shared/api';
import { MARKETING_API_PATHS, type LeadRequest, type LeadResponse } from '@itam/shared/contracts';

/** POST /{product}/open-api/leads — stores an enquiry; resolves with its reference. */
export async function postLead(lead: LeadRequest): Promise<string> {
  const product = await getProductSlug();
  return expectSuccess(await http.post<LeadResponse>(MARKETING_API_PATHS.leads(product), lead))
    .reference;
}
