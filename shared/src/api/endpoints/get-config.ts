import { API_PATHS } from '../../contracts/api';
import type { ApiErrorBody, RuntimeConfigResponse } from '../../contracts/wire';
import { expectSuccess } from '../api-error';
import { http } from '../http-client';

export type ConfigSuccess = RuntimeConfigResponse;

/** GET /config — anonymous runtime settings of the API, e.g. the product slug of `/{product}/...` paths. */
export async function getConfig(): Promise<ConfigSuccess> {
  return expectSuccess(await http.get<RuntimeConfigResponse | ApiErrorBody>(API_PATHS.config));
}
