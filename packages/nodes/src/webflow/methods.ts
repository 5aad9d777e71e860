/**
 * The Webflow nodes' editor look-ups: the sites the credential reaches, a site's collections and a
 * collection's fields (named with their type, and whether they are required), from either API.
 */
import type { NodeMethodContext, NodeMethods } from '@weft/workflow';
import { webflowRequest, type WebflowCaller } from './api.js';

type Json = Record<string, any>;

const list = (body: any, key: string): Json[] => {
  const entries = body?.[key] ?? body;
  return Array.isArray(entries) ? (entries as Json[]) : [];
};
const caller = (ctx: NodeMethodContext) => ctx as unknown as WebflowCaller;
const authentication = (ctx: NodeMethodContext) => String(ctx.getNodeParameter('authentication', 'accessToken'));

/** The look-ups of Webflow and Webflow Trigger. */
export const webflowMethods: NodeMethods = {
  loadOptions: {
    async getSites(ctx) {
      const { body } = await webflowRequest(caller(ctx), {
        authentication: authentication(ctx),
        method: 'GET',
        endpoint: '/sites',
      });
      return list(body, 'sites').map((s) => ({ name: s.displayName || s.name, value: s.id || s._id }));
    },
    async getCollections(ctx) {
      const site = String(ctx.getCurrentNodeParameter('siteId') ?? '');
      const { body } = await webflowRequest(caller(ctx), {
        authentication: authentication(ctx),
        method: 'GET',
        endpoint: `/sites/${site}/collections`,
      });
      return list(body, 'collections').map((c) => ({ name: c.displayName || c.name, value: c.id || c._id }));
    },
    async getFields(ctx) {
      const collection = String(ctx.getCurrentNodeParameter('collectionId') ?? '');
      const { body } = await webflowRequest(caller(ctx), {
        authentication: authentication(ctx),
        method: 'GET',
        endpoint: `/collections/${collection}`,
      });
      return list(body, 'fields').map((f) => ({
        name: `${f.displayName || f.name} (${f.type}) ${f.isRequired || f.required ? ' (required)' : ''}`,
        value: f.slug,
      }));
    },
  },
};
