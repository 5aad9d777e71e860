/**
 * Streamed answers (response mode `streaming` of the Chat Trigger and of the Webhook node 2.1):
 * newline-delimited JSON written while the run goes on, as n8n streams them.
 */
import type { FastifyReply } from 'fastify';
import type { StreamChunk, WorkflowNode } from '@weft/workflow';
import type { ExecutionRecord } from '../contracts.js';

/** The answer of a finished run's last node (`lastNodeResponse` of respond.ts). */
export type LastNodeAnswer = (
  node: WorkflowNode,
  record: ExecutionRecord,
) => Promise<{ statusCode: number; body?: unknown }>;

/** The lines n8n's streaming chat answers for a finished run whose nodes streamed nothing: begin, the answer as one item, end. */
async function finishedRunChunks(
  node: WorkflowNode,
  record: ExecutionRecord,
  lastNodeAnswer: LastNodeAnswer,
): Promise<StreamChunk[]> {
  const response = await lastNodeAnswer({ ...node, parameters: {} }, record);
  const { lastNodeExecuted } = record.data.resultData;
  const metadata = {
    nodeId: record.workflowData.nodes.find((n) => n.name === lastNodeExecuted)?.id ?? '',
    nodeName: lastNodeExecuted ?? '',
    itemIndex: 0,
    runIndex: 0,
    timestamp: Date.now(),
  };
  const body = response.body as Record<string, unknown> | undefined;
  return response.statusCode >= 400
    ? [{ type: 'error', content: String(body?.message ?? 'Error in workflow'), metadata }]
    : [
        { type: 'begin', metadata },
        {
          type: 'item',
          content: typeof body?.output === 'string' ? body.output : JSON.stringify(body ?? {}),
          metadata,
        },
        { type: 'end', metadata },
      ];
}

/**
 * A streamed answer, written as newline-delimited JSON while the run goes on: each piece a node
 * sends (an agent's answer, token by token) is written as it comes; a run whose nodes streamed
 * nothing answers at its end with its last node's answer as one piece, as n8n does.
 */
export class ChunkStream {
  private written = 0;
  constructor(private readonly reply: FastifyReply) {
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(reply.getHeaders())) if (v !== undefined) headers[k] = String(v);
    reply.hijack();
    reply.raw.writeHead(200, {
      ...headers,
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-cache',
      'x-accel-buffering': 'no',
    });
  }

  /** Writes one piece now. */
  write(chunk: StreamChunk): void {
    if (this.reply.raw.writableEnded) return;
    this.written++;
    this.reply.raw.write(`${JSON.stringify(chunk)}\n`);
  }

  /** Ends the answer with an error line (the run could not start). */
  fail(error: unknown): void {
    this.write({
      type: 'error',
      content: (error as Error)?.message ?? String(error),
      metadata: { nodeId: '', nodeName: '', itemIndex: 0, runIndex: 0, timestamp: Date.now() },
    });
    this.reply.raw.end();
  }

  /** Ends the answer once the run ended (with the last node's answer when nothing was streamed). */
  async end(node: WorkflowNode, done: Promise<ExecutionRecord>, lastNodeAnswer: LastNodeAnswer): Promise<void> {
    try {
      const record = await done;
      if (this.written === 0)
        for (const chunk of await finishedRunChunks(node, record, lastNodeAnswer)) this.write(chunk);
      else if (record.status !== 'success' && record.status !== 'waiting') {
        const { lastNodeExecuted } = record.data.resultData;
        this.write({
          type: 'error',
          content: record.data.resultData.error?.message ?? 'Error in workflow',
          metadata: { nodeId: '', nodeName: lastNodeExecuted ?? '', itemIndex: 0, runIndex: 0, timestamp: Date.now() },
        });
      }
    } finally {
      this.reply.raw.end();
    }
  }
}
