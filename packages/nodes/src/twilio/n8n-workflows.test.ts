/**
 * Workflows as people write them in n8n (`n8n-workflows/*.json`, parameters as the editor saves
 * them: defaults left out), imported and run through the engine against the Twilio fake: the
 * requests they send and the items they give.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { ACCOUNT_SID, AUTH_TOKEN, start } from './test-fake/twilio-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>>;

beforeEach(async () => {
  await server?.close();
  server = await start();
  process.env.WEFT_TWILIO_API_URL = server.url;
});
afterAll(async () => {
  delete process.env.WEFT_TWILIO_API_URL;
  await server?.close();
});

async function run(file: string) {
  const workflow = importN8nWorkflow(
    JSON.parse(readFileSync(new URL(`./n8n-workflows/${file}`, import.meta.url), 'utf8')),
  );
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    services: {
      getCredentials: async () => ({ authType: 'authToken', accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN }),
    },
  });
  const rd = result.data.resultData;
  return {
    error: rd.error,
    out: (node: string) => (rd.runData[node]?.at(-1)?.data?.main?.[0] ?? []).map((i) => i.json),
  };
}

describe('n8n workflows with Twilio', () => {
  it('sends a reminder by SMS or WhatsApp per row (toWhatsapp from an expression) and keeps each sid', async () => {
    const { error, out } = await run('sms-and-whatsapp-reminders.json');
    expect(error).toBeUndefined();
    expect(server.fake.state.calls.map((c) => c.form)).toEqual([
      { From: '+14155550100', To: '+14155550140', Body: 'Hi Ada, see you tomorrow at 3pm.', StatusCallback: '' },
      {
        From: 'whatsapp:+14155238886',
        To: 'whatsapp:+14155550141',
        Body: 'Hi Grace, see you tomorrow at 4pm.',
        StatusCallback: '',
      },
    ]);
    expect(out('Keep sid')).toEqual([
      { sid: 'SM00000000000000000000000000000001', status: 'queued' },
      { sid: 'SM00000000000000000000000000000002', status: 'queued' },
    ]);
  });

  it('calls (the call resource, Make by default) and speaks the escaped alert', async () => {
    const { error, out } = await run('alert-call.json');
    expect(error).toBeUndefined();
    expect(server.fake.state.calls[0]!.form).toEqual({
      From: '+14155550101',
      To: '+14155550150',
      Twiml: '<Response><Say>Alert: billing &amp; payments is down.</Say></Response>',
      StatusCallback: 'https://hooks.weft.example/call-status',
    });
    expect(out('Call on-call')[0]).toMatchObject({
      sid: 'CA00000000000000000000000000000001',
      direction: 'outbound-api',
    });
  });
});
