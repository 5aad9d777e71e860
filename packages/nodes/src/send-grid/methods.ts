/**
 * The SendGrid node's editor look-ups, as n8n's node reads them: custom field definitions, the
 * account's contact lists (every page) and its dynamic templates.
 */
import type { NodeMethods } from '@weft/workflow';
import { sendGridRequest, sendGridRequestAll } from './api.js';

type Json = Record<string, any>;

/** The SendGrid node's `loadOptions` methods. */
export const sendGridMethods: NodeMethods = {
  loadOptions: {
    async getCustomFields(ctx) {
      const answer = (await sendGridRequest(ctx, { method: 'GET', endpoint: '/marketing/field_definitions' })) as
        Json | undefined;
      return ((answer?.custom_fields ?? []) as Json[]).map((f) => ({ name: String(f.name), value: f.id }));
    },
    async getListIds(ctx) {
      const lists = await sendGridRequestAll(ctx, { method: 'GET', endpoint: '/marketing/lists' }, 'result');
      return lists.map((l) => ({ name: String(l.name), value: l.id }));
    },
    async getTemplateIds(ctx) {
      const answer = (await sendGridRequest(ctx, {
        method: 'GET',
        endpoint: '/templates',
        qs: { generations: 'dynamic' },
      })) as Json | undefined;
      return ((answer?.templates ?? []) as Json[]).map((t) => ({ name: String(t.name), value: t.id }));
    },
  },
};
