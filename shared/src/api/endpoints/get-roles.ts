import { API_PATHS } from '../../contracts/api';
import type { RolesResponse } from '../../contracts/wire';
import { expectSuccess } from '../api-error';
import { http } from '../http-client';

export type RolesSuccess = Extract<RolesResponse, { type: 'success' }>;

/** GET /{product}/roles/get — role name, access level and policies of the signed-in user. */
export async function getRoles(product: string): Promise<RolesSuccess> {
  return expectSuccess(await http.get<RolesResponse>(API_PATHS.roles(encodeURIComponent(product))));
}
