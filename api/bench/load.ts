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
  max: number;
  /** Everything that was not a 2xx answer: the sum of the three below. */
  errors: number;
  /** Connection errors other than timeouts (refused, reset). */
  connectionErrors: number;
  /** Requests without an answer within autocannon's 10 s. */
  timeouts: number;
  non2xx: number;
  /** Of the non-2xx answers, the server errors (5xx). */
  status5xx: number;
}

export async function runLoad(
  baseUrl: string,
  token: string,
  scenario: Scenario,
  seconds: number,
  connections = 10,
): Promise<Figures> {
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    headers: { authorization: `Bearer ${token}` },
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: scenario.path() }) }],
  });
  // autocannon counts a timeout among its errors too.
  const connectionErrors = result.errors - result.timeouts;
  return {
    name: scenario.name,
    requestsPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: connectionErrors + result.timeouts + result.non2xx,
    connectionErrors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    status5xx: result['5xx'],
  };
}
