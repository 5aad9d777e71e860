/**
 * The Xero node's editor look-ups, as n8n's node reads them: the organisations (tenants) the
 * credential is connected to, and the chosen organisation's item codes, account codes, branding
 * themes, currencies and tracking categories.
 */
import type { NodeMethodContext, NodeMethods, NodePropertyOption } from '@weft/workflow';
import { xeroRequest } from './api.js';

type Json = Record<string, any>;

/** One Accounting API list of the chosen organisation, as options. */
async function list(
  ctx: NodeMethodContext,
  path: string,
  property: string,
  name: string,
  value: string,
): Promise<NodePropertyOption[]> {
  const tenantId = String(ctx.getCurrentNodeParameter('organizationId') ?? '');
  const answer = (await xeroRequest(ctx, { method: 'GET', path, tenantId })) as Json | undefined;
  return ((answer?.[property] as Json[] | undefined) ?? []).map((record) => ({
    name: record[name],
    value: record[value],
  }));
}

/** The Xero node's `loadOptions` methods. */
export const xeroMethods: NodeMethods = {
  loadOptions: {
    getTenants: async (ctx) => {
      const tenants = ((await xeroRequest(ctx, { method: 'GET', path: '/connections', fromOrigin: true })) ??
        []) as Json[];
      return tenants.map((tenant) => ({ name: tenant.tenantName, value: tenant.tenantId }));
    },
    getItemCodes: (ctx) => list(ctx, '/items', 'Items', 'Description', 'Code'),
    getAccountCodes: (ctx) => list(ctx, '/Accounts', 'Accounts', 'Name', 'Code'),
    getBrandingThemes: (ctx) => list(ctx, '/BrandingThemes', 'BrandingThemes', 'Name', 'BrandingThemeID'),
    getCurrencies: (ctx) => list(ctx, '/Currencies', 'Currencies', 'Description', 'Code'),
    getTrakingCategories: (ctx) => list(ctx, '/TrackingCategories', 'TrackingCategories', 'Name', 'TrackingCategoryID'),
  },
};
