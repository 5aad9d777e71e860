/**
 * The APITemplate.io node's editor look-ups, as n8n's node makes them: the account's templates of
 * one kind (JPEG and PNG ones for images, PDF ones for PDFs), each named `<name> (<format>)`.
 */
import type { NodeMethodContext, NodeMethods, NodePropertyOption } from '@weft/workflow';
import { apiTemplateIoRequest } from './api.js';

type Json = Record<string, any>;

async function templates(ctx: NodeMethodContext, formats: string[]): Promise<NodePropertyOption[]> {
  const list = ((await apiTemplateIoRequest(ctx, 'GET', '/list-templates')) ?? []) as Json[];
  return list
    .filter((t) => formats.includes(t.format))
    .map((t) => ({ name: `${t.name} (${t.format})`, value: t.id as NodePropertyOption['value'] }));
}

/** APITemplate.io 1's look-ups. */
export const apiTemplateIoMethods: NodeMethods = {
  loadOptions: {
    getImageTemplates: (ctx) => templates(ctx, ['JPEG', 'PNG']),
    getPdfTemplates: (ctx) => templates(ctx, ['PDF']),
  },
};
