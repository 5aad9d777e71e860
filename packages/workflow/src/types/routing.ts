/**
 * Declarative ("routing") node descriptions, in n8n's format: a node type without `execute` whose
 * description says how to build an HTTP request from its parameters (`requestDefaults`, and
 * `routing` on properties and on options) and how to turn the response into items
 * (`routing.output.postReceive`). The engine runs them (`@weft/engine` `src/routing/`), and the
 * server answers declarative `typeOptions.loadOptions` with them.
 *
 * Every string value may be an `=` expression. Besides the usual data (`$json` of the item being
 * processed, `$parameter` with defaults filled in), expressions see `$value` (the parameter's
 * value), `$credentials` (the node's decrypted credential), `$version` (the node's version) and,
 * after the response arrived, `$response` (`{statusCode, statusMessage, headers, body}`) and
 * `$responseItem` (the item a post-receive action is looking at).
 */
import type { Item } from './data.js';
import type { HttpRequestOptions, HttpResponse } from './node-type.js';

/**
 * The request options a description writes (n8n's `IHttpRequestOptions` names): merged from
 * `requestDefaults`, then each shown parameter's `routing.request` and `routing.send`. Any value
 * may be written as an `=` expression, hence the `string` alternatives.
 */
export interface DeclarativeRequestOptions {
  /** Put in front of a relative `url` (a slash between them). */
  baseURL?: string;
  url?: string;
  method?: string;
  headers?: Record<string, unknown>;
  qs?: Record<string, unknown>;
  body?: unknown;
  /** Answer a non-2xx response (it goes through `postReceive`) instead of failing. */
  ignoreHttpStatusErrors?: boolean | string;
  /** Accepted for n8n compatibility: the response is always read in full (`$response`). */
  returnFullResponse?: boolean | string;
  /** `arraybuffer` keeps the response as bytes (for `binaryData`); `json` and `text` force a parse. */
  encoding?: string;
  json?: boolean | string;
  skipSslCertificateValidation?: boolean | string;
  timeout?: number | string;
  /** How arrays in `qs` are written: `brackets` (default), `indices`, `repeat` or `comma`. */
  arrayFormat?: 'brackets' | 'indices' | 'repeat' | 'comma';
  disableFollowRedirect?: boolean | string;
  maxRedirects?: number | string;
  /** A proxy URL, or n8n's `{host, port, protocol?, auth?: {username, password}}`. */
  proxy?: string | { host: string; port: number; protocol?: string; auth?: { username: string; password: string } };
  /** Basic authentication, sent as an `Authorization` header. */
  auth?: { username?: string; password?: string };
  [key: string]: unknown;
}

/**
 * What a `preSend`, function `postReceive` or function `pagination` runs with (`this` and, for
 * convenience, nothing else): n8n's `IExecuteSingleFunctions` members for the item being sent.
 */
export interface DeclarativeItemContext {
  /** A parameter for the current item (expressions resolved); `fallback` when undefined. */
  getNodeParameter(path: string, fallback?: unknown, options?: { extractValue?: boolean }): unknown;
  /** The item being processed. */
  getInputData(): Item;
  getItemIndex(): number;
  getNode(): import('./workflow.js').WorkflowNode;
  getCredentials(type: string): Promise<Record<string, unknown>>;
  continueOnFail(): boolean;
  /** Evaluates an expression for the current item. */
  evaluateExpression(expression: string): unknown;
  readonly helpers: {
    httpRequest(options: HttpRequestOptions): Promise<HttpResponse>;
    prepareBinaryData(data: Uint8Array, fileName?: string, mimeType?: string): Promise<import('./data.js').BinaryData>;
  };
}

/** A function run on the request options before they are sent; answers the options to send. */
export type PreSendAction = (
  this: DeclarativeItemContext,
  requestOptions: DeclarativeRequestOptions,
) => Promise<DeclarativeRequestOptions>;

/** A function run on the items made of a response; answers the new items. */
export type PostReceiveFunction = (
  this: DeclarativeItemContext,
  items: Item[],
  response: HttpResponse,
) => Promise<Item[]>;

/** Fields every declarative post-receive action has. */
interface PostReceiveBase {
  /** `false` or an expression answering false skips the action. */
  enabled?: boolean | string;
}

/** The items are what is found at `property` (a dotted path); a list becomes one item per entry. */
export interface PostReceiveRootProperty extends PostReceiveBase {
  type: 'rootProperty';
  properties: { property: string };
}
/** One item whose json is `value` (usually an expression over `$response`). */
export interface PostReceiveSet extends PostReceiveBase {
  type: 'set';
  properties: { value: string };
}
/** Each item becomes `{key: value…}`, each value evaluated with `$responseItem` (e.g. options: name and value). */
export interface PostReceiveSetKeyValue extends PostReceiveBase {
  type: 'setKeyValue';
  properties: Record<string, string | number>;
}
/** Keeps the items for which `pass` (an expression over `$responseItem`) is true. */
export interface PostReceiveFilter extends PostReceiveBase {
  type: 'filter';
  properties: { pass: boolean | string };
}
/** Keeps the first `maxResults` items. */
export interface PostReceiveLimit extends PostReceiveBase {
  type: 'limit';
  properties: { maxResults: number | string };
}
/** Sorts the items by the text of a top-level json key, case-insensitively. */
export interface PostReceiveSort extends PostReceiveBase {
  type: 'sort';
  properties: { key: string };
}
/** Puts the response bytes on each item as binary property `destinationProperty`. */
export interface PostReceiveBinaryData extends PostReceiveBase {
  type: 'binaryData';
  properties: { destinationProperty: string };
}

/** A declarative post-receive action. */
export type PostReceiveActionDeclaration =
  | PostReceiveRootProperty
  | PostReceiveSet
  | PostReceiveSetKeyValue
  | PostReceiveFilter
  | PostReceiveLimit
  | PostReceiveSort
  | PostReceiveBinaryData;

/** One step applied to a response's items, in order: a declaration or a function. */
export type PostReceiveAction = PostReceiveActionDeclaration | PostReceiveFunction;

/** Where and how a parameter's value is sent (`routing.send`). */
export interface RoutingSend {
  /** `query` (default) or `body`. */
  type?: 'body' | 'query';
  /** The field name (may be an expression); a dotted path makes nested objects unless `propertyInDotNotation` is false. */
  property?: string;
  propertyInDotNotation?: boolean;
  /** What is sent instead of the parameter's value (an expression over `$value`). */
  value?: string;
  /** Turns pagination on (`routing.operations.pagination`) when true or when the expression answers true. */
  paginate?: boolean | string;
  preSend?: PreSendAction[];
}

/** What is done with the response (`routing.output`). */
export interface RoutingOutput {
  /** At most this many items (a number or an expression over `$value`). */
  maxResults?: number | string;
  postReceive?: PostReceiveAction[];
}

/** Generic pagination: after each page, `continue` says whether to ask for another with `request` merged in. */
export interface GenericPagination {
  type: 'generic';
  properties: {
    /** An expression over `$response` (and `$request`): another page when true. */
    continue: boolean | string;
    /** Options replacing those of the previous page (top-level keys), evaluated with `$response` and `$request`. */
    request: DeclarativeRequestOptions;
  };
}

/** Offset pagination: `limitParameter`/`offsetParameter` in the query or body, until a page is short. */
export interface OffsetPagination {
  type: 'offset';
  properties: {
    limitParameter: string;
    offsetParameter: string;
    pageSize: number;
    /** Where the page's entries are in each response (a dotted path). */
    rootProperty?: string;
    type?: 'body' | 'query';
  };
}

/** What a pagination function gets besides the item context: a request maker. */
export interface PaginationContext extends DeclarativeItemContext {
  /** Sends the request built so far (with `options` replaced) and answers its items after postReceive. */
  makeRoutingRequest(requestData: DeclarativeRequestPlan): Promise<Item[]>;
}

/** A pagination written as a function. */
export type PaginationFunction = (this: PaginationContext, requestData: DeclarativeRequestPlan) => Promise<Item[]>;

/** Request-level behaviour a property turns on (`routing.operations`). */
export interface RoutingOperations {
  pagination?: GenericPagination | OffsetPagination | PaginationFunction;
}

/** The `routing` of a parameter or of one of its options. */
export interface NodePropertyRouting {
  request?: DeclarativeRequestOptions;
  send?: RoutingSend;
  output?: RoutingOutput;
  operations?: RoutingOperations;
}

/** The post-receive actions of one parameter, with the value they see as `$value`. */
export interface PostReceiveGroup {
  parameterValue: unknown;
  actions: PostReceiveAction[];
}

/** Everything the description says about one item's request, merged (n8n's `ResultOptions`). */
export interface DeclarativeRequestPlan {
  options: DeclarativeRequestOptions;
  preSend: PreSendAction[];
  postReceive: PostReceiveGroup[];
  requestOperations: RoutingOperations;
  paginate?: boolean;
  maxResults?: number | string;
}

/** A declarative `typeOptions.loadOptions`: the request whose answer (after postReceive) is the list of options. */
export interface DeclarativeLoadOptions {
  routing: NodePropertyRouting;
}
