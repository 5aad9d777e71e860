import { NodeOperationError } from '@weft/workflow';
import type { BinaryData, ExecuteContext, Item, NodeOutput } from '@weft/workflow';
import type { FormatEnum } from 'sharp';
import { sharp } from './sharp.js';
import { requireBinary } from '../shared/spreadsheet/binary-file.js';
import { prepareFile } from '../read-write-file/file-meta.js';
import { applyStep, createImage, type Step } from './operations.js';
import { imageInformation } from './information.js';
import { fontFamily } from './fonts.js';

/** The parameters each operation reads when it is chosen at the top level (as n8n collects them). */
const PARAMETERS: Record<string, string[]> = {
  blur: ['blur', 'sigma'],
  border: ['borderColor', 'borderWidth', 'borderHeight'],
  create: ['backgroundColor', 'height', 'width'],
  crop: ['height', 'positionX', 'positionY', 'width'],
  composite: ['dataPropertyNameComposite', 'operator', 'positionX', 'positionY'],
  draw: ['color', 'cornerRadius', 'endPositionX', 'endPositionY', 'primitive', 'startPositionX', 'startPositionY'],
  information: [],
  resize: ['height', 'resizeOption', 'width'],
  rotate: ['backgroundColor', 'rotate'],
  shear: ['degreesX', 'degreesY'],
  text: ['font', 'fontColor', 'fontSize', 'lineLength', 'positionX', 'positionY', 'text'],
  transparent: ['color'],
};

/** Parameters that must be numbers, per operation. */
const NUMERIC: Record<string, string[]> = {
  blur: ['blur', 'sigma'],
  border: ['borderWidth', 'borderHeight'],
  composite: ['positionX', 'positionY'],
  create: ['width', 'height'],
  crop: ['width', 'height', 'positionX', 'positionY'],
  draw: ['startPositionX', 'startPositionY', 'endPositionX', 'endPositionY', 'cornerRadius'],
  resize: ['width', 'height'],
  rotate: ['rotate'],
  shear: ['degreesX', 'degreesY'],
  text: ['fontSize', 'positionX', 'positionY', 'lineLength'],
};

const FORMATS = new Set(['bmp', 'gif', 'jpeg', 'png', 'tiff', 'tif', 'webp']);

function numeric(ctx: ExecuteContext, value: unknown, name: string): number {
  const n = typeof value === 'number' || (typeof value === 'string' && value.trim() !== '') ? Number(value) : NaN;
  if (!Number.isFinite(n)) throw new NodeOperationError(ctx.getNode(), `The value of "${name}" must be a number`);
  return n;
}

/** The operations of item `i`: the Multi Step list, or the one chosen with its parameters. */
function stepsOf(ctx: ExecuteContext, i: number, operation: string): Step[] {
  let steps: Step[];
  if (operation === 'multiStep') {
    const list = ctx.getNodeParameter('operations', i, { operations: [] }) as { operations?: Step[] };
    steps = (list?.operations ?? []).map((s) => ({ ...s }));
  } else {
    const step: Step = { operation };
    for (const name of PARAMETERS[operation] ?? []) {
      const value: unknown = ctx.getNodeParameter(name, i, undefined);
      if (value !== undefined) step[name] = value;
    }
    steps = [step];
  }
  for (const step of steps) {
    if (typeof step.operation !== 'string') continue;
    for (const name of NUMERIC[step.operation] ?? []) {
      if (name === 'cornerRadius' && step.primitive !== 'rectangle') continue;
      step[name] = numeric(ctx, step[name], name);
    }
  }
  return steps;
}

async function encode(image: Buffer, format: string, quality: number | undefined): Promise<Buffer> {
  const target = format === 'tif' ? 'tiff' : format;
  if (target === 'bmp')
    throw new Error(
      'Weft cannot write BMP images (its image library has no BMP encoder); choose PNG, JPEG, GIF, TIFF or WebP',
    );
  const q = quality === undefined ? {} : { quality: Math.max(1, Math.min(100, Math.round(quality))) };
  return sharp(image)
    .toFormat(target as keyof FormatEnum, q)
    .toBuffer();
}

/** Runs one item: its operations in order, then the output format and file name options. */
async function editItem(ctx: ExecuteContext, item: Item, i: number): Promise<Item> {
  const operation = String(ctx.getNodeParameter('operation', i, 'border'));
  const field = String(ctx.getNodeParameter('dataPropertyName', i, 'data'));
  const options = {
    ...((ctx.getNodeParameter('options', i, {}) ?? {}) as {
      fileName?: string;
      font?: string;
      format?: string;
      quality?: unknown;
    }),
  };
  const steps = stepsOf(ctx, i, operation);
  const quality = options.quality !== undefined ? numeric(ctx, options.quality, 'quality') : undefined;
  if (steps.length === 0)
    throw new NodeOperationError(ctx.getNode(), 'No operation to apply', {
      itemIndex: i,
      description: "Add at least one entry to 'Operations'",
    });
  let original: Uint8Array | undefined;
  if (steps[0]!.operation !== 'create') {
    requireBinary(ctx, i, field);
    original = await ctx.helpers.getBinaryDataBuffer(i, field);
  }
  const out: Item = { json: item.json, binary: { ...(item.binary ?? {}) }, pairedItem: { item: i } };
  if (operation === 'information') {
    out.json = await imageInformation(original!);
    return out;
  }
  let image: Buffer | undefined = original ? Buffer.from(original) : undefined;
  let format = options.format;
  for (const step of steps) {
    if (step.operation === 'create') {
      image = await createImage(step);
      format ??= 'png';
    } else if (image) {
      image = await applyStep(
        image,
        step,
        async (name) => {
          requireBinary(ctx, i, name);
          return ctx.helpers.getBinaryDataBuffer(i, name);
        },
        step.operation === 'text' ? await fontFamily(options.font || (step.font as string | undefined)) : undefined,
      );
    }
  }
  const target: BinaryData = out.binary![field] ? { ...out.binary![field] } : { data: '', mimeType: '' };
  let bytes: Buffer;
  if (format !== undefined) {
    if (!FORMATS.has(format))
      throw new NodeOperationError(
        ctx.getNode(),
        `Invalid image format: ${format}. Valid formats are: ${[...FORMATS].join(', ')}`,
        { itemIndex: i },
      );
    bytes = await encode(image!, format, quality);
    target.fileExtension = format;
    target.mimeType = `image/${format}`;
    if (target.fileName?.includes('.'))
      target.fileName = `${target.fileName.split('.').slice(0, -1).join('.')}.${format}`;
  } else {
    const { format: inputFormat } = await sharp(original).metadata();
    bytes = await encode(image!, String(inputFormat ?? 'png'), quality);
  }
  if (options.fileName !== undefined) target.fileName = options.fileName;
  out.binary![field] = { ...target, ...(await prepareFile(ctx, bytes)) };
  return out;
}

/** Edits the image of every item (n8n's Edit Image 1, on sharp instead of GraphicsMagick). */
export async function executeEditImage(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      out.push(await editItem(ctx, items[i]!, i));
    } catch (e) {
      if (!ctx.continueOnFail())
        throw e instanceof NodeOperationError ? e : new NodeOperationError(ctx.getNode(), e as Error, { itemIndex: i });
      out.push({ json: { error: (e as Error).message }, pairedItem: { item: i } });
    }
  }
  return [out];
}
