// The bench workflow (bench/webhook/workflow.json) made ready on a running `weft start`: the owner
// set up, the workflow created and activated. Shared by bench/webhook's throughput and
// instruction-count runs.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const workflowFile = join(dirname(fileURLToPath(import.meta.url)), '..', 'webhook', 'workflow.json');

/**
 * Sets up the owner of the instance at `base`, creates and activates the bench workflow, and
 * answers the owner's JSON headers (session cookie included) and a count of saved executions.
 * @param {string} base e.g. http://127.0.0.1:5811
 */
export async function activateBenchWorkflow(base) {
  const setup = await fetch(`${base}/rest/owner/setup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'bench@example.com',
      firstName: 'Bench',
      lastName: 'Mark',
      password: 'Bench-Passw0rd',
    }),
  });
  if (!setup.ok) throw new Error(`owner setup failed: ${setup.status} ${await setup.text()}`);
  const cookie = setup.headers.get('set-cookie').split(';')[0];
  const headers = { 'content-type': 'application/json', cookie };
  const created = await (
    await fetch(`${base}/rest/workflows`, { method: 'POST', headers, body: readFileSync(workflowFile, 'utf8') })
  ).json();
  if (!created.data?.id) throw new Error(`creating the workflow failed: ${JSON.stringify(created)}`);
  const act = await fetch(`${base}/rest/workflows/${created.data.id}`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ active: true, versionId: created.data.versionId }),
  });
  if (!act.ok) throw new Error(`activation failed: ${act.status} ${await act.text()}`);
  /** Executions saved so far. */
  const count = async () => (await (await fetch(`${base}/rest/executions?limit=1`, { headers })).json()).data?.count;
  return { headers, count };
}
