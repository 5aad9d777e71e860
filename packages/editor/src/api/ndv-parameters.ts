/** The calls the parameter inputs make (remote options, resource locator list search, cURL import). */
import type { NodeParameters, NodePropertyOption } from '@weft/workflow';
import { restApi } from './client';

/** The node type and version the server should ask. */
export interface NodeTypeAndVersion {
  name: string;
  version: number;
}

/** GET /node-parameter-options: remote options of an options/multiOptions parameter. */
export function getNodeParameterOptions(
  params: {
    nodeTypeAndVersion: NodeTypeAndVersion;
    path: string;
    methodName?: string;
    loadOptions?: unknown;
    currentNodeParameters: NodeParameters;
    credentials?: unknown;
    /** Weft: the saved workflow being edited, so methods know it (`getWorkflow()`). */
    workflowId?: string;
  },
  signal?: AbortSignal,
): Promise<NodePropertyOption[]> {
  return restApi('GET', '/node-parameter-options', params, signal);
}

/** What GET /nodes-list-search answers. */
export interface ListSearchResponse {
  results: Array<{ name: string; value: string | number; url?: string }>;
  paginationToken?: unknown;
}

/** GET /nodes-list-search: one page of a resource locator list. */
export function searchResourceList(
  params: {
    nodeTypeAndVersion: NodeTypeAndVersion;
    path: string;
    methodName?: string;
    searchList?: unknown;
    currentNodeParameters: NodeParameters;
    credentials?: unknown;
    filter?: string;
    paginationToken?: string;
    /** Weft: the saved workflow being edited (Execute Workflow's list leaves it out). */
    workflowId?: string;
  },
  signal?: AbortSignal,
): Promise<ListSearchResponse> {
  return restApi('GET', '/nodes-list-search', params, signal);
}

/** POST /curl-to-json: HTTP Request node parameters for a cURL command. */
export function curlToJson(curlCommand: string): Promise<Record<string, unknown>> {
  return restApi('POST', '/curl-to-json', { curlCommand });
}
