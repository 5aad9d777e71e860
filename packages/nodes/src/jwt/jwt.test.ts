/** JWT 1 through the engine; tokens are checked with jsonwebtoken and node:crypto independently of the node. */
import { createPublicKey, generateKeyPairSync, verify as verifySignature } from 'node:crypto';
import jwt, { type JwtPayload } from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, type Workflow } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { formatPemKey } from './pem.js';

const nodeTypes = createNodeTypeRegistry(builtinNodeTypes);
const secret = { keyType: 'passphrase', secret: 'test-secret', algorithm: 'HS256' };
const rsa = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  publicKeyEncoding: { type: 'spki', format: 'pem' },
});
const ec = generateKeyPairSync('ec', {
  namedCurve: 'P-256',
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  publicKeyEncoding: { type: 'spki', format: 'pem' },
});
const oneLine = (pem: string) => pem.trim().split('\n').join(' ');

async function run(
  parameters: Record<string, unknown>,
  credential: Record<string, unknown> = secret,
  items: unknown[] = [{}],
  onError?: string,
) {
  const workflow = {
    name: 'jwt test',
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
        name: 'JWT',
        type: 'n8n-nodes-base.jwt',
        typeVersion: 1,
        position: [400, 0],
        parameters,
        credentials: { jwtAuth: { id: 'j', name: 'j' } },
        ...(onError ? { onError } : {}),
      },
    ],
    connections: {
      Start: { main: [[{ node: 'Data', type: 'main', index: 0 }]] },
      Data: { main: [[{ node: 'JWT', type: 'main', index: 0 }]] },
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
  const out = result.data.resultData.runData.JWT?.[0]?.data?.main?.[0] ?? [];
  return {
    json: out.map((i) => i.json as Record<string, any>),
    paired: out.map((i) => i.pairedItem),
    error: result.data.resultData.error,
  };
}

describe('JWT', () => {
  it('signs the picked claims as they are (n8n puts the claim fields in the payload) with the credential’s secret and a key id', async () => {
    const before = Math.floor(Date.now() / 1000);
    const { json, paired } = await run(
      {
        operation: 'sign',
        useJson: false,
        claims: { subject: 'u1', audience: 'api', expiresIn: 60 },
        options: { kid: 'k9' },
      },
      secret,
      [{}, {}],
    );
    expect(paired).toEqual([0, 1]);
    const decoded = jwt.verify(json[0]!.token, 'test-secret', { complete: true, algorithms: ['HS256'] });
    expect(decoded.header).toEqual({ alg: 'HS256', typ: 'JWT', kid: 'k9' });
    expect(decoded.payload).toMatchObject({ subject: 'u1', audience: 'api', expiresIn: 60 });
    expect((decoded.payload as { iat: number }).iat).toBeGreaterThanOrEqual(before);
  });

  it('signs JSON claims with an overriding algorithm, and verifies and decodes them back', async () => {
    const signed = await run({
      operation: 'sign',
      useJson: true,
      claimsJson: '{"sub":"x","iat":1700000000}',
      options: { algorithm: 'HS384' },
    });
    const token = signed.json[0]!.token as string;
    expect(jwt.decode(token, { complete: true })?.header.alg).toBe('HS384');
    const refused = await run({ operation: 'verify', token, options: {} });
    expect(refused.error?.message).toBe('invalid algorithm');
    expect((await run({ operation: 'verify', token, options: { algorithm: 'HS384' } })).json).toEqual([
      { payload: { sub: 'x', iat: 1700000000 } },
    ]);
    const complete = await run({ operation: 'decode', token, options: { complete: true } });
    expect(complete.json[0]).toMatchObject({
      header: { alg: 'HS384', typ: 'JWT' },
      payload: { sub: 'x' },
      signature: token.split('.')[2],
    });
  });

  it('signs with RS256 and ES256 PEM keys stored on one line, and verifies with the public key', async () => {
    for (const [pair, algorithm] of [
      [rsa, 'RS256'],
      [ec, 'ES256'],
    ] as const) {
      const credential = {
        keyType: 'pemKey',
        privateKey: oneLine(pair.privateKey),
        publicKey: oneLine(pair.publicKey),
        algorithm,
      };
      const { json } = await run(
        { operation: 'sign', useJson: true, claimsJson: '{"sub":"pem"}', options: {} },
        credential,
      );
      const [h, p, s] = (json[0]!.token as string).split('.');
      const ok = verifySignature(
        algorithm === 'RS256' ? 'sha256' : 'sha256',
        Buffer.from(`${h}.${p}`),
        { key: createPublicKey(pair.publicKey), dsaEncoding: 'ieee-p1363' },
        Buffer.from(s!, 'base64url'),
      );
      expect(ok).toBe(true);
      expect(
        (await run({ operation: 'verify', token: json[0]!.token, options: {} }, credential)).json[0]!.payload,
      ).toMatchObject({ sub: 'pem' });
    }
  });

  it('checks expiry and not-before with the ignore options and clock tolerance', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = jwt.sign({ sub: 'e', exp: now - 5 } satisfies JwtPayload, 'test-secret');
    expect((await run({ operation: 'verify', token: expired, options: {} })).error?.message).toBe('jwt expired');
    expect(
      (await run({ operation: 'verify', token: expired, options: { clockTolerance: 30 } })).json[0]!.payload.sub,
    ).toBe('e');
    expect(
      (await run({ operation: 'verify', token: expired, options: { ignoreExpiration: true } })).json[0]!.payload.sub,
    ).toBe('e');
    const early = jwt.sign({ sub: 'n', nbf: now + 3600 } satisfies JwtPayload, 'test-secret');
    expect((await run({ operation: 'verify', token: early, options: {} })).error?.message).toBe('jwt not active');
    expect(
      (await run({ operation: 'verify', token: early, options: { ignoreNotBefore: true } })).json[0]!.payload.sub,
    ).toBe('n');
  });

  it('says clearly why a token fails, and gives error items (paired by index) with continueOnFail', async () => {
    const other = jwt.sign({ sub: 'x' } satisfies JwtPayload, 'other-secret');
    const bad = await run({ operation: 'verify', token: other, options: {} });
    expect(bad.error?.message).toBe("The JWT token can't be verified");
    expect(bad.error?.node?.name).toBe('JWT');
    expect(bad.error?.context?.itemIndex).toBe(0);
    const shape = await run({ operation: 'decode', token: 'no token here', options: {} });
    expect(shape.error?.message).toBe("Invalid input for 'Token' [item 0]");
    expect(shape.error?.description).toBe('Value is not a valid JWT token');
    const cont = await run(
      { operation: 'verify', token: '={{ $json.t }}', options: {} },
      secret,
      [{ t: other }, { t: jwt.sign({ ok: 1 }, 'test-secret', { noTimestamp: true }) }, { t: 'x.y' }],
      'continueRegularOutput',
    );
    expect(cont.json).toEqual([
      { error: "The JWT token can't be verified" },
      { payload: { ok: 1 } },
      { error: "Invalid input for 'Token' [item 2]" },
    ]);
    expect(cont.paired).toEqual([0, 1, 2]);
    expect((await run({ operation: 'sign', useJson: true, claimsJson: '[1]', options: {} })).error?.message).toBe(
      "The 'JSON Output' in item 0 does not contain a valid JSON object",
    );
  });
});

describe('PEM keys on one line', () => {
  it('gets its line breaks back (also from literal \\n), and a key with line breaks is kept as it is', () => {
    expect(formatPemKey(oneLine(rsa.privateKey))).toBe(rsa.privateKey.trim());
    expect(formatPemKey(oneLine(rsa.publicKey), true)).toBe(rsa.publicKey.trim());
    expect(formatPemKey(rsa.privateKey)).toBe(rsa.privateKey);
    expect(formatPemKey('-----BEGIN PUBLIC KEY-----\\nAAA\\nBBB\\n-----END PUBLIC KEY-----', true)).toBe(
      '-----BEGIN PUBLIC KEY-----\nAAA\nBBB\n-----END PUBLIC KEY-----',
    );
    expect(formatPemKey('')).toBe('');
  });
});
