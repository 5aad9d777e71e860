/**
 * TOTP 1 through the engine with a fixed clock, against RFC 6238's published test vectors and
 * otpauth itself; codes change every period, so n8n's recorded case covers only the label error.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOTP } from 'otpauth';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, type Workflow } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';

const nodeTypes = createNodeTypeRegistry(builtinNodeTypes);
/** RFC 6238 appendix B: the ASCII seeds "1234567890…" for SHA1, SHA256 and SHA512, in base32. */
const SEED_SHA1 = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const SEED_SHA256 = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZA';
const SEED_SHA512 =
  'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNA';

async function run(options: Record<string, unknown>, credential: Record<string, unknown>, items: unknown[] = [{}]) {
  const workflow = {
    name: 'totp test',
    nodes: [
      {
        id: '1',
        name: 'Start',
        type: 'n8n-nodes-base.manualTrigger',
        typeVersion: 1,
        position: [0, 0],
        parameters: {},
      },
      { id: '2', name: 'Data', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [200, 0], parameters: {} },
      {
        id: '3',
        name: 'TOTP',
        type: 'n8n-nodes-base.totp',
        typeVersion: 1,
        position: [400, 0],
        parameters: { operation: 'generateSecret', options },
        credentials: { totpApi: { id: 't', name: 't' } },
      },
    ],
    connections: {
      Start: { main: [[{ node: 'Data', type: 'main', index: 0 }]] },
      Data: { main: [[{ node: 'TOTP', type: 'main', index: 0 }]] },
    },
    pinData: { Data: items.map((json) => ({ json })) },
    settings: {},
  } as unknown as Workflow;
  const result = await runWorkflow({
    workflow,
    nodeTypes,
    mode: 'manual',
    timezone: 'UTC',
    services: { getCredentials: async () => credential },
  });
  const out = result.data.resultData.runData.TOTP?.[0]?.data?.main?.[0] ?? [];
  return { json: out.map((i) => i.json), paired: out.map((i) => i.pairedItem), error: result.data.resultData.error };
}

describe('TOTP', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it('gives RFC 6238’s codes for its test times with 8 digits (SHA1, SHA256, SHA512)', async () => {
    const vectors: Array<[number, string, string, string]> = [
      [59, '94287082', '46119246', '90693936'],
      [1111111109, '07081804', '68084774', '25091201'],
      [20000000000, '65353130', '77737706', '47863826'],
    ];
    for (const [seconds, sha1, sha256, sha512] of vectors) {
      vi.setSystemTime(seconds * 1000);
      expect((await run({ digits: 8 }, { secret: SEED_SHA1, label: 'RFC:test' })).json[0]!.token).toBe(sha1);
      expect(
        (await run({ digits: 8, algorithm: 'SHA256' }, { secret: SEED_SHA256, label: 'RFC:test' })).json[0]!.token,
      ).toBe(sha256);
      expect(
        (await run({ digits: 8, algorithm: 'SHA512' }, { secret: SEED_SHA512, label: 'RFC:test' })).json[0]!.token,
      ).toBe(sha512);
    }
  });

  it('answers the same code for every item with the seconds left, using defaults SHA1/6/30 and the period given', async () => {
    vi.setSystemTime(Date.UTC(2024, 0, 1, 0, 0, 20, 500));
    const credential = { secret: 'BVDRSBXQB2ZEL5HE', label: 'GitHub:john-doe' };
    const expected = new TOTP({ issuer: 'GitHub', label: 'GitHub:john-doe', secret: 'BVDRSBXQB2ZEL5HE' }).generate({
      timestamp: Date.now(),
    });
    const { json, paired } = await run({}, credential, [{}, {}]);
    expect(json).toEqual([
      { token: expected, secondsRemaining: 9 },
      { token: expected, secondsRemaining: 9 },
    ]);
    expect(paired).toEqual([{ item: 0 }, { item: 1 }]);
    const sixty = await run({ period: 60, digits: 7, algorithm: 'SHA3-256' }, credential);
    const expected60 = new TOTP({ secret: 'BVDRSBXQB2ZEL5HE', period: 60, digits: 7, algorithm: 'SHA3-256' }).generate({
      timestamp: Date.now(),
    });
    expect(sixty.json).toEqual([{ token: expected60, secondsRemaining: 39 }]);
    expect(expected60).toHaveLength(7);
  });

  it('refuses a label without issuer and a secret that is not base32, naming the node', async () => {
    const label = await run({}, { secret: 'BVDRSBXQB2ZEL5HE', label: 'john-doe' });
    expect(label.error?.message).toBe('Malformed label - expected `issuer:username`');
    expect(label.error?.node?.name).toBe('TOTP');
    const secret = await run({}, { secret: 'not base32 at all!', label: 'A:b' });
    expect(secret.error?.message).toBe('Invalid character found: !');
    expect(secret.error?.description).toMatch(/base32/);
    expect(secret.error?.node?.name).toBe('TOTP');
  });
});
