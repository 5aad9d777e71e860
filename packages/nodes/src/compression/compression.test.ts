/** Compression 1 and 1.1 through the engine; archives are checked with node:zlib and fflate's synchronous reader. */
import { gunzipSync, gzipSync } from 'node:zlib';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, type BinaryData, type Item, type Workflow } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';

const nodeTypes = createNodeTypeRegistry(builtinNodeTypes);
const file = (
  bytes: Uint8Array | string,
  fileName?: string,
  mimeType = 'text/plain',
  fileExtension?: string,
): BinaryData => ({
  data: Buffer.from(bytes).toString('base64'),
  mimeType,
  ...(fileName !== undefined ? { fileName } : {}),
  ...(fileExtension ? { fileExtension } : {}),
});
const bytesOf = (b: BinaryData | undefined) => new Uint8Array(Buffer.from(b!.data, 'base64'));

async function run(version: number, parameters: Record<string, unknown>, items: Item[], onError?: string) {
  const workflow = {
    name: 'compression test',
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
        name: 'C',
        type: 'n8n-nodes-base.compression',
        typeVersion: version,
        position: [400, 0],
        parameters,
        ...(onError ? { onError } : {}),
      },
    ],
    connections: {
      Start: { main: [[{ node: 'Data', type: 'main', index: 0 }]] },
      Data: { main: [[{ node: 'C', type: 'main', index: 0 }]] },
    },
    pinData: { Data: items },
    settings: {},
  } as unknown as Workflow;
  const result = await runWorkflow({ workflow, nodeTypes, mode: 'manual', timezone: 'UTC', services: {} });
  const out = result.data.resultData.runData.C?.[0]?.data?.main?.[0] ?? [];
  return { items: out, error: result.data.resultData.error };
}

describe('Compression', () => {
  it('zips several fields into one archive, storing already-compressed formats as they are', async () => {
    const text = 'compress me '.repeat(200);
    const { items } = await run(
      1.1,
      {
        operation: 'compress',
        binaryPropertyName: 'data, pic',
        outputFormat: 'zip',
        fileName: 'bundle.zip',
        binaryPropertyOutput: 'zipped',
      },
      [
        {
          json: { keep: true },
          binary: { data: file(text, 'a.txt', 'text/plain', 'txt'), pic: file(text, 'b.png', 'image/png', 'png') },
        },
      ],
    );
    expect(items[0]!.json).toEqual({ keep: true });
    expect(Object.keys(items[0]!.binary!)).toEqual(['zipped']);
    expect(items[0]!.binary!.zipped).toMatchObject({
      fileName: 'bundle.zip',
      fileExtension: 'zip',
      mimeType: 'application/zip',
    });
    const archive = bytesOf(items[0]!.binary!.zipped);
    const entries = unzipSync(archive);
    expect(Object.keys(entries)).toEqual(['a.txt', 'b.png']);
    expect(strFromU8(entries['a.txt']!)).toBe(text);
    // The PNG entry is stored (method 0), the text deflated (method 8): read both local headers.
    const view = new DataView(archive.buffer, archive.byteOffset);
    const methods: number[] = [];
    for (let at = 0; view.getUint32(at, true) === 0x04034b50;) {
      methods.push(view.getUint16(at + 8, true));
      at += 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true) + view.getUint32(at + 18, true);
    }
    expect(methods).toEqual([8, 0]);
  });

  it('unzips every entry into <prefix><n>, with folders as directory and __MACOSX copies left out', async () => {
    const archive = zipSync({
      'docs/readme.md': strToU8('# hi'),
      '__MACOSX/docs/._readme.md': strToU8('junk'),
      'pic.bin': new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1]),
      raw: strToU8('text'),
    });
    const { items } = await run(1, { operation: 'decompress', binaryPropertyName: 'data', outputPrefix: 'f' }, [
      { json: { n: 1 }, binary: { data: file(archive, 'in.ZIP', 'application/zip', 'ZIP') } },
    ]);
    const b = items[0]!.binary!;
    expect(Object.keys(b)).toEqual(['f0', 'f1', 'f2']);
    expect(b.f0).toMatchObject({
      fileName: 'readme.md',
      directory: 'docs',
      mimeType: 'text/markdown',
      fileExtension: 'md',
      fileSize: '4 B',
    });
    expect(b.f1).toMatchObject({ fileName: 'pic.bin', mimeType: 'application/octet-stream', fileExtension: 'bin' });
    // No extension: the type comes from the bytes, else text/plain.
    expect(b.f2).toMatchObject({ fileName: 'raw', mimeType: 'text/plain', fileType: 'text' });
    expect(b.f2!.fileExtension).toBeUndefined();
    expect(strFromU8(bytesOf(b.f0))).toBe('# hi');
  });

  it('gzips each field: 1.1 names <name>.<ext>.gz in <field>, <field>1; version 1 names <name>.gzip in <prefix>0', async () => {
    const items: Item[] = [
      {
        json: {},
        binary: { data: file('one', 'a.CSV', 'text/csv', 'CSV'), more: file('two', 'b.txt', 'text/plain', 'txt') },
      },
    ];
    const v11 = await run(
      1.1,
      {
        operation: 'compress',
        binaryPropertyName: 'data,more',
        outputFormat: 'gzip',
        fileName: '',
        binaryPropertyOutput: 'gz',
      },
      items,
    );
    const b = v11.items[0]!.binary!;
    expect(Object.keys(b)).toEqual(['gz', 'gz1']);
    expect(b.gz).toMatchObject({ fileName: 'a.csv.gz', fileExtension: 'gz', mimeType: 'application/gzip' });
    expect(gunzipSync(bytesOf(b.gz1)).toString()).toBe('two');
    const named = await run(
      1.1,
      {
        operation: 'compress',
        binaryPropertyName: 'data',
        outputFormat: 'gzip',
        fileName: 'out.gz',
        binaryPropertyOutput: 'data',
      },
      items,
    );
    expect(named.items[0]!.binary!.data!.fileName).toBe('out.csv.gz');
    const v1 = await run(
      1,
      { operation: 'compress', binaryPropertyName: 'data,more', outputFormat: 'gzip', outputPrefix: 'p' },
      items,
    );
    expect(v1.items[0]!.binary!.p0).toMatchObject({
      fileName: 'a.gzip',
      fileExtension: 'gzip',
      mimeType: 'application/gzip',
    });
    expect(Object.keys(v1.items[0]!.binary!)).toEqual(['p0', 'p1']);
    // Version 1 without a format gives no item, as in n8n.
    expect((await run(1, { operation: 'compress', binaryPropertyName: 'data' }, items)).items).toEqual([]);
  });

  it('gunzips with the name before .gz, or the extension of the detected type', async () => {
    const gz = (s: string | Uint8Array) => new Uint8Array(gzipSync(s));
    const { items } = await run(1.1, { operation: 'decompress', binaryPropertyName: 'a,b,c', outputPrefix: 'out_' }, [
      {
        json: {},
        binary: {
          a: file(gz('x,y'), 'table.csv.gz', 'application/gzip', 'gz'),
          b: file(gz(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0])), 'photo.gzip', 'application/gzip', 'gzip'),
          c: file(gz('hello'), 'hello.gz', 'application/gzip', 'gz'),
        },
      },
    ]);
    const b = items[0]!.binary!;
    expect(b.out_0).toMatchObject({ fileName: 'table.csv', fileExtension: 'csv', mimeType: 'text/csv' });
    expect(b.out_1).toMatchObject({ fileName: 'photo.jpg', fileExtension: 'jpg', mimeType: 'image/jpeg' });
    expect(b.out_2).toMatchObject({ fileName: 'hello.txt', fileExtension: 'txt', mimeType: 'text/plain' });
    expect(strFromU8(bytesOf(b.out_0))).toBe('x,y');
  });

  it('handles files above the in-place limit through the worker (zip and gzip both ways)', async () => {
    const big = Buffer.from(Array.from({ length: 160_000 }, (_, i) => `line ${i}\n`).join(''));
    expect(big.length).toBeGreaterThan(1024 * 1024);
    const zipped = await run(
      1.1,
      {
        operation: 'compress',
        binaryPropertyName: 'data',
        outputFormat: 'zip',
        fileName: 'big.zip',
        binaryPropertyOutput: 'data',
      },
      [{ json: {}, binary: { data: file(big, 'big.txt', 'text/plain', 'txt') } }],
    );
    const back = await run(
      1.1,
      { operation: 'decompress', binaryPropertyName: 'data', outputPrefix: 'f' },
      zipped.items,
    );
    expect(Buffer.from(bytesOf(back.items[0]!.binary!.f0)).equals(big)).toBe(true);
    const gz = await run(
      1.1,
      { operation: 'compress', binaryPropertyName: 'data', outputFormat: 'gzip', binaryPropertyOutput: 'data' },
      [{ json: {}, binary: { data: file(big, 'big.txt', 'text/plain', 'txt') } }],
    );
    expect(gunzipSync(bytesOf(gz.items[0]!.binary!.data)).equals(big)).toBe(true);
    const ungz = await run(1.1, { operation: 'decompress', binaryPropertyName: 'data', outputPrefix: 'f' }, [
      { json: {}, binary: { data: file(gzipSync(big), 'big.txt.gz', 'application/gzip', 'gz') } },
    ]);
    expect(Buffer.from(bytesOf(ungz.items[0]!.binary!.f0)).equals(big)).toBe(true);
  });

  it('fails clearly on a field without an extension or with broken data, or gives error items with continueOnFail', async () => {
    const stop = await run(1.1, { operation: 'decompress', binaryPropertyName: 'data', outputPrefix: 'f' }, [
      { json: {}, binary: { data: file('x', 'noext') } },
    ]);
    expect(stop.error?.message).toBe('File extension not found for binary data data');
    expect(stop.error?.node?.name).toBe('C');
    const broken = await run(1.1, { operation: 'decompress', binaryPropertyName: 'data', outputPrefix: 'f' }, [
      { json: {}, binary: { data: file('not gzip', 'x.gz', 'application/gzip', 'gz') } },
    ]);
    expect(broken.error?.message).toBe('invalid gzip data');
    const cont = await run(
      1.1,
      {
        operation: 'compress',
        binaryPropertyName: 'data',
        outputFormat: 'zip',
        fileName: 'x.zip',
        binaryPropertyOutput: 'data',
      },
      [{ json: { a: 1 } }, { json: { b: 2 }, binary: { data: file('ok', 'ok.txt', 'text/plain', 'txt') } }],
      'continueRegularOutput',
    );
    expect(cont.items.map((i) => i.json)).toEqual([
      {
        error:
          "This operation expects the node's input data to contain a binary file 'data', but none was found [item 0]",
      },
      { b: 2 },
    ]);
    expect(cont.items.map((i) => i.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
  });
});
