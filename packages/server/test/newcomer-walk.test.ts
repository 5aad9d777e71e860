/**
 * The newcomer's walk of the server issue, end to end over real HTTP against a real
 * `weft start` process on a fresh data folder: owner setup, sign-in, a workflow run and its
 * execution, a version conflict and a forced save, a credential whose secret never appears in
 * the data folder, a member invited through the invite link who sees nothing until it is
 * shared, and an activated webhook workflow answering on /webhook/….
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireBuild } from './require-build.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const bin = join(root, 'packages/cli/bin/weft.js');
requireBuild('newcomer-walk', 'packages/cli/dist/bundle/main.js');
const PORT = 5890 + (process.pid % 50);
const base = `http://127.0.0.1:${PORT}`;
const SECRET = 'S3cret-Value-do-not-leak-7731';

type Res = { status: number; body: any; cookie?: string };

async function call(method: string, path: string, body?: unknown, cookie?: string): Promise<Res> {
  const res = await fetch(base + path, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* text */
  }
  return { status: res.status, body: parsed, cookie: res.headers.get('set-cookie')?.split(';')[0] };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? filesUnder(p) : [p];
  });
}

describe('a newcomer walks through a fresh Weft', () => {
  let home: string;
  let proc: ChildProcess;
  let owner: string;

  beforeAll(async () => {
    home = mkdtempSync(join(tmpdir(), 'weft-walk-'));
    proc = spawn(process.execPath, [bin, 'start'], {
      env: { ...process.env, WEFT_HOME: home, WEFT_PORT: String(PORT), WEFT_ENCRYPTION_KEY: '' },
      stdio: 'ignore',
    });
    for (let i = 0; i < 200; i++) {
      try {
        if ((await fetch(`${base}/healthz`)).ok) return;
      } catch {
        /* starting */
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('weft start did not come up');
  }, 30_000);

  afterAll(async () => {
    proc?.kill('SIGTERM');
    await new Promise((r) => proc?.once('exit', r));
    rmSync(home, { recursive: true, force: true });
  });

  it('sets up the owner and signs in', async () => {
    expect((await call('GET', '/rest/settings')).body.data.userManagement.showSetupOnFirstLoad).toBe(true);
    const setup = await call('POST', '/rest/owner/setup', {
      email: 'olive@example.com',
      firstName: 'Olive',
      lastName: 'Owner',
      password: 'Owner-Passw0rd',
    });
    expect(setup.status).toBe(200);
    const login = await call('POST', '/rest/login', { email: 'olive@example.com', password: 'Owner-Passw0rd' });
    expect(login.status).toBe(200);
    owner = login.cookie!;
    expect((await call('GET', '/rest/login', undefined, owner)).body.data.email).toBe('olive@example.com');
    expect(statSync(join(home, 'config')).mode & 0o777).toBe(0o600);
  });

  let workflowId: string;
  let versionId: string;

  it('creates a workflow, runs it and reads the execution', async () => {
    const wf = {
      name: 'First steps',
      nodes: [
        {
          id: 'a',
          name: 'Start',
          type: 'n8n-nodes-base.manualTrigger',
          typeVersion: 1,
          position: [0, 0],
          parameters: {},
        },
        {
          id: 'b',
          name: 'Hello',
          type: 'n8n-nodes-base.set',
          typeVersion: 3.4,
          position: [200, 0],
          parameters: {
            mode: 'manual',
            assignments: { assignments: [{ id: 'x', name: 'hello', value: '={{ "world" }}', type: 'string' }] },
            options: {},
          },
        },
      ],
      connections: { Start: { main: [[{ node: 'Hello', type: 'main', index: 0 }]] } },
      settings: { executionOrder: 'v1' },
    };
    const created = await call('POST', '/rest/workflows', wf, owner);
    expect(created.status).toBe(200);
    workflowId = created.body.data.id;
    versionId = created.body.data.versionId;
    const run = await call('POST', '/rest/workflows/run', { workflowData: { ...wf, id: workflowId } }, owner);
    expect(run.status).toBe(200);
    const id = run.body.data.executionId;
    let execution: any;
    for (let i = 0; i < 100; i++) {
      execution = (await call('GET', `/rest/executions/${id}`, undefined, owner)).body.data;
      if (execution?.finished || execution?.stoppedAt) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(execution.status).toBe('success');
    expect(execution.data.resultData.runData.Hello[0].data.main[0][0].json).toEqual({ hello: 'world' });
  });

  it('hits a version conflict and force-saves', async () => {
    const first = await call('PATCH', `/rest/workflows/${workflowId}`, { name: 'Renamed once', versionId }, owner);
    expect(first.status).toBe(200);
    const stale = await call('PATCH', `/rest/workflows/${workflowId}`, { name: 'Renamed twice', versionId }, owner);
    expect(stale.status).toBe(400);
    expect(stale.body.code).toBe(100);
    const forced = await call(
      'PATCH',
      `/rest/workflows/${workflowId}?forceSave=true`,
      { name: 'Renamed twice', versionId },
      owner,
    );
    expect(forced.status).toBe(200);
    expect(forced.body.data.name).toBe('Renamed twice');
  });

  it('stores a credential whose secret never appears in plain text in the data folder', async () => {
    const cred = await call(
      'POST',
      '/rest/credentials',
      { name: 'Basic', type: 'httpBasicAuth', data: { user: 'ada', password: SECRET } },
      owner,
    );
    expect(cred.status).toBe(200);
    for (const file of filesUnder(home)) expect(readFileSync(file).includes(SECRET), file).toBe(false);
  });

  it('invites a member who accepts through the link and sees nothing until it is shared', async () => {
    const invited = await call('POST', '/rest/users', [{ email: 'mia@example.com' }], owner);
    expect(invited.status).toBe(200);
    const inviteeId = invited.body.data[0].user.id;
    const link = (await call('GET', `/rest/users/${inviteeId}/invite-link`, undefined, owner)).body.data.link as string;
    const params = new URL(link).searchParams;
    expect(params.get('inviteeId')).toBe(inviteeId);
    const resolved = await call(
      'GET',
      `/rest/resolve-signup-token?inviterId=${params.get('inviterId')}&inviteeId=${inviteeId}`,
    );
    expect(resolved.status).toBe(200);
    const accepted = await call('POST', `/rest/users/${inviteeId}`, {
      inviterId: params.get('inviterId'),
      firstName: 'Mia',
      lastName: 'Member',
      password: 'Member-Passw0rd',
    });
    expect(accepted.status).toBe(200);
    const member = accepted.cookie!;
    expect((await call('GET', '/rest/workflows', undefined, member)).body.data).toHaveLength(0);
    expect((await call('GET', `/rest/workflows/${workflowId}`, undefined, member)).status).toBeGreaterThanOrEqual(403);
    expect((await call('GET', '/rest/credentials', undefined, member)).body.data).toHaveLength(0);
    const shared = await call('PUT', `/rest/workflows/${workflowId}/share`, { shareWithIds: [inviteeId] }, owner);
    expect(shared.status).toBe(200);
    expect((await call('GET', '/rest/workflows', undefined, member)).body.data).toHaveLength(1);
  });

  it('activates a webhook workflow that answers on /webhook/…', async () => {
    const wf = {
      name: 'Greeter',
      nodes: [
        {
          id: 'w',
          name: 'Webhook',
          type: 'n8n-nodes-base.webhook',
          typeVersion: 2,
          position: [0, 0],
          webhookId: '0e7e8f55-7c43-4f0c-8a44-2f4c55b2d001',
          parameters: { httpMethod: 'POST', path: 'greet', responseMode: 'lastNode', options: {} },
        },
        {
          id: 's',
          name: 'Greet',
          type: 'n8n-nodes-base.set',
          typeVersion: 3.4,
          position: [200, 0],
          parameters: {
            mode: 'manual',
            assignments: {
              assignments: [{ id: 'g', name: 'greeting', value: '=Hello {{ $json.body.name }}', type: 'string' }],
            },
            options: {},
          },
        },
      ],
      connections: { Webhook: { main: [[{ node: 'Greet', type: 'main', index: 0 }]] } },
      settings: { executionOrder: 'v1' },
    };
    const created = await call('POST', '/rest/workflows', wf, owner);
    const activated = await call(
      'PATCH',
      `/rest/workflows/${created.body.data.id}`,
      { active: true, versionId: created.body.data.versionId },
      owner,
    );
    expect(activated.status).toBe(200);
    expect(activated.body.data.active).toBe(true);
    const answer = await call('POST', '/webhook/greet', { name: 'Ada' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ greeting: 'Hello Ada' });
  });
});
