import { API_PATHS } from '../../contracts/api';
import type { LoginRequest, LoginResponse } from '../../contracts/wire';
import { expectSuccess } from '../api-error';
import { http } from '../http-client';

export type LoginSuccess = Extract<LoginResponse, { type: 'success' }>;

/** POST /auth/login?requestType=verifyPassword — answers the token to store. */
export async function login(credentials: LoginRequest): Promise<LoginSuccess> {
  return expectSuccess(await http.post<LoginResponse>(API_PATHS.login, credentials));
}
