/**
 * An OAuth2 token the service refuses before its stated expiry (revoked, or stored without
 * `expires_at`): the Google and Microsoft nodes renew it once with the refresh token and repeat the
 * call, as n8n does, and the new token is stored; a renewal the token endpoint refuses fails the
 * node with that reason. Real server, loopback token endpoint and Sheets fake.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Workflow } from '@weft/workflow';
// @ts-expect-error: the fake is plain JavaScript (typed below), shared with the nodes' tests
import { createSheetsFake as createSheetsFakeJs } from '../../nodes/src/google-sheets/test-fake/sheets-fake.mjs';
import { startProvider, type Provider } from './credentials-provider.js';
import { createTestServer, type TestServer } from './harness.js';

/** What this test uses of the Sheets fake. */
interface SheetsFake {
  state: { requests: Array<{ auth?: string }> };
  addSpreadsheet(doc: { id: string; title: string; sheets: Record<string, string[][]> }): void;
  handle(req: IncomingMessage, res: ServerResponse): boolean;
}
const createSheetsFake = createSheetsFakeJs as () => SheetsFake;

const DOC = '1aB2cD3eF4gH5iJ6kL7mN8oP9qR0sT1uV2wX3yZ4ab5c';

function readRows(credentialId: string): Workflow {
  return {
    name: 'read rows',
    nodes: [
      {
        id: 't',
        name: 'Start',
        type: 'n8n-nodes-base.manualTrigger',
        typeVersion: 1,
        position: [0, 0],
        parameters: {},
      },
      {
        id: 's',
        name: 'Sheet',
        type: 'n8n-nodes-base.googleSheets',
        typeVersion: 4.5,
        position: [200, 0],
        parameters: {
          documentId: { __rl: true, value: DOC, mode: 'id' },
          sheetName: { __rl: true, value: 'Sheet1', mode: 'name' },
          options: {},
        },
        credentials: { googleSheetsOAuth2Api: { id: credentialId, name: 'Sheets' } },
      },
    ],
    connections: { Start: { main: [[{ node: 'Sheet', type: 'main', index: 0 }]] } },
  } as unknown as Workflow;
}

describe('an OAuth2 token refused with 401', () => {
  let server: TestServer;
  let provider: Provider;
  let sheets: Server;
  let fake: SheetsFake;
  let ownerId: string;

  beforeAll(async () => {
    provider = await startProvider();
    fake = createSheetsFake();
    fake.addSpreadsheet({
      id: DOC,
      title: 'Orders',
      sheets: {
        Sheet1: [
          ['id', 'name'],
          ['1', 'Ada'],
          ['2', 'Grace'],
        ],
      },
    });
    sheets = createServer((req, res) => {
      if (!fake.handle(req, res)) res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => sheets.listen(0, '127.0.0.1', resolve));
    process.env.WEFT_GOOGLE_API_URL = `http://127.0.0.1:${(sheets.address() as AddressInfo).port}`;
    server = await createTestServer('sqlite');
    ownerId = (await server.owner()).user.id;
  });
  afterAll(async () => {
    delete process.env.WEFT_GOOGLE_API_URL;
    await server?.close();
    await provider?.close();
    await new Promise<void>((resolve) => sheets.close(() => resolve()));
  });

  async function credential(refreshToken: string): Promise<string> {
    const store = server.ctx.credentialStore;
    const data = {
      clientId: provider.client.id,
      clientSecret: provider.client.secret,
      accessTokenUrl: `${provider.url}/token`,
      // Refused by the fake ('Bearer expired'), and stored with no expiry: only the 401 tells.
      oauthTokenData: { access_token: 'expired', token_type: 'Bearer', refresh_token: refreshToken },
    };
    const record = await store.repo.create(
      { name: 'Sheets', type: 'googleSheetsOAuth2Api', data: store.encrypt(data), nodesAccess: [] },
      ownerId,
    );
    return record.id;
  }

  it('renews the token with the refresh token, repeats the call and stores the new token', async () => {
    const id = await credential('refresh-7');
    const run = await server.ctx.executions.start({ workflow: readRows(id), mode: 'manual', userId: ownerId });
    const done = await run.done;
    expect(done.data.resultData.error).toBeUndefined();
    const items = done.data.resultData.runData.Sheet?.[0]?.data?.main?.[0] ?? [];
    expect(items.map((i) => i.json)).toEqual([
      { row_number: 2, id: '1', name: 'Ada' },
      { row_number: 3, id: '2', name: 'Grace' },
    ]);
    expect(provider.log.token.at(-1)).toMatchObject({ grant_type: 'refresh_token', refresh_token: 'refresh-7' });
    const auths = fake.state.requests.map((r) => r.auth);
    expect(auths[0]).toBe('Bearer expired');
    expect(auths.at(-1)).toMatch(/^Bearer refreshed-/);
    const store = server.ctx.credentialStore;
    const stored = store.decrypt((await store.repo.get(id))!) as { oauthTokenData: Record<string, unknown> };
    expect(stored.oauthTokenData.access_token).toMatch(/^refreshed-/);
    expect(stored.oauthTokenData.refresh_token).toBe('refresh-7');
  });

  it("fails the node with the token endpoint's reason when the renewal is refused", async () => {
    const id = await credential('revoked');
    const run = await server.ctx.executions.start({ workflow: readRows(id), mode: 'manual', userId: ownerId });
    const done = await run.done;
    const error = done.data.resultData.error as
      { message: string; description?: string; node?: { name: string } } | undefined;
    expect(error?.message).toBe('Authorization failed - please check your credentials');
    expect(error?.description).toContain('unsupported_grant_type');
    expect(done.status).toBe('error');
  });
});
