import { describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, type Workflow } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { randomString } from './execute.js';

describe('crypto helpers', () => {
  it('generates random strings of the asked length', () => {
    expect(randomString('hex', 10)).toMatch(/^[0-9a-f]{10}$/);
    expect(randomString('base64', 32)).toMatch(/^\w{1,32}$/);
    expect(randomString('ascii', 8)).toHaveLength(8);
  });
});

describe('Crypto node', () => {
  it('generates UUIDs and signs values', async () => {
    const { generateKeyPairSync, createVerify } = await import('node:crypto');
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const workflow = {
      name: 'crypto',
      settings: {},
      nodes: [
        {
          id: '1',
          name: 'Start',
          type: 'n8n-nodes-base.manualTrigger',
          typeVersion: 1,
          position: [0, 0],
          parameters: {},
        },
        {
          id: '2',
          name: 'UUID',
          type: 'n8n-nodes-base.crypto',
          typeVersion: 1,
          position: [200, 0],
          parameters: { action: 'generate', dataPropertyName: 'id' },
        },
        {
          id: '3',
          name: 'Sign',
          type: 'n8n-nodes-base.crypto',
          typeVersion: 1,
          position: [400, 0],
          parameters: {
            action: 'sign',
            value: 'payload',
            algorithm: 'RSA-SHA256',
            privateKey: pem,
            encoding: 'base64',
            dataPropertyName: 'sig',
          },
        },
      ],
      connections: {
        Start: { main: [[{ node: 'UUID', type: 'main', index: 0 }]] },
        UUID: { main: [[{ node: 'Sign', type: 'main', index: 0 }]] },
      },
    } as unknown as Workflow;
    const result = await runWorkflow({ workflow, nodeTypes: createNodeTypeRegistry(builtinNodeTypes) });
    const json = result.data.resultData.runData.Sign?.[0]?.data?.main?.[0]?.[0]?.json as { id: string; sig: string };
    expect(json.id).toMatch(/^[0-9a-f-]{36}$/);
    const verify = createVerify('RSA-SHA256');
    verify.end('payload');
    expect(verify.verify(publicKey, json.sig, 'base64')).toBe(true);
  });
});
