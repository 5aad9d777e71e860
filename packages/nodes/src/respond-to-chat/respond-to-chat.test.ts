/**
 * Respond to Chat 1 through the engine: its parameters and inputs are n8n 1.123's; it waits with
 * its message on the waiting run (`sendMessage`), the chat's reply resumes it as its output, the
 * memory option writes both to the connected memory, and it refuses triggers that do not answer
 * "Using Response Nodes" with n8n's messages.
 */
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item, type NodeProperty } from '@weft/workflow';
import { shape, type Loose } from '../../test/n8n-parameters.js';
import { builtinNodeTypes } from '../registry.js';
import { simpleMemorySessions } from '../memory-buffer-window/index.js';
import { respondToChatNode } from './index.js';

const registry = createNodeTypeRegistry(builtinNodeTypes);
const file = join(homedir(), '.cache/weft-n8n-oracle/node_modules/@n8n/n8n-nodes-langchain/dist/types/nodes.json');
const available = existsSync(file);

describe.skipIf(!available)('Respond to Chat parameters as n8n 1.123 declares them', () => {
  it('Respond to Chat 1', () => {
    const nodes = JSON.parse(readFileSync(file, 'utf8')) as Loose[];
    const theirs = nodes.find((n) => n.name === 'chat' && n.version === 1)!;
    const ours = respondToChatNode[0]!.description;
    expect(ours.properties.map((p: NodeProperty) => shape(p as Loose))).toEqual(
      (theirs.properties as Loose[]).map(shape),
    );
    expect(ours.outputs).toEqual(theirs.outputs);
  });
});

const TRIGGER = 'When chat message received';

/** Chat Trigger → Ask (Respond to Chat) → Done (No Op), with a Simple Memory on Ask when asked. */
function workflow(ask: Record<string, unknown>, triggerOptions: Record<string, unknown>, mode = 'hostedChat') {
  const nodes: Loose[] = [
    {
      id: 't',
      name: TRIGGER,
      type: '@n8n/n8n-nodes-langchain.chatTrigger',
      typeVersion: 1.3,
      position: [0, 0],
      webhookId: 'w1',
      parameters: { public: true, mode, options: triggerOptions },
    },
    {
      id: 'a',
      name: 'Ask',
      type: '@n8n/n8n-nodes-langchain.chat',
      typeVersion: 1,
      position: [200, 0],
      parameters: ask,
    },
    { id: 'd', name: 'Done', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [400, 0], parameters: {} },
    {
      id: 'm',
      name: 'Memory',
      type: '@n8n/n8n-nodes-langchain.memoryBufferWindow',
      typeVersion: 1.3,
      position: [200, 200],
      parameters: {},
    },
  ];
  return importN8nWorkflow({
    id: `wf-${Math.random().toString(36).slice(2)}`,
    name: 'respond to chat',
    nodes,
    connections: {
      [TRIGGER]: { main: [[{ node: 'Ask', type: 'main', index: 0 }]] },
      Ask: { main: [[{ node: 'Done', type: 'main', index: 0 }]] },
      Memory: { ai_memory: [[{ node: 'Ask', type: 'ai_memory', index: 0 }]] },
    },
  });
}

const message: Item = { json: { sessionId: 's-1', action: 'sendMessage', chatInput: 'hi' } };

async function start(wf: ReturnType<typeof workflow>) {
  return runWorkflow({
    workflow: wf,
    nodeTypes: registry,
    mode: 'webhook',
    timezone: 'UTC',
    startNode: TRIGGER,
    startItems: [message],
  });
}

describe('Respond to Chat', () => {
  it('waits with its message, and the reply resumes it as its output', async () => {
    const wf = workflow({ message: '=You said {{ $json.chatInput }}. Your name?' }, { responseMode: 'responseNodes' });
    const waiting = await start(wf);
    expect(waiting.status).toBe('waiting');
    expect(new Date(waiting.waitTill!).getUTCFullYear()).toBe(3000);
    const ask = waiting.data.resultData.runData.Ask!;
    expect(ask[0]!.executionStatus).toBe('waiting');
    expect(ask[0]!.data!.main![0]).toEqual([
      { json: {}, sendMessage: 'You said hi. Your name?', pairedItem: { item: 0 } },
    ]);

    const reply: Item = { json: { sessionId: 's-1', action: 'sendMessage', chatInput: 'Ada' } };
    const done = await runWorkflow({
      workflow: wf,
      nodeTypes: registry,
      mode: 'webhook',
      timezone: 'UTC',
      resume: { executionData: waiting.data.executionData!, runData: waiting.data.resultData.runData, items: [reply] },
    });
    expect(done.status).toBe('success');
    expect(done.data.resultData.runData.Ask).toHaveLength(1);
    expect(done.data.resultData.runData.Done![0]!.data!.main![0]!.map((i) => i.json)).toEqual([reply.json]);
  });

  it('limits the wait for a reply when told', async () => {
    const limitWaitTime = { values: { limitType: 'afterTimeInterval', resumeAmount: 2, resumeUnit: 'hours' } };
    const waiting = await start(
      workflow({ message: 'Your name?', options: { limitWaitTime } }, { responseMode: 'responseNodes' }),
    );
    expect(waiting.status).toBe('waiting');
    const hours = (new Date(waiting.waitTill!).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(1.9);
    expect(hours).toBeLessThanOrEqual(2);
  });

  it('passes its input on when it does not wait for a reply, and ignores a wait limit that is not shown then', async () => {
    const wf = workflow(
      {
        message: 'Working on it',
        waitUserReply: false,
        options: {
          limitWaitTime: { values: { limitType: 'afterTimeInterval', resumeAmount: 2, resumeUnit: 'hours' } },
        },
      },
      { responseMode: 'responseNodes' },
    );
    const waiting = await start(wf);
    // Without waiting for a reply the limit is not shown, so (as n8n drops a hidden option before
    // a node runs) it is not read: the wait has no end.
    const hours = (new Date(waiting.waitTill!).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(24 * 365 * 100);
    const done = await runWorkflow({
      workflow: wf,
      nodeTypes: registry,
      mode: 'webhook',
      timezone: 'UTC',
      resume: {
        executionData: waiting.data.executionData!,
        runData: waiting.data.resultData.runData,
        items: [{ json: { action: 'sendMessage', chatInput: '', sessionId: 's-1' } }],
      },
    });
    expect(done.data.resultData.runData.Done![0]!.data!.main![0]!.map((i) => i.json)).toEqual([message.json]);
  });

  it('writes its message and the reply to the connected memory', async () => {
    const wf = workflow(
      { message: 'Your name?', options: { memoryConnection: true } },
      { responseMode: 'responseNodes' },
    );
    const waiting = await start(wf);
    await runWorkflow({
      workflow: wf,
      nodeTypes: registry,
      mode: 'webhook',
      timezone: 'UTC',
      resume: {
        executionData: waiting.data.executionData!,
        runData: waiting.data.resultData.runData,
        items: [{ json: { sessionId: 's-1', action: 'sendMessage', chatInput: 'Ada' } }],
      },
    });
    const memory = await simpleMemorySessions.get(`${wf.id}__s-1`, () => {
      throw new Error('the session is missing');
    });
    const messages = await memory.chatHistory.getMessages();
    expect(messages.map((m) => [m.type, m.content])).toEqual([
      ['ai', 'Your name?'],
      ['human', 'Ada'],
    ]);
  });

  it("refuses a trigger that does not answer with response nodes, or an embedded chat, with n8n's messages", async () => {
    const lastNode = await start(workflow({ message: 'x' }, { responseMode: 'lastNode' }));
    expect(lastNode.status).toBe('error');
    expect(lastNode.data.resultData.error?.message).toBe(
      '"Response Mode" in the chat trigger node must be set to "Respond Nodes"',
    );
    const embedded = await start(workflow({ message: 'x' }, { responseMode: 'responseNodes' }, 'webhook'));
    expect(embedded.data.resultData.error?.message).toBe(
      '"Embeded chat" is not supported, change the "Mode" in the chat trigger node to the "Hosted Chat"',
    );
  });
});
