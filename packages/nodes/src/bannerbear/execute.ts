/**
 * Bannerbear 1: renders an image from a template (`POST /images`), reads an image
 * (`GET /images/{uid}`), a template (`GET /templates/{uid}`) or the templates (`GET /templates`,
 * one item each), as n8n's node does. Modifications go out with their keys in snake case
 * (`imageUrl` → `image_url`) and without the fields left empty; Wait for Image checks the image
 * every two seconds until it is completed, failing with "Image did not finish processing after
 * multiple tries." after Wait Max Tries checks. As in n8n's node there is no per-item error
 * handling: a failure stops the node (with Continue On Fail the engine passes the input through),
 * and items carry no pairing of their own (the engine pairs them as n8n's does).
 */
import type { ExecuteContext, NodeOutput } from '@weft/workflow';
import { bannerbearPollMs, bannerbearRequest } from './api.js';

type Json = Record<string, any>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `someKey` → `some_key`, as the change-case package spells it for these field names. */
export const snakeCase = (key: string) =>
  key
    .replace(/([a-z\d])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .replace(/[^A-Za-z\d]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toLowerCase();

/** A modification as Bannerbear takes it: snake-case keys, empty fields left out. */
function modification(values: Json): Json {
  const out: Json = {};
  for (const [key, value] of Object.entries(values)) if (value !== '') out[snakeCase(key)] = value;
  return out;
}

async function waitForImage(ctx: ExecuteContext, uid: string, tries: number, i: number): Promise<Json> {
  for (let left = tries; left > 0; left--) {
    await sleep(bannerbearPollMs());
    const image = (await bannerbearRequest(ctx, 'GET', `/images/${uid}`, undefined, i)) as Json;
    if (image?.status === 'completed') return image;
  }
  throw new Error('Image did not finish processing after multiple tries.');
}

async function createImage(ctx: ExecuteContext, i: number): Promise<unknown> {
  const fields = (ctx.getNodeParameter('additionalFields', i, {}) ?? {}) as Json;
  const modifications = (ctx.getNodeParameter('modificationsUi', i, {}) as Json)?.modificationsValues as
    Json[] | undefined;
  const body: Json = { template: ctx.getNodeParameter('templateId', i) };
  if (fields.webhookUrl) body.webhook_url = fields.webhookUrl;
  if (fields.metadata) body.metadata = fields.metadata;
  if (modifications)
    body.modifications = (Array.isArray(modifications) ? modifications : [modifications]).map(modification);
  const image = (await bannerbearRequest(ctx, 'POST', '/images', body, i)) as Json;
  if (!fields.waitForImage || image?.status === 'completed') return image;
  return await waitForImage(ctx, String(image.uid), Number(fields.waitForImageMaxTries) || 3, i);
}

/** Bannerbear 1's execute. */
export async function executeBannerbear(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const out: unknown[] = [];
  const resource = ctx.getNodeParameter('resource', 0);
  const operation = ctx.getNodeParameter('operation', 0);
  let answer: unknown;
  for (let i = 0; i < items.length; i++) {
    if (resource === 'image' && operation === 'create') answer = await createImage(ctx, i);
    if (resource === 'image' && operation === 'get')
      answer = await bannerbearRequest(
        ctx,
        'GET',
        `/images/${String(ctx.getNodeParameter('imageId', i))}`,
        undefined,
        i,
      );
    if (resource === 'template' && operation === 'get')
      answer = await bannerbearRequest(
        ctx,
        'GET',
        `/templates/${String(ctx.getNodeParameter('templateId', i))}`,
        undefined,
        i,
      );
    if (resource === 'template' && operation === 'getAll')
      answer = await bannerbearRequest(ctx, 'GET', '/templates', undefined, i);
    if (Array.isArray(answer)) out.push(...(answer as unknown[]));
    else out.push(answer);
  }
  return [ctx.helpers.returnJsonArray(out)];
}
