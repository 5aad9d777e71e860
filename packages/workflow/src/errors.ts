import type { SerializedNodeError } from './types/data.js';
import type { WorkflowNode } from './types/workflow.js';

/** Base of every error Weft shows the user: a message, an optional description and context. */
export class WeftError extends Error {
  description: string | null | undefined;
  context: Record<string, unknown>;
  constructor(
    message: string,
    options: { description?: string | null; context?: Record<string, unknown>; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'WeftError';
    this.description = options.description;
    this.context = options.context ?? {};
  }
}

/** An expression could not be parsed, was refused by the sandbox, or threw. */
export class ExpressionError extends WeftError {
  constructor(
    message: string,
    options: { description?: string | null; context?: Record<string, unknown>; cause?: unknown } = {},
  ) {
    super(message, options);
    this.name = 'ExpressionError';
  }
}

/** An expression tried to reach something outside its sandbox. */
export class ExpressionSecurityError extends ExpressionError {
  constructor(message: string) {
    super(message, { description: 'Expressions can only read the data they are given.' });
    this.name = 'ExpressionSecurityError';
  }
}

/** An extension function was called on the wrong type or with wrong arguments. */
export class ExpressionExtensionError extends ExpressionError {
  constructor(message: string, description?: string) {
    super(message, { description });
    this.name = 'ExpressionExtensionError';
  }
}

/** A node failed; carries the node so the user sees where. */
export class NodeOperationError extends WeftError {
  node: WorkflowNode;
  itemIndex: number | undefined;
  constructor(
    node: WorkflowNode,
    messageOrError: string | Error,
    options: { description?: string | null; itemIndex?: number; context?: Record<string, unknown> } = {},
  ) {
    const message = typeof messageOrError === 'string' ? messageOrError : messageOrError.message;
    super(message, {
      description:
        options.description ?? (messageOrError instanceof WeftError ? messageOrError.description : undefined),
      context: { ...(messageOrError instanceof WeftError ? messageOrError.context : {}), ...options.context },
      cause: typeof messageOrError === 'string' ? undefined : messageOrError,
    });
    this.name = 'NodeOperationError';
    this.node = node;
    this.itemIndex = options.itemIndex;
    if (options.itemIndex !== undefined) this.context.itemIndex = options.itemIndex;
    if (typeof messageOrError !== 'string' && messageOrError.stack) this.stack = messageOrError.stack;
  }
}

/** An external API answered with an error (HTTP status and body kept). */
export class NodeApiError extends WeftError {
  node: WorkflowNode;
  httpCode: string | null;
  constructor(
    node: WorkflowNode,
    response: { message?: string; description?: string; httpCode?: string | number | null; body?: unknown },
    options: { itemIndex?: number } = {},
  ) {
    super(response.message ?? 'The service returned an error', { description: response.description });
    this.name = 'NodeApiError';
    this.node = node;
    this.httpCode = response.httpCode == null ? null : String(response.httpCode);
    if (options.itemIndex !== undefined) this.context.itemIndex = options.itemIndex;
    if (response.body !== undefined) this.context.data = response.body;
  }
}

/** The workflow as a whole cannot run (bad graph, unknown node type…). */
export class WorkflowOperationError extends WeftError {
  node: WorkflowNode | undefined;
  constructor(message: string, node?: WorkflowNode, description?: string) {
    super(message, { description });
    this.name = 'WorkflowOperationError';
    this.node = node;
  }
}

/** Serialises any thrown value into the run-data error shape, naming the node. */
export function serializeError(error: unknown, node?: WorkflowNode): SerializedNodeError {
  const e = error instanceof Error ? error : new Error(String(error));
  const out: SerializedNodeError = { message: e.message, name: e.name, timestamp: Date.now() };
  if (e.stack) out.stack = e.stack;
  if (e instanceof WeftError) {
    if (e.description !== undefined) out.description = e.description;
    if (Object.keys(e.context).length) out.context = e.context;
  }
  if (e instanceof NodeApiError) out.httpCode = e.httpCode;
  const n = node ?? (e as { node?: WorkflowNode }).node;
  if (n) out.node = { name: n.name, type: n.type, typeVersion: n.typeVersion };
  return out;
}
