/**
 * The Odoo node's editor look-ups, as n8n's node reads them after signing in: a model's fields
 * (`fields_get`, names in capital case), the installed models (`ir.model`), and the countries and
 * states for a contact's address.
 */
import type { NodeMethodContext, NodeMethods, NodePropertyOption } from '@weft/workflow';
import { ODOO_MODELS, odooExecute, odooSignIn } from './api.js';

type Json = Record<string, any>;

const byName = (a: NodePropertyOption, b: NodePropertyOption) => a.name.localeCompare(b.name);
/** `partner_id` → `Partner Id`, as n8n shows field names. */
const capitalCase = (name: string) =>
  name
    .split(/[^A-Za-z0-9]+|(?<=[a-z])(?=[A-Z])/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())
    .join(' ');

async function records(ctx: NodeMethodContext, model: string, fields: string[]): Promise<Json[]> {
  const session = await odooSignIn(ctx);
  const answer = await odooExecute(ctx, session, model, 'search_read', [[], fields]);
  return Array.isArray(answer) ? (answer as Json[]) : [];
}

/** The Odoo node's `loadOptions` methods. */
export const odooMethods: NodeMethods = {
  loadOptions: {
    async getModelFields(ctx) {
      let resource = String(ctx.getCurrentNodeParameter('resource') ?? '');
      if (resource === 'custom') {
        resource = String(ctx.getCurrentNodeParameter('customResource') ?? '');
        if (!resource) return [];
      }
      const session = await odooSignIn(ctx);
      const fields = ((await odooExecute(ctx, session, ODOO_MODELS[resource] ?? resource, 'fields_get', [
        [],
        ['string', 'type', 'help', 'required', 'name'],
      ])) ?? {}) as Json;
      return Object.entries(fields)
        .map(([key, field]) => ({
          name: field?.name ? capitalCase(String(field.name)) : String(field?.string ?? key),
          value: key,
          description: `name: ${key}, type: ${field?.type} required: ${field?.required}`,
        }))
        .sort(byName);
    },
    async getModels(ctx) {
      return (await records(ctx, 'ir.model', ['name', 'model'])).map((m) => ({
        name: String(m.name),
        value: m.model,
        description: `model: ${m.model}`,
      }));
    },
    async getStates(ctx) {
      return (await records(ctx, 'res.country.state', ['id', 'name']))
        .map((s) => ({ name: String(s.name), value: s.id }))
        .sort(byName);
    },
    async getCountries(ctx) {
      return (await records(ctx, 'res.country', ['id', 'name']))
        .map((c) => ({ name: String(c.name), value: c.id }))
        .sort(byName);
    },
  },
};
