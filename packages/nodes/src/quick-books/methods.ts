/**
 * The QuickBooks node's editor look-ups, as n8n's node reads them: every record of an entity (by
 * display name, name, or "Memo <id>"), and the sales forms' custom fields from the preferences.
 */
import type { NodeMethodContext, NodeMethods, NodePropertyOption } from '@weft/workflow';
import { quickBooksQueryAll, quickBooksRealm } from './api.js';

type Json = Record<string, any>;

async function load(ctx: NodeMethodContext, entity: string): Promise<NodePropertyOption[]> {
  const realm = await quickBooksRealm(ctx);
  const records = await quickBooksQueryAll(ctx, `/v3/company/${realm}/query`, `SELECT * FROM ${entity}`, entity);
  if (entity === 'preferences') {
    const fields = (records[0]?.SalesFormsPrefs?.CustomField?.[1]?.CustomField ?? []) as Json[];
    return fields.map((field) => ({
      name: field.StringValue,
      value: String(field.Name).charAt(String(field.Name).length - 1),
    }));
  }
  return records.map((record) => ({
    name: record.DisplayName || record.Name || `Memo ${record.Id}`,
    value: record.Id,
  }));
}

/** The QuickBooks node's `loadOptions` methods. */
export const quickBooksMethods: NodeMethods = {
  loadOptions: {
    getCustomers: (ctx) => load(ctx, 'customer'),
    getCustomFields: (ctx) => load(ctx, 'preferences'),
    getDepartments: (ctx) => load(ctx, 'department'),
    getItems: (ctx) => load(ctx, 'item'),
    getMemos: (ctx) => load(ctx, 'CreditMemo'),
    getPurchases: (ctx) => load(ctx, 'purchase'),
    getTaxCodeRefs: (ctx) => load(ctx, 'TaxCode'),
    getTerms: (ctx) => load(ctx, 'Term'),
    getVendors: (ctx) => load(ctx, 'vendor'),
  },
};
