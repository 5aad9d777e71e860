/**
 * Salesforce Trigger 1 against the loopback org fake: the SOQL query each poll sends (created or
 * updated in the window from the last check less 15 minutes to now), records fired once (their ids
 * remembered), the cursor kept in the node's static data, the manual run's single record, and the
 * registration.
 */
import { DateTime } from 'luxon';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient } from '@weft/engine';
import { createNodeTypeRegistry, type PollContext, type WorkflowNode } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { ACCESS_TOKEN, INSTANCE_URL, start, type SalesforceFake } from '../salesforce/test-fake/salesforce-fake.mjs';
import { newRecords, pollSalesforce, pollStartDate } from './poll.js';

const http = createHttpClient();
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: SalesforceFake;

// The clock starts at 09:00; the user is created at 09:01, Acme at 09:02, Globex at 09:03.
beforeEach(async () => {
  await server?.close();
  server = await start({
    now: '2026-03-01T09:00:00.000Z',
    records: { Account: [{ Name: 'Acme' }, { Name: 'Globex' }] },
  });
  fake = server.fake;
  process.env.WEFT_SALESFORCE_API_URL = server.url;
});
afterAll(async () => {
  delete process.env.WEFT_SALESFORCE_API_URL;
  await server?.close();
});

function context(
  parameters: Record<string, unknown>,
  staticData: Record<string, unknown>,
  now: string,
  mode: 'trigger' | 'manual' = 'trigger',
): PollContext {
  const node = {
    id: 't',
    name: 'Salesforce Trigger',
    type: 'weft.salesforceTrigger',
    typeVersion: 1,
    position: [0, 0],
    parameters,
  } as unknown as WorkflowNode;
  return {
    getNodeParameter: (name, fallback) => parameters[name] ?? fallback,
    getNode: () => node,
    getWorkflow: () => ({ nodes: [node], connections: {} }) as never,
    getMode: () => mode,
    getTimezone: () => 'UTC',
    getWorkflowStaticData: () => staticData,
    getCredentials: async () => ({ oauthTokenData: { access_token: ACCESS_TOKEN, instance_url: INSTANCE_URL } }),
    now: () => DateTime.fromISO(now, { zone: 'UTC' }),
    helpers: {
      httpRequest: (o) => http(o),
      returnJsonArray: (d) => (Array.isArray(d) ? d : [d]).map((json) => ({ json })),
    },
  };
}
const queries = () => fake.state.calls.filter((c) => c.path === '/services/data/v59.0/query').map((c) => c.query.q);

describe('Salesforce Trigger', () => {
  it('is registered with pollTimes first and polling on', () => {
    const registry = createNodeTypeRegistry(builtinNodeTypes);
    expect(registry.versions?.('n8n-nodes-base.salesforceTrigger')).toEqual([1]);
    const type = builtinNodeTypes.find((t) => t.description.name === 'weft.salesforceTrigger')!;
    expect(type.description.properties.map((p) => p.name)).toEqual(['pollTimes', 'triggerOn', 'customObject']);
  });

  it('starts the window 15 minutes before the last check, and remembers the newest ids', () => {
    const now = DateTime.fromISO('2026-03-01T10:00:00.000Z', { zone: 'UTC' });
    expect(pollStartDate(undefined, now)).toBe('2026-03-01T10:00:00.000Z');
    expect(pollStartDate('2026-03-01T09:30:00.000Z', now)).toBe('2026-03-01T09:15:00.000Z');
    expect(newRecords([{ Id: 'a' }, { Id: 'b' }, { Id: 7 }], ['a'])).toEqual({ fresh: [{ Id: 'b' }], ids: ['a', 'b'] });
  });

  it('fires records created in the window once, and moves the cursor', async () => {
    const data: Record<string, unknown> = { lastTimeChecked: '2026-03-01T09:17:30.000Z' };
    const first = await pollSalesforce(context({ triggerOn: 'accountCreated' }, data, '2026-03-01T09:30:00.000Z'));
    expect(queries()).toEqual([
      'SELECT id,name,type FROM Account WHERE CreatedDate >= 2026-03-01T09:02:30.000Z AND CreatedDate < 2026-03-01T09:30:00.000Z',
    ]);
    expect(first?.[0]?.map((i) => i.json.Name)).toEqual(['Globex']);
    expect(data).toMatchObject({ lastTimeChecked: '2026-03-01T09:30:00.000Z', processedIds: [first![0]![0]!.json.Id] });
    const again = await pollSalesforce(
      context(
        { triggerOn: 'accountCreated' },
        { ...data, lastTimeChecked: '2026-03-01T09:17:30.000Z' },
        '2026-03-01T09:31:00.000Z',
      ),
    );
    expect(again).toBeNull();
  });

  it('asks for updated records created before the window, and one record of any date when run by hand', async () => {
    await pollSalesforce(
      context({ triggerOn: 'customObjectUpdated', customObject: 'Thing__c' }, {}, '2026-03-01T09:30:00.000Z'),
    ).catch(() => undefined);
    expect(queries()[0]).toBe(
      'SELECT id FROM Thing__c WHERE LastModifiedDate >= 2026-03-01T09:30:00.000Z AND LastModifiedDate < 2026-03-01T09:30:00.000Z AND CreatedDate < 2026-03-01T09:30:00.000Z',
    );
    const manual = await pollSalesforce(
      context({ triggerOn: 'accountUpdated' }, {}, '2026-03-01T09:30:00.000Z', 'manual'),
    );
    expect(queries()[1]).toBe('SELECT id,name,type FROM Account  LIMIT 1');
    expect(manual?.[0]?.map((i) => i.json.Name)).toEqual(['Acme']);
  });
});
