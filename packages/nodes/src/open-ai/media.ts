/**
 * Image and audio operations of the OpenAI node: generate and analyze images (and edit them, 2.x),
 * generate speech, transcribe and translate recordings, with n8n's request bodies and outputs.
 */
import type { ExecuteContext, Item, JsonObject } from '@weft/workflow';
import { openAiRequest } from './api.js';
import { fileJson, inputFile, storeFile } from './binary.js';
import { modelOf } from './text.js';

type Json = Record<string, any>;

/** Generate an Image: files (b64_json) or, when asked, the image URLs. */
export async function generateImage(ctx: ExecuteContext, i: number): Promise<Item[]> {
  const model = ctx.getNodeParameter('model', i) as string;
  const prompt = ctx.getNodeParameter('prompt', i) as string;
  const options = { ...(ctx.getNodeParameter('options', i, {}) as Json) };
  const responseFormat = options.returnImageUrls ? 'url' : 'b64_json';
  const property = options.binaryPropertyOutput || 'data';
  delete options.binaryPropertyOutput;
  if (options.dalleQuality) {
    options.quality = options.dalleQuality;
    delete options.dalleQuality;
  }
  delete options.returnImageUrls;
  const body: Json = {
    prompt,
    model,
    ...(model !== 'gpt-image-1' ? { response_format: responseFormat } : {}),
    ...options,
  };
  const { data } = (await openAiRequest(ctx, i, 'POST', '/images/generations', { body })) as { data?: Json[] };
  if (responseFormat === 'url' && model !== 'gpt-image-1')
    return (data ?? []).map((entry) => ({ json: entry, pairedItem: { item: i } }));
  const items: Item[] = [];
  for (const entry of data ?? []) {
    const binary = await storeFile(ctx, Buffer.from(String(entry.b64_json ?? ''), 'base64'), 'data');
    items.push({ json: fileJson(binary), binary: { [property]: binary }, pairedItem: { item: i } });
  }
  return items;
}

/** The data URLs or URLs of the images to analyze. */
async function imageSources(ctx: ExecuteContext, i: number): Promise<string[]> {
  if (ctx.getNodeParameter('inputType', i, 'url') === 'url') {
    return String(ctx.getNodeParameter('imageUrls', i, ''))
      .split(',')
      .map((url) => url.trim());
  }
  const names = String(ctx.getNodeParameter('binaryPropertyName', i, 'data'))
    .split(',')
    .map((name) => name.trim());
  const urls: string[] = [];
  for (const name of names) {
    const file = await inputFile(ctx, i, name);
    urls.push(`data:${file.mimeType};base64,${Buffer.from(file.bytes).toString('base64')}`);
  }
  return urls;
}

/** Analyze Image: Chat Completions with image parts (1.x), the Responses API (2.x). */
export async function analyzeImage(ctx: ExecuteContext, i: number, version: number): Promise<Item[]> {
  const text = ctx.getNodeParameter('text', i, '') as string;
  const options = ctx.getNodeParameter('options', i, {}) as Json;
  const detail = options.detail || 'auto';
  const sources = await imageSources(ctx, i);
  const simplify = ctx.getNodeParameter('simplify', i, true) as boolean;
  if (version >= 2) {
    const model = modelOf(ctx, i, 'modelId', 'gpt-4o');
    const content: Json[] = [
      { type: 'input_text', text },
      ...sources.map((url) => ({ type: 'input_image', detail, image_url: url })),
    ];
    const body = { model, input: [{ role: 'user', content }], max_output_tokens: options.maxTokens || 300 };
    const response = (await openAiRequest(ctx, i, 'POST', '/responses', { body })) as Json;
    return [{ json: simplify ? response.output : response, pairedItem: { item: i } }];
  }
  const model = version >= 1.4 ? modelOf(ctx, i, 'modelId', 'gpt-4o') : 'gpt-4-vision-preview';
  const content: Json[] = [
    { type: 'text', text },
    ...sources.map((url) => ({ type: 'image_url', image_url: { url, detail } })),
  ];
  const body = { model, messages: [{ role: 'user', content }], max_tokens: options.maxTokens || 300 };
  let response = (await openAiRequest(ctx, i, 'POST', '/chat/completions', { body })) as Json;
  if (simplify && response.choices) response = { content: response.choices[0].message.content };
  return [{ json: response, pairedItem: { item: i } }];
}

/** Edit Image (2.x): the images (or one, for dall-e-2) with a prompt, as multipart. */
export async function editImage(ctx: ExecuteContext, i: number): Promise<Item[]> {
  const model = ctx.getNodeParameter('model', i) as string;
  const prompt = ctx.getNodeParameter('prompt', i) as string;
  const options = ctx.getNodeParameter('options', i, {}) as Json;
  const gptImage = model === 'gpt-image-1';
  const dallE2 = model === 'dall-e-2';
  const n = ctx.getNodeParameter('n', i, 1) as number;
  const size = ctx.getNodeParameter('size', i, '1024x1024') as string;
  const responseFormat = ctx.getNodeParameter('responseFormat', i, gptImage ? 'b64_json' : 'url') as string;
  const quality = ctx.getNodeParameter('quality', i, 'auto') as string;
  const form = new FormData();
  const attach = async (field: string, name: string) => {
    const file = await inputFile(ctx, i, name);
    form.append(field, new Blob([new Uint8Array(file.bytes)], { type: file.mimeType }), file.fileName ?? 'file');
  };
  if (gptImage) {
    const images = ctx.getNodeParameter('images', i, { values: [{ binaryPropertyName: 'data' }] }) as {
      values?: Json[];
    };
    for (const name of (images.values ?? []).map((v) => v.binaryPropertyName).filter(Boolean))
      await attach('image[]', String(name));
  } else {
    await attach('image', String(ctx.getNodeParameter('binaryPropertyName', i)));
  }
  form.append('prompt', prompt);
  form.append('model', model);
  if (n) form.append('n', String(n));
  if (size) form.append('size', size);
  if (responseFormat && dallE2) form.append('response_format', responseFormat);
  if (options.user) form.append('user', String(options.user));
  if (options.background && gptImage) form.append('background', String(options.background));
  if (options.inputFidelity && gptImage) form.append('input_fidelity', String(options.inputFidelity));
  if (options.outputFormat && gptImage) form.append('output_format', String(options.outputFormat));
  if (options.outputCompression !== undefined && options.outputCompression !== null)
    form.append('output_compression', String(Number(options.outputCompression)));
  if (quality && gptImage) form.append('quality', quality);
  if (options.imageMask && typeof options.imageMask === 'string') await attach('mask', options.imageMask);
  const response = (await openAiRequest(ctx, i, 'POST', '/images/edits', { body: form })) as { data?: Json[] };
  if (responseFormat === 'url') return (response.data ?? []).map((entry) => ({ json: entry, pairedItem: { item: i } }));
  const items: Item[] = [];
  for (const entry of response.data ?? []) {
    const binary = await storeFile(ctx, Buffer.from(String(entry.b64_json ?? ''), 'base64'), 'data');
    items.push({ json: fileJson(binary), binary: { data: binary }, pairedItem: { item: i } });
  }
  return items;
}

/** Generate Audio: speech bytes stored as `audio.<format>`. */
export async function generateAudio(ctx: ExecuteContext, i: number): Promise<Item[]> {
  const model = ctx.getNodeParameter('model', i) as string;
  const input = ctx.getNodeParameter('input', i) as string;
  const voice = ctx.getNodeParameter('voice', i) as string;
  const options = ctx.getNodeParameter('options', i, {}) as Json;
  const format = options.response_format || 'mp3';
  const speed = options.speed || 1;
  const bytes = (await openAiRequest(ctx, i, 'POST', '/audio/speech', {
    body: { model, input, voice, response_format: format, speed },
    binary: true,
  })) as Uint8Array;
  const binary = await storeFile(ctx, bytes, `audio.${format}`, `audio/${format}`);
  return [
    { json: fileJson(binary), pairedItem: { item: i }, binary: { [options.binaryPropertyOutput || 'data']: binary } },
  ];
}

/** Transcribe (`transcriptions`) or Translate (`translations`) a Recording with whisper-1. */
export async function recording(
  ctx: ExecuteContext,
  i: number,
  endpoint: 'transcriptions' | 'translations',
): Promise<Item[]> {
  const name = ctx.getNodeParameter('binaryPropertyName', i) as string;
  const options = ctx.getNodeParameter('options', i, {}) as Json;
  const form = new FormData();
  form.append('model', 'whisper-1');
  if (endpoint === 'transcriptions' && options.language) form.append('language', String(options.language));
  if (options.temperature) form.append('temperature', String(options.temperature));
  const file = await inputFile(ctx, i, name);
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.mimeType }), file.fileName ?? 'file');
  const response = (await openAiRequest(ctx, i, 'POST', `/audio/${endpoint}`, { body: form })) as JsonObject;
  return [{ json: response, pairedItem: { item: i } }];
}
