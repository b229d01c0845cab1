import { API_PATHS } from '../../contracts/api';
import { http } from '../http-client';

/** POST /auth/logout — the answer is not read. */
export async function logout(): Promise<void> {
  await http.post<unknown>(API_PATHS.logout, {});
}
