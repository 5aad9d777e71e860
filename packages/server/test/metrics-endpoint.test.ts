import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMetrics } from '@weft/server';
import { createTestServer, type TestServer } from './harness.js';
import { chain, finishedExecutions, insertWorkflow, setNode, webhookNode } from './activation-helpers.js';

/** The value of one sample line of a Prometheus text body, or undefined. */
function sample(body: string, line: string): number | undefined {
  const found = body.split('\n').find((l) => l.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
}

// Metrics do not depend on the database: SQLite is enough, and regular mode needs no Redis.
describe('GET /metrics and /healthz in regular mode', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer('sqlite');
  });
  afterAll(async () => server?.close());

  it('answers Prometheus text with the default process metrics and no queue metrics', async () => {
    const res = await server.anonymous.get('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toContain('# TYPE process_cpu_user_seconds_total counter');
    expect(res.text).toContain('nodejs_heap_size_used_bytes');
    expect(res.text).toContain('# TYPE weft_executions_total counter');
    expect(res.text).toContain('# TYPE weft_execution_duration_seconds histogram');
    expect(res.text).not.toContain('weft_queue_');
  });

  it('counts executions by status and mode, with their durations', async () => {
    const id = await insertWorkflow(server.ctx, {
      nodes: [webhookNode('metrics-ok', { responseMode: 'lastNode' }), setNode('Set', { ok: 'yes' })],
      connections: chain('Webhook', 'Set'),
    });
    await server.ctx.activeWorkflows.activate(id);
    const failing = await insertWorkflow(server.ctx, {
      nodes: [
        webhookNode('metrics-fail', { responseMode: 'lastNode' }),
        // An expression error (a node that does not exist) fails the run; a TypeError would give null, as in n8n.
        setNode('Set', { bad: "={{ $('Nope').item.json.a }}" }),
      ],
      connections: chain('Webhook', 'Set'),
    });
    await server.ctx.activeWorkflows.activate(failing);
    for (let i = 0; i < 3; i++) expect((await server.anonymous.get('/webhook/metrics-ok')).body).toEqual({ ok: 'yes' });
    expect((await server.anonymous.get('/webhook/metrics-fail')).status).toBe(500);
    await finishedExecutions(server.ctx, id, 3);
    await finishedExecutions(server.ctx, failing, 1);

    const body = (await server.anonymous.get('/metrics')).text;
    expect(sample(body, 'weft_executions_total{status="success",mode="webhook"}')).toBe(3);
    expect(sample(body, 'weft_executions_total{status="error",mode="webhook"}')).toBe(1);
    expect(sample(body, 'weft_execution_duration_seconds_count{status="success",mode="webhook"}')).toBe(3);
    expect(sample(body, 'weft_execution_duration_seconds_bucket{le="+Inf",status="success",mode="webhook"}')).toBe(3);
    expect(sample(body, 'weft_execution_duration_seconds_sum{status="success",mode="webhook"}')).toBeGreaterThan(0);
  });

  it('counts manual runs started through the API', async () => {
    const owner = await server.owner();
    const res = await owner.post('/rest/workflows/run', {
      workflowData: { name: 'manual', nodes: [setNode('Set', { a: '1' })], connections: {} },
    });
    expect(res.status).toBe(200);
    const body = await (async () => {
      for (let i = 0; i < 100; i++) {
        const text = (await server.anonymous.get('/metrics')).text;
        if (sample(text, 'weft_executions_total{status="success",mode="manual"}')) return text;
        await new Promise((r) => setTimeout(r, 50));
      }
      return '';
    })();
    expect(sample(body, 'weft_executions_total{status="success",mode="manual"}')).toBe(1);
  });

  it('readiness checks the database and every added check', async () => {
    expect((await server.anonymous.get('/healthz')).body).toEqual({ status: 'ok' });
    expect((await server.anonymous.get('/healthz/readiness')).body).toEqual({ status: 'ok' });
    server.ctx.readiness.add('Redis', async () => {
      throw new Error('connection refused');
    });
    const down = await server.anonymous.get('/healthz/readiness');
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ status: 'error', message: 'Redis does not answer: connection refused' });
    server.ctx.readiness.add('Redis', async () => 'PONG');
    expect((await server.anonymous.get('/healthz/readiness')).status).toBe(200);
  });
});

describe('queue metrics', () => {
  it('reads the queue counts once per scrape; completed and failed only grow', async () => {
    const metrics = createMetrics();
    let reads = 0;
    let counts = { waiting: 4, active: 2, completed: 10, failed: 1 };
    metrics.useQueue(async () => {
      reads++;
      return counts;
    });
    const first = await metrics.scrape();
    const contentType = first.contentType;
    let body = first.body;
    expect(contentType).toMatch(/^text\/plain/);
    expect(reads).toBe(1);
    expect(sample(body, 'weft_queue_waiting')).toBe(4);
    expect(sample(body, 'weft_queue_active')).toBe(2);
    expect(sample(body, 'weft_queue_completed_total')).toBe(10);
    expect(sample(body, 'weft_queue_failed_total')).toBe(1);
    expect(body).toContain('# TYPE weft_queue_completed_total counter');
    expect(body).toContain('process_resident_memory_bytes');

    // The queue trims old jobs: its total may fall, the counter does not.
    counts = { waiting: 0, active: 1, completed: 3, failed: 2 };
    ({ body } = await metrics.scrape());
    expect(sample(body, 'weft_queue_waiting')).toBe(0);
    expect(sample(body, 'weft_queue_completed_total')).toBe(10);
    expect(sample(body, 'weft_queue_failed_total')).toBe(2);
  });
});
