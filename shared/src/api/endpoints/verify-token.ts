import { API_PATHS } from '../../contracts/api';
import type { VerifyTokenResponse } from '../../contracts/wire';
import { expectSuccess } from '../api-error';
import { http } from '../http-client';

export type VerifyTokenSuccess = Extract<VerifyTokenResponse, { type: 'success' }>;

/** POST /auth/verify-token — `type: 'success'` means the stored token is valid. */
export async function verifyToken(): Promise<VerifyTokenSuccess> {
  return expectSuccess(await http.post<VerifyTokenResponse>(API_PATHS.verifyToken, {}));
}
