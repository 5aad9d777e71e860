/**
 * What running a declarative description needs from its host, the engine (a node running in a
 * workflow) or the server (declarative `loadOptions` while a node is edited), and the n8n-style
 * item context that `preSend`, function `postReceive` and function pagination get as `this`.
 */
import type {
  BinaryData,
  DeclarativeItemContext,
  HttpRequestOptions,
  HttpResponse,
  Item,
  NodeParameters,
  NodeTypeDescription,
  WorkflowNode,
} from '@weft/workflow';

/** The host of a declarative run. All I/O goes through it. */
export interface RoutingEnvironment {
  /** The node (for error messages and `getNode()`). */
  node: WorkflowNode;
  description: NodeTypeDescription;
  /** The node's parameters with defaults filled in. */
  parameters: NodeParameters;
  version: number;
  /** The input items: one request (or paginated series) is sent per item. */
  items: Item[];
  /** A description value resolved for an item (every `=` string inside it), with extra `$` names. */
  resolve(value: unknown, itemIndex: number, keys: Record<string, unknown>): unknown;
  /** A parameter's value for an item, expressions resolved; `extractValue` answers a resource locator's id. */
  parameter(path: string, itemIndex: number, extractValue: boolean): unknown;
  /** Whether the node has a credential of this type set. */
  hasCredential(type: string): boolean;
  /** The decrypted data of the node's credential of `type` (throws when it may not be used). */
  getCredentials(type: string): Promise<Record<string, unknown>>;
  /** A request signed with the credential type's `authenticate` (unchanged when the type has none). */
  authenticate(
    type: string,
    credentials: Record<string, unknown>,
    request: HttpRequestOptions,
  ): Promise<HttpRequestOptions>;
  /** Sends a request through the host's HTTP client. */
  send(request: HttpRequestOptions): Promise<HttpResponse>;
  /** Stores bytes as a binary property value. */
  storeBinary(bytes: Uint8Array, fileName?: string, mimeType?: string): Promise<BinaryData>;
  /** Whether a failing item becomes an error item instead of failing the node. */
  continueOnFail(): boolean;
  signal?: AbortSignal;
}

/** The credential a run signs with: its type and decrypted data. */
export interface RoutingCredential {
  type: string;
  data: Record<string, unknown>;
}

/** The item context functions of a description are called with (`this`), for item `itemIndex`. */
export function itemContext(env: RoutingEnvironment, itemIndex: number): DeclarativeItemContext {
  return {
    getNodeParameter(path, fallback, options) {
      const value = env.parameter(path, itemIndex, !!options?.extractValue);
      return value === undefined ? fallback : value;
    },
    getInputData: () => env.items[itemIndex] ?? { json: {} },
    getItemIndex: () => itemIndex,
    getNode: () => env.node,
    getCredentials: (type) => env.getCredentials(type),
    continueOnFail: () => env.continueOnFail(),
    evaluateExpression: (expression) =>
      env.resolve(expression.startsWith('=') ? expression : `=${expression}`, itemIndex, {}),
    helpers: {
      httpRequest: (options) => env.send(options),
      prepareBinaryData: (data, fileName, mimeType) => env.storeBinary(data, fileName, mimeType),
    },
  };
}
