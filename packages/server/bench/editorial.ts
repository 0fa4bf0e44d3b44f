/**
 * Publish-time and save-time costs of the editorial engine (issue 45): sequential admin writes
 * against a running server, timed one by one. A spec update (publishes at once, with its
 * revision) is the baseline; a draft save and a draft publish are what the editor adds.
 */

export interface WriteTiming {
  label: string;
  p50: number;
  p99: number;
}

const ROUNDS = 40;

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];

async function timed(rounds: number, send: (round: number) => Promise<Response>): Promise<Omit<WriteTiming, 'label'>> {
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    const response = await send(round);
    times.push(performance.now() - started);
    if (!response.ok) throw new Error(`editorial bench: ${response.status} ${await response.text()}`);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
}

/** Times the writes on product `productId` and puts its name back. */
export async function editorialWriteTimings(
  base: string,
  productId: number,
  adminToken: string,
): Promise<WriteTiming[]> {
  const send = (method: string, path: string, body: object = {}) =>
    fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const record = `/api/products/${productId}`;
  const draft = `/api/editorial/products/records/${productId}/draft`;
  const original = ((await (await fetch(`${base}${record}`)).json()) as { data: { name: string } }).data.name;
  const update = await timed(ROUNDS, (round) => send('PUT', record, { name: `Bench update ${round}` }));
  const save = await timed(ROUNDS, (round) => send('PUT', draft, { name: `Bench draft ${round}` }));
  const publishes: number[] = [];
  const publish = await timed(ROUNDS, async (round) => {
    const saved = (await (await send('PUT', draft, { name: `Bench publish ${round}` })).json()) as {
      data: { id: number };
    };
    publishes.push(saved.data.id);
    return send('POST', `/api/editorial/drafts/${saved.data.id}/publish`);
  });
  await send('PUT', record, { name: original });
  return [
    { label: 'spec update (publishes, keeps a revision)', ...update },
    { label: 'draft save', ...save },
    { label: 'draft publish', ...publish },
  ];
}
