/**
 * Calls to the Excel part of Microsoft Graph (workbooks in the user's drive, `/me/drive/items/…/workbook`)
 * through the shared Graph layer: errors, retries, `@odata.nextLink` pages, and the `$skip` pages
 * of a table's rows and columns.
 */
import type { WorkflowNode } from '@weft/workflow';
import { graphApiRequest, graphApiRequestAll, graphSource, type GraphContext } from '../shared/microsoft/index.js';

/** The Excel OAuth2 credential type. */
export const EXCEL_CREDENTIAL = 'microsoftExcelOAuth2Api';

/** What one call sends. */
export interface ExcelCall {
  qs?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
  itemIndex?: number;
}

/** An Excel client of one node; `resource` paths are relative to `/me`. */
export interface ExcelClient {
  readonly node: WorkflowNode;
  request<T = Record<string, any>>(method: string, resource: string, call?: ExcelCall): Promise<T>;
  /** Every entry (`$top=100`, `@odata.nextLink` followed). */
  requestAll<T = Record<string, unknown>>(
    resource: string,
    qs?: Record<string, unknown>,
    itemIndex?: number,
  ): Promise<T[]>;
  /** Every entry by `$top=100&$skip=…` until an empty page (tables' rows and columns). */
  requestAllSkip<T = Record<string, unknown>>(
    resource: string,
    qs?: Record<string, unknown>,
    itemIndex?: number,
  ): Promise<T[]>;
}

/** The Excel client of the node running in `ctx`. */
export function excelClient(ctx: GraphContext, credentialType = EXCEL_CREDENTIAL): ExcelClient {
  const source = graphSource(ctx, credentialType);
  const request = <T>(method: string, resource: string, call: ExcelCall = {}) =>
    graphApiRequest<T>(source, {
      method,
      url: `/me${resource}`,
      qs: call.qs,
      body: call.body,
      headers: call.headers,
      itemIndex: call.itemIndex,
    });
  return {
    node: source.node,
    request,
    requestAll: <T>(resource: string, qs: Record<string, unknown> = {}, itemIndex?: number) =>
      graphApiRequestAll<T>(source, { url: `/me${resource}`, qs: { ...qs, $top: 100 }, itemIndex }),
    async requestAllSkip<T>(resource: string, qs: Record<string, unknown> = {}, itemIndex?: number): Promise<T[]> {
      const out: T[] = [];
      for (let skip = 0; ; skip += 100) {
        const page = await request<{ value?: T[] }>('GET', resource, {
          qs: { ...qs, $top: 100, $skip: skip },
          itemIndex,
        });
        const value = page.value ?? [];
        if (!value.length) return out;
        out.push(...value);
      }
    },
  };
}
