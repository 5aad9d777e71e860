/** Workflows and helpers of the waiting-execution tests. */
import { rmSync } from 'node:fs';
import pg from 'pg';
import type { Workflow } from '@weft/workflow';
import { chain, node, setNode, webhookNode } from './activation-helpers.js';
import { PG_ADMIN_URL } from './harness.js';

/** Webhook (GET /webhook/{path}) → Wait (resumed by a webhook call) → Set, answering when the last node finishes. */
export function webhookWaitWorkflow(
  path: string,
  wait: Record<string, unknown> = {},
): { nodes: Workflow['nodes']; connections: Workflow['connections'] } {
  return {
    nodes: [
      webhookNode(path),
      node(
        'Wait',
        'n8n-nodes-base.wait',
        { resume: 'webhook', httpMethod: 'POST', responseMode: 'lastNode', ...wait },
        { typeVersion: 1.1, webhookId: `wait-${path}` },
      ),
      setNode('Set', {
        answer: '={{ $json.body.answer }}',
        started: "={{ $('Webhook').item.json.query.who }}",
        resumeUrl: '={{ $execution.resumeUrl }}',
      }),
    ],
    connections: chain('Webhook', 'Wait', 'Set'),
  };
}

/** Manual Trigger → Wait (a time interval in seconds) → Set. */
export function timeWaitWorkflow(seconds: number, name = 'Waits a while'): Workflow {
  return {
    name,
    nodes: [
      node('Start', 'n8n-nodes-base.manualTrigger'),
      node(
        'Wait',
        'n8n-nodes-base.wait',
        { resume: 'timeInterval', amount: seconds, unit: 'seconds' },
        { typeVersion: 1.1 },
      ),
      setNode('Set', { done: 'yes' }),
    ],
    connections: chain('Start', 'Wait', 'Set'),
  };
}

/** The environment that reopens a test server's database (same home, same SQLite file or PostgreSQL database). */
export function sameDatabaseEnv(
  home: string,
  db: { type: 'sqlite'; file: string } | { type: 'postgresdb'; url: string },
  extra: Record<string, string> = {},
): Record<string, string> {
  const env: Record<string, string> = { WEFT_HOME: home, WEFT_ENCRYPTION_KEY: 'test-key-0123456789abcdef', ...extra };
  if (db.type === 'postgresdb') Object.assign(env, { WEFT_DB_TYPE: 'postgresdb', WEFT_DB_URL: db.url });
  return env;
}

/** Removes a test server's home and PostgreSQL database (after it was closed by hand). */
export async function dropTestData(
  home: string,
  db: { type: 'sqlite'; file: string } | { type: 'postgresdb'; url: string },
): Promise<void> {
  rmSync(home, { recursive: true, force: true });
  if (db.type !== 'postgresdb') return;
  const name = new URL(db.url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
