/** One autocannon run and the figures the report needs. */
import autocannon from 'autocannon';

export interface Scenario {
  name: string;
  /** A fresh path for every request (random page, rotating search term). */
  path: () => string;
}

export interface Figures {
  name: string;
  requestsPerSec: number;
  p50: number;
  p99: number;
  errors: number;
}

export async function runLoad(
  baseUrl: string,
  token: string,
  scenario: Scenario,
  seconds: number,
): Promise<Figures> {
  const result = await autocannon({
    url: baseUrl,
    connections: 10,
    duration: seconds,
    headers: { authorization: `Bearer ${token}` },
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: scenario.path() }) }],
  });
  return {
    name: scenario.name,
    requestsPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}
