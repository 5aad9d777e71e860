/**
 * A chat session follows its execution by polling: it reads the execution whole only when the
 * execution's change marker moved, so a chat waiting for its user costs one small read a second.
 */
import { describe, expect, it } from 'vitest';
import type { ExecutionRecord } from '../src/repositories/executions.js';
import { ChatSession, type ChatSessionHost } from '../src/ai-chat/chat-session.js';

function waitingRecord(message: string): ExecutionRecord {
  return {
    status: 'waiting',
    workflowData: { nodes: [{ name: 'Ask', type: '@n8n/n8n-nodes-langchain.chat', parameters: {} }] },
    data: {
      resultData: {
        lastNodeExecuted: 'Ask',
        runData: { Ask: [{ data: { main: [[{ json: {}, sendMessage: message }]] } }] },
      },
    },
  } as unknown as ExecutionRecord;
}

describe('ChatSession polling', () => {
  it('reads the execution only when its change marker moved', async () => {
    let marker = 'waiting|1';
    let record = waitingRecord('What is your name?');
    let loads = 0;
    const sent: string[] = [];
    const host: ChatSessionHost = {
      load: async () => {
        loads++;
        return record;
      },
      changeMarker: async () => marker,
      resume: async () => true,
      stop: async () => undefined,
      now: () => 0,
      report: (m) => {
        throw new Error(m);
      },
    };
    const session = new ChatSession(
      's',
      '1',
      { send: (t) => sent.push(t), close: () => {}, terminate: () => {} },
      host,
    );
    await session.poll();
    await session.poll();
    await session.poll();
    expect(loads).toBe(1);
    expect(sent).toEqual(['What is your name?']);
    // The execution moved on and waits again with another message: the next poll reads and sends it.
    marker = 'waiting|2';
    record = waitingRecord('And your age?');
    (record.data.resultData.runData.Ask as unknown[]).unshift({});
    await session.poll();
    expect(loads).toBe(2);
    expect(sent).toEqual(['What is your name?', 'n8n|continue']);
  });

  it("checks a socket that came before the trigger's run was saved once it is, sending nothing before", async () => {
    let record = {
      status: 'running',
      workflowData: { nodes: [] },
      data: { resultData: { runData: {} } },
    } as unknown as ExecutionRecord;
    let marker = 'running|1';
    const sent: string[] = [];
    const closed: number[] = [];
    const host: ChatSessionHost = {
      load: async () => record,
      changeMarker: async () => marker,
      resume: async () => true,
      stop: async () => undefined,
      now: () => 0,
      report: () => undefined,
    };
    const socket = {
      send: (t: string) => sent.push(t),
      close: (code?: number) => closed.push(code ?? 0),
      terminate: () => {},
    };
    const session = new ChatSession('intruder', '7', socket, host, ['Chat'], false);
    await session.poll();
    await session.receive(JSON.stringify({ sessionId: 'intruder', action: 'sendMessage', chatInput: 'x' }));
    expect(sent).toEqual([]);
    // The execution waits now, started by another session: the socket is refused and sees nothing of it.
    record = waitingRecord('Secret question?');
    (record.data.resultData.runData as Record<string, unknown>).Chat = [
      { data: { main: [[{ json: { sessionId: 'owner', chatInput: 'hi' } }]] } },
    ];
    marker = 'waiting|2';
    await session.poll();
    expect(sent).toEqual(['Execution with id "7" does not exist']);
    expect(closed).toEqual([1008]);
  });
});
