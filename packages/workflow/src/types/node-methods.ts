/**
 * What a node type's remote methods (`methods.loadOptions`, `methods.listSearch`) are given and
 * answer. The server calls them while someone edits a node (remote options and
 * resource locator list search); nothing runs, so there are no items and no expressions.
 */
import type { HttpRequestOptions, HttpResponse, NodePropertyOption } from './node-type.js';
import type { NodeParameters, WorkflowNode } from './workflow.js';

/** One resource of a resource locator list. */
export interface NodeListSearchItem {
  /** What the list shows, and what the value keeps as `cachedResultName`. */
  name: string;
  /** The resource's id: the locator's `value`. */
  value: string | number;
  /** Where the resource can be opened; kept as `cachedResultUrl`. */
  url?: string;
}

/** One page of a resource locator list. */
export interface NodeListSearchResult {
  results: NodeListSearchItem[];
  /** Opaque token the editor sends back to get the next page; absent on the last page. */
  paginationToken?: string | number;
}

/** Options of {@link NodeMethodContext.getNodeParameter} and `getCurrentNodeParameter`. */
export interface NodeMethodParameterOptions {
  /** A resource locator value answers its id (a `url` mode's id is found with the mode's regex) instead of `{__rl, value, mode}`. */
  extractValue?: boolean;
}

/** A workflow of this instance as {@link InstanceLookups.searchWorkflows} answers it. */
export interface InstanceWorkflowRef {
  id: string;
  name: string;
}

/** What {@link InstanceLookups.searchWorkflows} is asked. */
export interface WorkflowSearchQuery {
  /** Part of the name, matched case-insensitively; empty or absent matches every workflow. */
  filter?: string;
  /** A workflow to leave out (the one being edited). */
  excludeId?: string;
  /** How many matches to skip (the workflows are ordered by name, then id). */
  offset: number;
  /** At most this many workflows. */
  limit: number;
}

/**
 * Weft-specific: read-only look-ups into the instance, on behalf of the signed-in user (they only
 * ever see what that user may read). Given by the server; absent where no instance exists (the CLI).
 */
export interface InstanceLookups {
  /** Workflows the user may read (owned, shared with them, or every one for the instance owner). */
  searchWorkflows(query: WorkflowSearchQuery): Promise<{ workflows: InstanceWorkflowRef[]; hasMore: boolean }>;
  /** Data tables the user may use whose name contains `filter` (case-insensitive), by name. */
  searchDataTables?(filter?: string): Promise<Array<{ id: string; name: string }>>;
  /** The columns of a data table the user may use (none for another table). */
  dataTableColumns?(tableId: string): Promise<Array<{ name: string; type: string }>>;
}

/** HTTP helpers of a {@link NodeMethodContext}, through the engine's HTTP client. */
export interface NodeMethodHelpers {
  /** Sends a request and answers status, headers and the parsed body; a non-2xx status throws unless `ignoreHttpStatusErrors`. */
  httpRequest(options: HttpRequestOptions): Promise<HttpResponse>;
  /**
   * Like `httpRequest`, after the credential of `credentialType` set on the node (see
   * {@link NodeMethodContext.getCredentials}) signed it with its type's `authenticate`.
   */
  httpRequestWithAuthentication(credentialType: string, options: HttpRequestOptions): Promise<HttpResponse>;
  /** WHATWG `fetch` through the outgoing-connection guard, for libraries that take a `fetch` (as a node's `helpers.fetch`). */
  fetch?(input: string | { href: string } | { url: string }, init?: Record<string, unknown>): Promise<unknown>;
}

/**
 * The context of a remote method. It is passed as the first argument and as `this` (n8n's
 * `ILoadOptionsFunctions` style), with n8n's member names. Parameter values are the editor's
 * current, unsaved values as they are: **expressions are not evaluated** (an `=`-prefixed string
 * comes back as written).
 */
export interface NodeMethodContext {
  /** A parameter of the node by name or dotted path (`options.limit`), or undefined. */
  getCurrentNodeParameter(path: string, options?: NodeMethodParameterOptions): unknown;
  /** Every parameter of the node (with defaults filled in). */
  getCurrentNodeParameters(): NodeParameters;
  /** A parameter by name or dotted path; `fallback` when it is undefined. */
  getNodeParameter(path: string, fallback?: unknown, options?: NodeMethodParameterOptions): unknown;
  /** The node being edited (its name is the type's default name when the editor did not send one). */
  getNode(): WorkflowNode;
  /** The workflow being edited, when the editor sent its id (undefined for a new, unsaved workflow). */
  getWorkflow(): { id?: string; name?: string; active?: boolean };
  /** The instance's default timezone. */
  getTimezone(): string;
  /**
   * The decrypted data of the node's credential of `type`: only a credential the editor named
   * for the node that the signed-in user may use; anything else throws a clear error.
   */
  getCredentials(type: string): Promise<Record<string, unknown>>;
  readonly helpers: NodeMethodHelpers;
  /** Weft-specific look-ups into the instance (see {@link InstanceLookups}). */
  readonly instance?: InstanceLookups;
}

/** A `methods.loadOptions` method: the choices of an options/multiOptions parameter. */
export type LoadOptionsMethod = (this: NodeMethodContext, ctx: NodeMethodContext) => Promise<NodePropertyOption[]>;

/** A `methods.listSearch` method: one page of a resource locator list, narrowed by `filter`. */
export type ListSearchMethod = (
  this: NodeMethodContext,
  ctx: NodeMethodContext,
  filter?: string,
  paginationToken?: string,
) => Promise<NodeListSearchResult>;

/** The remote methods of a node type, by method name. */
export interface NodeMethods {
  loadOptions?: Record<string, LoadOptionsMethod>;
  listSearch?: Record<string, ListSearchMethod>;
}
