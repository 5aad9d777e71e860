import { CORE_NODE_TYPES, toWeftTypeName, type BinaryData, type Item, type WorkflowNode } from '@weft/workflow';
import type { ExecutionRecord } from '../repositories/executions.js';
import { toBinary } from '../services/active/request.js';

/** The control messages of n8n's chat socket protocol (text frames). */
export const CHAT_SIGNALS = {
  /** Server → chat: the execution goes on (show that an answer is coming). */
  continue: 'n8n|continue',
  /** Server → chat, on connect and then periodically. */
  heartbeat: 'n8n|heartbeat',
  /** Chat → server: the answer to a heartbeat. */
  heartbeatAck: 'n8n|heartbeat-ack',
} as const;

/** What a chat session needs of the WebSocket it talks over. */
export interface ChatSocket {
  send(text: string): void;
  /** Closes once pending frames are sent. */
  close(code?: number, reason?: string): void;
  /** Drops the connection at once. */
  terminate(): void;
}

/** What a chat session needs of the host: reading, resuming and stopping the execution. */
export interface ChatSessionHost {
  load(executionId: string): Promise<ExecutionRecord | undefined>;
  /** A cheap value that changes whenever the execution is saved (undefined: no such execution). */
  changeMarker(executionId: string): Promise<string | undefined>;
  /** Resumes the waiting execution with the reply item; false when it was not waiting (any more). */
  resume(executionId: string, item: Item): Promise<boolean>;
  stop(executionId: string): Promise<void>;
  now(): number;
  /** Reports an error of the session's own work (never the user's). */
  report(message: string): void;
}

/** One message the chat sends: n8n's `{ sessionId, action, chatInput, files? }`. */
interface ChatReply {
  sessionId: string;
  action: string;
  chatInput: string;
  files?: Array<{ name: string; type: string; data: string }>;
}

/** Refuses a chat that may not follow the execution, as n8n does: the chat learns why, then the socket closes (policy violation). */
export function refuseChat(socket: Pick<ChatSocket, 'send' | 'close'>, executionId: string): void {
  socket.send(`Execution with id "${executionId}" does not exist`);
  socket.close(1008);
}

/** A refused chat message: why, for the log. */
export class ChatMessageError extends Error {}

/** Parses and checks a message frame from the chat. */
export function parseChatReply(text: string): ChatReply {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ChatMessageError('Chat message validation error: the message is not JSON');
  }
  const m = value as Partial<ChatReply> | null;
  const problems: string[] = [];
  if (!m || typeof m !== 'object') problems.push('the message must be an object');
  else {
    if (typeof m.sessionId !== 'string') problems.push('sessionId must be a string');
    if (typeof m.action !== 'string') problems.push('action must be a string');
    if (typeof m.chatInput !== 'string') problems.push('chatInput must be a string');
    if (
      m.files !== undefined &&
      (!Array.isArray(m.files) ||
        m.files.some(
          (f) => !f || typeof f.name !== 'string' || typeof f.type !== 'string' || typeof f.data !== 'string',
        ))
    )
      problems.push('files must be a list of { name, type, data }');
  }
  if (problems.length) throw new ChatMessageError(`Chat message validation error: ${problems.join(', ')}`);
  return m as ChatReply;
}

/**
 * The item a chat reply resumes the execution with, as n8n builds it: `{ sessionId, action,
 * chatInput }`, with uploaded files (base64 or data URLs) as binary data `data_0`, `data_1`…
 */
export function replyItem(reply: ChatReply): Item {
  const item: Item = { json: { sessionId: reply.sessionId, action: reply.action, chatInput: reply.chatInput } };
  if (reply.files?.length) {
    const binary: Record<string, BinaryData> = {};
    reply.files.forEach((file, index) => {
      const cut = file.data.indexOf('base64,');
      const base64 = cut >= 0 ? file.data.slice(cut + 'base64,'.length) : file.data;
      binary[`data_${index}`] = toBinary(
        Buffer.from(base64, 'base64'),
        file.type || 'application/octet-stream',
        file.name,
      );
    });
    item.binary = binary;
  }
  return item;
}

/** The node an execution waits at: first on its saved stack, else the last node it ran. */
function waitingNode(record: ExecutionRecord): WorkflowNode | undefined {
  const name =
    record.data.executionData?.nodeExecutionStack?.[0]?.node?.name ?? record.data.resultData.lastNodeExecuted;
  return name ? record.workflowData.nodes.find((n) => n.name === name) : undefined;
}

/** Which wait this is: the waiting node and its run, so one message is sent once. */
function waitKey(record: ExecutionRecord): string | undefined {
  const node = waitingNode(record);
  if (!node) return undefined;
  return `${node.name}#${record.data.resultData.runData[node.name]?.length ?? 0}`;
}

/** The message of the waiting run: the `sendMessage` of its first output item (main or tool output). */
export function waitingMessage(record: ExecutionRecord): string | undefined {
  const node = waitingNode(record);
  const runs = node ? record.data.resultData.runData[node.name] : undefined;
  const data = runs?.[runs.length - 1]?.data;
  for (const branch of data?.main ?? data?.ai_tool ?? []) {
    const message = branch?.[0]?.sendMessage;
    if (branch?.length && message !== undefined && message !== null && message !== '') return String(message);
  }
  return undefined;
}

/**
 * The node that decides whether the user's reply is awaited: the waiting node, or, when an agent
 * waits for its tool (Respond to Chat as a tool), that tool.
 */
function replyNode(record: ExecutionRecord): WorkflowNode | undefined {
  const node = waitingNode(record);
  const nodes = record.data.executionData?.contextData?.nodes;
  const pending = node ? (nodes?.[node.name]?.pendingToolWait as { toolNode?: string } | undefined) : undefined;
  return (pending?.toolNode && record.workflowData.nodes.find((n) => n.name === pending.toolNode)) || node;
}

/** Whether the waiting node goes on without the user's reply (n8n: `waitUserReply` off, or a Respond to Webhook node). */
function resumesAtOnce(node: WorkflowNode | undefined): boolean {
  if (!node) return false;
  if (toWeftTypeName(node.type) === CORE_NODE_TYPES.respondToWebhook) return true;
  if (node.parameters.waitUserReply === false) return true;
  const options = node.parameters.options as Record<string, unknown> | undefined;
  return options?.waitUserReply === false;
}

/** The session id the execution was started with (its trigger's first item). */
export function startSessionId(record: ExecutionRecord, triggerNames: string[]): string | undefined {
  for (const name of triggerNames) {
    const json = record.data.resultData.runData[name]?.[0]?.data?.main?.[0]?.[0]?.json;
    if (typeof json?.sessionId === 'string') return json.sessionId;
  }
  return undefined;
}

/**
 * One chat connected to one execution (n8n's chat session): sends the messages of Respond to Chat
 * nodes as the execution reaches them, resumes the execution with the user's replies, keeps the
 * connection alive with heartbeats (and stops the execution when the chat stops answering them),
 * and closes once the execution has finished.
 */
export class ChatSession {
  private lastHeartbeat: number;
  /** The wait whose message was sent last. */
  private sentFor: string | undefined;
  /** The wait that expects the user's reply. */
  private waitingFor: string | undefined;
  private busy = false;
  private closed = false;
  /** The execution's change marker when it was last read: unchanged, there is nothing to read. */
  private seen: string | undefined;

  /**
   * `triggers`: the chat triggers' names, to read the session the execution was started with. A
   * socket that connects before the running execution has saved its trigger's run is `verified`
   * only once it has: until then it is sent nothing and its replies are ignored, and a session that
   * turns out not to be the execution's gets n8n's refusal.
   */
  constructor(
    readonly sessionId: string,
    readonly executionId: string,
    private readonly socket: ChatSocket,
    private readonly host: ChatSessionHost,
    private readonly triggers: string[] = [],
    private verified = true,
  ) {
    this.lastHeartbeat = host.now();
  }

  /** Checks the session against the execution's start once it can; answers whether the session may go on. */
  private verify(record: ExecutionRecord): boolean {
    if (this.verified) return true;
    const started = startSessionId(record, this.triggers);
    if (started === undefined && (record.status === 'new' || record.status === 'running')) return false;
    if (started !== this.sessionId) {
      this.closed = true;
      refuseChat(this.socket, this.executionId);
      return false;
    }
    this.verified = true;
    return true;
  }

  /** Greets the chat (a first heartbeat). */
  open(): void {
    this.socket.send(CHAT_SIGNALS.heartbeat);
  }

  /** Ends the session without touching the execution. */
  dispose(): void {
    this.closed = true;
  }

  /** Checks the execution and sends what is due (run every poll interval; reads it whole only when it changed). */
  async poll(): Promise<void> {
    if (this.busy || this.closed) return;
    this.busy = true;
    try {
      const marker = await this.host.changeMarker(this.executionId);
      if (marker !== undefined && marker === this.seen) return;
      this.seen = marker;
      const record = await this.host.load(this.executionId);
      if (!record || ['error', 'canceled', 'crashed'].includes(record.status)) return this.drop();
      if (!this.verify(record)) return;
      if (record.status === 'success') return this.finish();
      if (record.status !== 'waiting') return;
      const key = waitKey(record);
      if (this.waitingFor) {
        // The execution went on without the reply (its wait ran out): tell the chat it continues.
        if (key !== this.waitingFor) {
          this.socket.send(CHAT_SIGNALS.continue);
          this.waitingFor = undefined;
        }
        return;
      }
      if (!key || key === this.sentFor) return;
      const message = waitingMessage(record);
      if (message === undefined) return;
      this.socket.send(message);
      this.sentFor = key;
      if (resumesAtOnce(replyNode(record))) {
        this.socket.send(CHAT_SIGNALS.continue);
        await this.host.resume(this.executionId, {
          json: { action: 'sendMessage', chatInput: '', sessionId: this.sessionId },
        });
      } else this.waitingFor = key;
    } catch (e) {
      this.host.report(`Chat session ${this.sessionId} of execution ${this.executionId}: ${(e as Error).message}`);
    } finally {
      this.busy = false;
    }
  }

  /** A frame from the chat: a heartbeat answer, or the user's reply. */
  async receive(text: string): Promise<void> {
    if (this.closed) return;
    if (text === CHAT_SIGNALS.heartbeatAck) {
      this.lastHeartbeat = this.host.now();
      return;
    }
    let reply: ChatReply;
    try {
      reply = parseChatReply(text);
    } catch (e) {
      this.host.report(`Chat session ${this.sessionId}: ${(e as Error).message}`);
      return;
    }
    const record = await this.host.load(this.executionId);
    if (!record || record.status !== 'waiting' || !this.verify(record)) return;
    if (await this.host.resume(this.executionId, replyItem({ ...reply, sessionId: this.sessionId })))
      this.waitingFor = undefined;
  }

  /**
   * Sends a heartbeat, or, when the chat has not answered one for `timeoutMs`, stops the execution
   * and drops the connection (the user left).
   */
  async heartbeat(timeoutMs: number): Promise<void> {
    if (this.closed) return;
    if (this.host.now() - this.lastHeartbeat > timeoutMs) {
      this.drop();
      await this.host.stop(this.executionId).catch(() => undefined);
      return;
    }
    try {
      this.socket.send(CHAT_SIGNALS.heartbeat);
    } catch {
      this.drop();
    }
  }

  private drop(): void {
    this.closed = true;
    this.socket.terminate();
  }

  private finish(): void {
    this.closed = true;
    this.socket.close(1000, 'The execution finished');
  }
}
