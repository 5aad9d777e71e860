/**
 * The error classes of n8n's runtime module, with n8n's constructor signatures, built on Weft's own
 * (so the engine reports them with the node, the item and the description like any other). A
 * community node that throws `new NodeApiError(this.getNode(), error)` after a failed request gets
 * n8n's message for the status and the service's own message as the description.
 */
import {
  COMMON_ERRORS,
  findErrorMessage,
  NodeApiError as WeftNodeApiError,
  NodeOperationError as WeftNodeOperationError,
  statusCodeMessage,
  WeftError,
  type WorkflowNode,
} from '@weft/workflow';

/** Options n8n's node errors take. */
export interface N8nNodeErrorOptions {
  message?: string;
  description?: string | null;
  itemIndex?: number;
  runIndex?: number;
  httpCode?: string | number | null;
  level?: string;
  type?: string;
  functionality?: string;
  parseXml?: boolean;
}

type Loose = Record<string, unknown>;

function isObject(value: unknown): value is Loose {
  return typeof value === 'object' && value !== null;
}

/** n8n's base error of things that went wrong in the application, not in a node (`ApplicationError`). */
export class ApplicationError extends WeftError {
  level: string;
  tags: Record<string, unknown>;
  extra: Record<string, unknown> | undefined;
  constructor(
    message: string,
    options: {
      level?: string;
      tags?: Record<string, unknown>;
      extra?: Record<string, unknown>;
      cause?: unknown;
      description?: string;
    } = {},
  ) {
    super(message, { cause: options.cause, description: options.description });
    this.name = 'ApplicationError';
    this.level = options.level ?? 'error';
    this.tags = options.tags ?? {};
    this.extra = options.extra;
  }
}

/** n8n's `UserError`, `OperationalError` and `UnexpectedError`: application errors by who is to blame. */
export class UserError extends ApplicationError {
  constructor(message: string, options: ConstructorParameters<typeof ApplicationError>[1] = {}) {
    super(message, { level: 'info', ...options });
    this.name = 'UserError';
  }
}
export class OperationalError extends ApplicationError {
  constructor(message: string, options: ConstructorParameters<typeof ApplicationError>[1] = {}) {
    super(message, { level: 'warning', ...options });
    this.name = 'OperationalError';
  }
}
export class UnexpectedError extends ApplicationError {
  constructor(message: string, options: ConstructorParameters<typeof ApplicationError>[1] = {}) {
    super(message, options);
    this.name = 'UnexpectedError';
  }
}

/**
 * `new NodeOperationError(node, error | message | object, options)`: the message is `options.message`,
 * else the string, else the error's (or object's) `message`; `options.itemIndex` names the item.
 */
export class NodeOperationError extends WeftNodeOperationError {
  functionality: string;
  level: string;
  runIndex: number | undefined;
  constructor(node: WorkflowNode, error: unknown, options: N8nNodeErrorOptions = {}) {
    const base: string | Error =
      typeof error === 'string'
        ? error
        : error instanceof Error
          ? error
          : new Error(
              isObject(error) && typeof error.message === 'string' ? error.message : String(error ?? 'Unknown error'),
            );
    super(node, base, { description: options.description, itemIndex: options.itemIndex });
    if (options.message) this.message = options.message;
    this.name = 'NodeOperationError';
    this.functionality = options.functionality ?? 'regular';
    this.level = options.level ?? 'warning';
    this.runIndex = options.runIndex;
  }
}

/** The HTTP status an error from a request library carries (axios, request-promise, fetch), if any. */
export function statusOf(error: unknown): number | undefined {
  if (!isObject(error)) return undefined;
  const response = isObject(error.response) ? error.response : undefined;
  for (const v of [error.httpCode, error.statusCode, error.status, response?.status, response?.statusCode]) {
    const n = typeof v === 'string' ? Number(v) : v;
    if (typeof n === 'number' && Number.isInteger(n) && n >= 100 && n < 600) return n;
  }
  return undefined;
}

/** The body of the answer an error from a request library carries. */
function bodyOf(error: Loose): unknown {
  const response = isObject(error.response) ? error.response : undefined;
  if (response && 'data' in response) return response.data;
  if (response && 'body' in response) return response.body;
  if ('error' in error && !(error.error instanceof Error)) return error.error;
  return undefined;
}

/**
 * `new NodeApiError(node, errorResponse, options)`: `errorResponse` is what the request threw (an
 * axios-like error with `response.status` and `response.data`, a request-promise error with
 * `statusCode` and `error`) or the service's answer as an object. The message is n8n's wording of
 * the status (404: "The resource you are requesting could not be found") or of the network error
 * code, unless `options.message` says otherwise; the description is the service's own message.
 */
export class NodeApiError extends WeftNodeApiError {
  level: string;
  functionality: string;
  errorResponse: unknown;
  constructor(node: WorkflowNode, errorResponse: unknown, options: N8nNodeErrorOptions = {}) {
    const source: Loose = isObject(errorResponse) ? errorResponse : { message: String(errorResponse ?? '') };
    const status = options.httpCode != null ? Number(options.httpCode) : statusOf(source);
    const body = bodyOf(source);
    const code = typeof source.code === 'string' ? source.code : undefined;
    let message = options.message;
    let description = options.description ?? undefined;
    if (source instanceof WeftNodeApiError) {
      message ??= source.message;
      description ??= source.description ?? undefined;
    }
    const serviceMessage = isObject(body) ? findErrorMessage(body) : typeof body === 'string' && body ? body : null;
    const ownMessage = typeof source.message === 'string' && source.message ? source.message : findErrorMessage(source);
    if (message === undefined) {
      if (status !== undefined)
        message = statusCodeMessage(String(status)) ?? `${status} - ${serviceMessage ?? ownMessage ?? ''}`.trim();
      else if (code && COMMON_ERRORS[code.toUpperCase()]) message = COMMON_ERRORS[code.toUpperCase()];
      else message = ownMessage ?? 'UNKNOWN ERROR - check the detailed error for more information';
    }
    if (description === undefined) {
      const found =
        serviceMessage ??
        (status === undefined && code ? ownMessage : null) ??
        (status !== undefined ? ownMessage : null);
      if (found && found !== message) description = found;
    }
    super(node, { message, description, httpCode: status ?? code ?? null, body }, { itemIndex: options.itemIndex });
    this.name = 'NodeApiError';
    this.level = options.level ?? 'warning';
    this.functionality = options.functionality ?? 'regular';
    this.errorResponse = errorResponse;
  }
}

/** n8n's error for a TLS certificate the node refused (`NodeSslError`). */
export class NodeSslError extends ApplicationError {
  constructor(cause: Error) {
    super("SSL Issue: consider using the 'Ignore SSL issues' option", { cause });
    this.name = 'NodeSslError';
  }
}

/** n8n's error a trigger's close function throws when it could not stop cleanly (`TriggerCloseError`). */
export class TriggerCloseError extends ApplicationError {
  node: WorkflowNode;
  constructor(node: WorkflowNode, options: { cause?: unknown; level?: string } = {}) {
    super('Trigger Close Failed', options);
    this.name = 'TriggerCloseError';
    this.node = node;
  }
}

/** `ensureError(value)`: the value when it is an Error, else an Error wrapping it. */
export function ensureError(value: unknown): Error {
  return value instanceof Error
    ? value
    : new Error('Error that was not an instance of Error was thrown', { cause: value });
}
