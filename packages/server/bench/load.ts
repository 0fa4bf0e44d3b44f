import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
}

/** One autocannon run against `url` after a one-second warm-up; any non-200 answer fails it. */
export async function measure(url: string, connections: number, durationSeconds: number): Promise<LoadResult> {
  await autocannon({ url, connections, duration: 1 });
  const result = await autocannon({ url, connections, duration: durationSeconds });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}
