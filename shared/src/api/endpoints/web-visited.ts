import { API_PATHS, type WebVisitedRequest } from '../../contracts/api';
import { http } from '../http-client';

/** POST /{product}/open-api/web-visited — sent about 1 s after load; the answer is not read. */
export async function webVisited(product: string, body: WebVisitedRequest): Promise<void> {
  await http.post<unknown>(API_PATHS.webVisited(encodeURIComponent(product)), body);
}
