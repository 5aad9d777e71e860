/**
 * The Bannerbear node's editor look-ups, as n8n's node makes them: the project's templates (named,
 * by uid) and the layers the chosen template lets a modification change (by name).
 */
import type { NodeMethods, NodePropertyOption } from '@weft/workflow';
import { bannerbearRequest } from './api.js';

type Json = Record<string, any>;

const option = (name: unknown, value: unknown): NodePropertyOption => ({
  name: String(name),
  value: value as NodePropertyOption['value'],
});

/** Bannerbear 1's look-ups. */
export const bannerbearMethods: NodeMethods = {
  loadOptions: {
    getTemplates: async (ctx) =>
      (((await bannerbearRequest(ctx, 'GET', '/templates')) ?? []) as Json[]).map((t) => option(t.name, t.uid)),
    getModificationNames: async (ctx) => {
      const templateId = String(ctx.getCurrentNodeParameter('templateId') ?? '');
      const template = ((await bannerbearRequest(ctx, 'GET', `/templates/${templateId}`)) ?? {}) as Json;
      return ((template.available_modifications ?? []) as Json[]).map((m) => option(m.name, m.name));
    },
  },
};
