/**
 * Edit Image 1 through the engine on real images made and inspected with sharp. n8n draws with
 * GraphicsMagick, so these check sizes, formats, metadata and chosen pixels, not exact bytes.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, type BinaryData, type Item, type Workflow } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { resizedSize, wrapText } from './operations.js';
import { fontFamily, listFonts } from './fonts.js';

const nodeTypes = createNodeTypeRegistry(builtinNodeTypes);
const b64 = (b: Buffer) => b.toString('base64');
const solid = (
  width: number,
  height: number,
  background: string | { r: number; g: number; b: number; alpha?: number },
  format: 'png' | 'jpeg' = 'png',
) =>
  sharp({ create: { width, height, channels: 4, background } })
    .toFormat(format)
    .toBuffer();
const imageItem = async (
  bytes: Buffer,
  fileName = 'pic.png',
  mimeType = 'image/png',
  extra: Record<string, BinaryData> = {},
): Promise<Item> => ({
  json: { id: 1 },
  binary: { data: { data: b64(bytes), mimeType, fileName, fileExtension: fileName.split('.').pop() }, ...extra },
});

async function run(parameters: Record<string, unknown>, items: Item[] = [{ json: {} }], onError?: string) {
  const workflow = {
    name: 'edit image test',
    nodes: [
      {
        id: '1',
        name: 'Start',
        type: 'n8n-nodes-base.manualTrigger',
        typeVersion: 1,
        position: [0, 0],
        parameters: {},
      },
      { id: '2', name: 'Data', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [200, 0], parameters: {} },
      {
        id: '3',
        name: 'Edit',
        type: 'n8n-nodes-base.editImage',
        typeVersion: 1,
        position: [400, 0],
        parameters,
        ...(onError ? { onError } : {}),
      },
    ],
    connections: {
      Start: { main: [[{ node: 'Data', type: 'main', index: 0 }]] },
      Data: { main: [[{ node: 'Edit', type: 'main', index: 0 }]] },
    },
    pinData: { Data: items },
    settings: {},
  } as unknown as Workflow;
  const result = await runWorkflow({ workflow, nodeTypes, mode: 'manual', timezone: 'UTC', services: {} });
  const out = result.data.resultData.runData.Edit?.[0]?.data?.main?.[0] ?? [];
  return { items: out, error: result.data.resultData.error };
}
const bytesOf = (item: Item | undefined, field = 'data') => Buffer.from(item!.binary![field]!.data, 'base64');
const pixel = async (bytes: Buffer, x: number, y: number) => {
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 4;
  return [...data.subarray(at, at + 4)];
};

describe('Edit Image', () => {
  it('creates an image (PNG by default; GraphicsMagick colours: the last byte is opacity) and names it', async () => {
    const { items } = await run({
      operation: 'create',
      backgroundColor: '#00ff0000',
      width: 40,
      height: 20,
      options: { fileName: 'new.png' },
    });
    const bytes = bytesOf(items[0]);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 40, height: 20 });
    expect(await pixel(bytes, 5, 5)).toEqual([0, 255, 0, 255]);
    expect(items[0]!.binary!.data).toMatchObject({
      fileName: 'new.png',
      mimeType: 'image/png',
      fileExtension: 'png',
      fileType: 'image',
    });
  });

  it('resizes with each of n8n’s options, keeping the input format', async () => {
    const jpeg = await solid(200, 100, '#3366cc', 'jpeg');
    const size = async (resizeOption: string, width: number, height: number) => {
      const { items } = await run({ operation: 'resize', width, height, resizeOption, options: {} }, [
        await imageItem(jpeg, 'p.jpg', 'image/jpeg'),
      ]);
      const meta = await sharp(bytesOf(items[0])).metadata();
      return [meta.format, meta.width, meta.height];
    };
    expect(await size('ignoreAspectRatio', 50, 50)).toEqual(['jpeg', 50, 50]);
    expect(await size('onlyIfLarger', 100, 100)).toEqual(['jpeg', 100, 50]);
    expect(await size('onlyIfSmaller', 100, 100)).toEqual(['jpeg', 200, 100]);
    expect(await size('minimumArea', 100, 100)).toEqual(['jpeg', 200, 100]);
    expect(await size('percent', 50, 25)).toEqual(['jpeg', 100, 25]);
    expect(await size('maximumArea', 100, 50)).toEqual(['jpeg', 100, 50]);
    expect(resizedSize(200, 100, 400, 400, 'onlyIfSmaller')).toEqual({ width: 400, height: 200 });
  });

  it('puts a border around, crops (to what is there), rotates and blurs', async () => {
    const png = await solid(30, 20, '#ffffff');
    const border = await run(
      { operation: 'border', borderWidth: 5, borderHeight: 2, borderColor: '#ff0000', options: {} },
      [await imageItem(png)],
    );
    const bordered = bytesOf(border.items[0]);
    expect(await sharp(bordered).metadata()).toMatchObject({ width: 40, height: 24 });
    expect(await pixel(bordered, 0, 0)).toEqual([255, 0, 0, 255]);
    expect(await pixel(bordered, 20, 12)).toEqual([255, 255, 255, 255]);
    const crop = await run({ operation: 'crop', width: 100, height: 10, positionX: 10, positionY: 5, options: {} }, [
      await imageItem(png),
    ]);
    expect(await sharp(bytesOf(crop.items[0])).metadata()).toMatchObject({ width: 20, height: 10 });
    const rotate = await run({ operation: 'rotate', rotate: 90, backgroundColor: '#ffffffff', options: {} }, [
      await imageItem(png),
    ]);
    expect(await sharp(bytesOf(rotate.items[0])).metadata()).toMatchObject({ width: 20, height: 30 });
    const blur = await run({ operation: 'blur', blur: 5, sigma: 2, options: {} }, [await imageItem(bordered)]);
    expect((await pixel(bytesOf(blur.items[0]), 5, 2))[1]).toBeGreaterThan(0);
  });

  it('runs several steps in order, draws, composites, writes text and makes a colour transparent', async () => {
    const logo = await solid(10, 10, '#0000ff');
    const base = await imageItem(await solid(100, 60, '#ffffff'), 'base.png', 'image/png', {
      logo: { data: b64(logo), mimeType: 'image/png', fileName: 'logo.png' },
    });
    const { items } = await run(
      {
        operation: 'multiStep',
        operations: {
          operations: [
            {
              operation: 'draw',
              primitive: 'rectangle',
              color: '#ff000000',
              startPositionX: 0,
              startPositionY: 0,
              endPositionX: 9,
              endPositionY: 9,
              cornerRadius: 0,
            },
            {
              operation: 'composite',
              dataPropertyNameComposite: 'logo',
              operator: 'Over',
              positionX: 50,
              positionY: 20,
            },
            {
              operation: 'text',
              text: 'Hello Weft',
              fontSize: 14,
              fontColor: '#000000',
              positionX: 5,
              positionY: 50,
              lineLength: 80,
            },
            { operation: 'transparent', color: '#ffffff' },
            { operation: 'resize', width: 200, height: 120, resizeOption: 'ignoreAspectRatio' },
          ],
        },
        options: { format: 'webp', fileName: undefined },
      },
      [base],
    );
    const out = bytesOf(items[0]);
    expect(await sharp(out).metadata()).toMatchObject({ format: 'webp', width: 200, height: 120 });
    expect(items[0]!.binary!.data).toMatchObject({
      fileName: 'base.webp',
      mimeType: 'image/webp',
      fileExtension: 'webp',
    });
    expect(items[0]!.binary!.logo).toBeDefined();
    const png = await sharp(out).png().toBuffer();
    expect((await pixel(png, 8, 8)).slice(0, 1)[0]).toBeGreaterThan(200); // red square
    const blue = await pixel(png, 110, 50);
    expect(blue[2]).toBeGreaterThan(200);
    expect(blue[0]).toBeLessThan(60);
    expect((await pixel(png, 190, 10))[3]).toBe(0); // white became transparent
    expect(wrapText('one two three four', 9)).toEqual(['one two', 'three', 'four']);
  });

  it('answers information about the image in GraphicsMagick’s key names, keeping the binary', async () => {
    const jpeg = await solid(64, 48, '#808080', 'jpeg');
    const { items } = await run({ operation: 'information' }, [await imageItem(jpeg, 'p.jpg', 'image/jpeg')]);
    expect(items[0]!.json).toMatchObject({
      format: 'JPEG',
      size: { width: 64, height: 48 },
      Geometry: '64x48',
      depth: 8,
      Matte: 'False',
    });
    expect(items[0]!.binary!.data!.data).toBe(b64(jpeg));
  });

  it('offers the machine’s font files as n8n does and renders with the family of the one chosen', async () => {
    const fonts = await listFonts();
    expect(fonts.length).toBeGreaterThan(0);
    const file = String(fonts[0]!.value);
    expect(file.startsWith('/')).toBe(true);
    expect(await fontFamily(file)).toMatch(/\S/);
    expect(await fontFamily('Serif')).toBe('Serif');
    const png = await imageItem(await solid(120, 40, '#ffffff'));
    const { items } = await run(
      {
        operation: 'text',
        text: 'Hi',
        fontSize: 20,
        fontColor: '#000000',
        positionX: 5,
        positionY: 30,
        lineLength: 80,
        options: { font: file },
      },
      [png],
    );
    const { data } = await sharp(bytesOf(items[0])).raw().toBuffer({ resolveWithObject: true });
    expect(data.some((v) => v < 100)).toBe(true);
    const missing = await run(
      {
        operation: 'text',
        text: 'Hi',
        fontSize: 20,
        fontColor: '#000000',
        positionX: 5,
        positionY: 30,
        lineLength: 80,
        options: { font: '/nowhere/none.ttf' },
      },
      [png],
    );
    expect(missing.error?.message).toBe('The selected font is not available. Select a font from the options.');
  });

  it('refuses bad input clearly, or gives error items with continueOnFail', async () => {
    const png = await imageItem(await solid(10, 10, '#fff'));
    expect((await run({ operation: 'blur', blur: 5, sigma: '={{ "lots" }}', options: {} }, [png])).error?.message).toBe(
      'The value of "sigma" must be a number',
    );
    expect((await run({ operation: 'blur', blur: 1, sigma: 1, options: {} }, [{ json: {} }])).error?.message).toBe(
      "This operation expects the node's input data to contain a binary file 'data', but none was found [item 0]",
    );
    expect(
      (
        await run(
          { operation: 'border', borderWidth: 1, borderHeight: 1, borderColor: '#000', options: { format: 'bmp' } },
          [png],
        )
      ).error?.message,
    ).toContain('BMP');
    const cont = await run(
      { operation: 'crop', width: 5, height: 5, positionX: 50, positionY: 50, options: {} },
      [png, { json: {} }],
      'continueRegularOutput',
    );
    expect(cont.items.map((i) => i.json)).toEqual([
      { error: 'The crop area lies outside the image' },
      {
        error:
          "This operation expects the node's input data to contain a binary file 'data', but none was found [item 1]",
      },
    ]);
    expect(cont.items.map((i) => i.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
  });
});
