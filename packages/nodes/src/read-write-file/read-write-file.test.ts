/** Read/Write Files from Disk on real files in a temporary folder, through the engine and the helpers' file access hooks. */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { glob } from 'tinyglobby';
import { afterAll, describe, expect, it } from 'vitest';
import { runWorkflow, type EngineServices } from '@weft/engine';
import { createNodeTypeRegistry, type Item, type Workflow } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { describeFile, formatFileSize, lookupMimeType, extensionOfMimeType, sniffFormat } from './file-meta.js';

const nodeTypes = createNodeTypeRegistry(builtinNodeTypes);
const dir = mkdtempSync(join(tmpdir(), 'weft-rwf-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const b64 = (s: string) => Buffer.from(s).toString('base64');
const textItem = (json: Record<string, unknown>, text: string, fileName = 'x.txt'): Item => ({
  json: json,
  binary: { data: { data: b64(text), mimeType: 'text/plain', fileName } },
});

async function run(
  parameters: Record<string, unknown>,
  items: Item[] = [{ json: {} }],
  extra: { onError?: string; services?: EngineServices } = {},
) {
  const workflow = {
    name: 'rwf test',
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
        name: 'Files',
        type: 'n8n-nodes-base.readWriteFile',
        typeVersion: 1,
        position: [400, 0],
        parameters,
        ...(extra.onError ? { onError: extra.onError } : {}),
      },
    ],
    connections: {
      Start: { main: [[{ node: 'Data', type: 'main', index: 0 }]] },
      Data: { main: [[{ node: 'Files', type: 'main', index: 0 }]] },
    },
    pinData: { Data: items },
    settings: {},
  } as unknown as Workflow;
  const result = await runWorkflow({
    workflow,
    nodeTypes,
    mode: 'manual',
    timezone: 'UTC',
    services: extra.services ?? {},
  });
  const out = result.data.resultData.runData.Files?.[0]?.data?.main?.[0] ?? [];
  return { items: out, json: out.map((i) => i.json), error: result.data.resultData.error };
}

describe('Read/Write Files from Disk', () => {
  it('writes each item to its file and reads them back by a pattern across folders, with n8n’s metadata', async () => {
    mkdirSync(join(dir, 'w', 'sub'), { recursive: true });
    const w = await run({ operation: 'write', fileName: `={{ "${dir}/w/" + $json.path }}`, options: {} }, [
      textItem({ path: 'a.txt' }, 'alpha'),
      textItem({ path: 'sub/b.json' }, '{"b":1}'),
      textItem({ path: 'sub/c.unknown' }, 'c'.repeat(1500)),
    ]);
    expect(w.json).toEqual([
      { path: 'a.txt', fileName: `${dir}/w/a.txt` },
      { path: 'sub/b.json', fileName: `${dir}/w/sub/b.json` },
      { path: 'sub/c.unknown', fileName: `${dir}/w/sub/c.unknown` },
    ]);
    expect(w.items[0]!.binary?.data?.fileName).toBe('x.txt');
    expect(readFileSync(join(dir, 'w/sub/b.json'), 'utf8')).toBe('{"b":1}');

    const r = await run({ operation: 'read', fileSelector: `${dir}/w/**/*`, options: {} }, [
      { json: {} },
      { json: {} },
    ]);
    expect(r.json.slice(0, 3)).toEqual([
      { mimeType: 'text/plain', fileType: 'text', fileName: 'a.txt', fileExtension: 'txt', fileSize: '5 B' },
      { mimeType: 'application/json', fileType: 'json', fileName: 'b.json', fileExtension: 'json', fileSize: '7 B' },
      { mimeType: 'text/plain', fileType: 'text', fileName: 'c.unknown', fileExtension: 'unknown', fileSize: '1.5 kB' },
    ]);
    // Every input item reads the pattern again; its files are paired with it.
    expect(r.items.map((i) => i.pairedItem)).toEqual([0, 0, 0, 1, 1, 1].map((item) => ({ item })));
    const bin = r.items[1]!.binary!.data!;
    expect(bin).toMatchObject({ directory: `${dir}/w/sub`, fileName: 'b.json', mimeType: 'application/json' });
    expect(Buffer.from(bin.data, 'base64').toString()).toBe('{"b":1}');
  });

  it('appends when told to, reads names with parentheses literally, and applies the read options', async () => {
    const file = join(dir, 'log (1).txt');
    await run({ operation: 'write', fileName: file, options: { append: '={{ $itemIndex > 0 }}' } }, [
      textItem({}, 'one;'),
      textItem({}, 'two;'),
    ]);
    expect(readFileSync(file, 'utf8')).toBe('one;two;');
    await run({ operation: 'write', fileName: file, options: { append: true } }, [textItem({}, 'three;')]);
    expect(readFileSync(file, 'utf8')).toBe('one;two;three;');
    const r = await run({
      operation: 'read',
      fileSelector: file,
      options: { fileName: 'renamed.log', mimeType: 'text/x-log', fileExtension: 'log', dataPropertyName: 'file' },
    });
    expect(r.json).toEqual([
      { mimeType: 'text/x-log', fileType: 'text', fileName: 'renamed.log', fileExtension: 'log', fileSize: '14 B' },
    ]);
    expect(Object.keys(r.items[0]!.binary!)).toEqual(['file']);
    expect((await run({ operation: 'read', fileSelector: `${dir}/nothing-*.none`, options: {} })).json).toEqual([]);
  });

  it('reports a missing folder, a missing binary field and an empty path clearly, or as error items with continueOnFail', async () => {
    const missing = await run({ operation: 'write', fileName: `${dir}/no/such/folder.txt`, options: {} }, [
      textItem({}, 'x'),
    ]);
    expect(missing.error?.message).toBe('The file or directory does not exist');
    expect(missing.error?.description).toContain('ENOENT');
    expect(missing.error?.node?.name).toBe('Files');
    expect(missing.error?.context?.itemIndex).toBe(0);
    const noBinary = await run({ operation: 'write', fileName: `${dir}/x.txt`, options: {} }, [
      textItem({}, 'x'),
      { json: { a: 1 } },
    ]);
    expect(noBinary.error?.message).toBe(
      "This operation expects the node's input data to contain a binary file 'data', but none was found [item 1]",
    );
    const empty = await run({ operation: 'read', fileSelector: ' ', options: {} });
    expect(empty.error?.message).toBe('No file selector given');
    const cont = await run(
      {
        operation: 'write',
        fileName: `={{ $json.to ?? "${dir}/no/such.txt" }}`,
        dataPropertyName: 'data',
        options: {},
      },
      [textItem({}, 'x'), { json: { to: `${dir}/ok.txt` } }, textItem({ to: `${dir}/ok.txt` }, 'ok')],
      { onError: 'continueRegularOutput' },
    );
    expect(cont.json).toEqual([
      { error: 'The file or directory does not exist' },
      {
        error:
          "This operation expects the node's input data to contain a binary file 'data', but none was found [item 1]",
      },
      { to: `${dir}/ok.txt`, fileName: `${dir}/ok.txt` },
    ]);
    expect(cont.items.map((i) => i.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
  });

  it('reads, lists and writes only through the host’s file access rules', async () => {
    const guarded = join(dir, 'guarded');
    mkdirSync(guarded, { recursive: true });
    writeFileSync(join(guarded, 'secret.txt'), 'secret');
    writeFileSync(join(dir, 'open.txt'), 'open');
    const refusal = (path: string) =>
      path.startsWith(guarded) ? `Access to the file is not allowed: "${path}" is part of Weft's own data` : undefined;
    const services: EngineServices = {
      readFile: async (path) => {
        const why = refusal(path);
        if (why) throw new Error(why);
        return readFile(path);
      },
      writeFile: async (path, data, options) => {
        const why = refusal(path);
        if (why) throw new Error(why.replace('Access to the file', 'Writing the file'));
        await writeFile(path, data, { flag: options?.append ? 'a' : 'w' });
      },
      listFiles: async (pattern) =>
        (await glob(pattern, { absolute: true, onlyFiles: true })).filter((p) => !refusal(p)).sort(),
    };
    const listed = await run(
      { operation: 'read', fileSelector: `${dir}/{guarded/secret,open}.txt`, options: {} },
      undefined,
      { services },
    );
    expect(listed.json.map((j) => j.fileName)).toEqual(['open.txt']);
    const write = await run(
      { operation: 'write', fileName: join(guarded, 'planted.txt'), options: {} },
      [textItem({}, 'x')],
      { services },
    );
    expect(write.error?.message).toBe(
      `Writing the file is not allowed: "${join(guarded, 'planted.txt')}" is part of Weft's own data`,
    );
    expect(write.error?.context?.itemIndex).toBe(0);
    const cont = await run(
      { operation: 'write', fileName: join(guarded, 'secret.txt'), options: {} },
      [textItem({}, 'x')],
      { services, onError: 'continueRegularOutput' },
    );
    expect(cont.json).toEqual([
      { error: `Writing the file is not allowed: "${join(guarded, 'secret.txt')}" is part of Weft's own data` },
    ]);
    expect(readFileSync(join(guarded, 'secret.txt'), 'utf8')).toBe('secret');
  });
});

describe('file metadata as n8n derives it', () => {
  it('formats sizes with decimal units and three significant digits', () => {
    expect([0, 12, 999, 1000, 1024, 1320, 15_360, 1_500_000, 2_000_000_000].map(formatFileSize)).toEqual([
      '0 B',
      '12 B',
      '999 B',
      '1 kB',
      '1.02 kB',
      '1.32 kB',
      '15.4 kB',
      '1.5 MB',
      '2 GB',
    ]);
  });

  it('looks media types and extensions up both ways, and sniffs common binary formats', () => {
    expect(lookupMimeType('/a/b.JPG')).toBe('image/jpeg');
    expect(lookupMimeType('json')).toBe('application/json');
    expect(lookupMimeType('notes.weird')).toBeUndefined();
    expect(extensionOfMimeType('image/jpeg')).toBe('jpg');
    expect(extensionOfMimeType('application/json; charset=utf-8')).toBe('json');
    expect(sniffFormat(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toEqual({
      mime: 'image/png',
      ext: 'png',
    });
    expect(sniffFormat(new TextEncoder().encode('plain text'))).toBeUndefined();
  });

  it('describes a file from its path: folder, name, extension, media type (text/plain when unknown)', () => {
    expect(describeFile({ data: '', mimeType: 'x' }, 3, '/srv/a/report.tar.gz')).toEqual({
      data: '',
      mimeType: 'application/gzip',
      fileSize: '3 B',
      directory: '/srv/a',
      fileName: 'report.tar.gz',
      fileExtension: 'gz',
    });
    expect(describeFile({ data: '', mimeType: 'x' }, 3, 'noext')).toEqual({
      data: '',
      mimeType: 'text/plain',
      fileType: 'text',
      fileSize: '3 B',
      fileName: 'noext',
    });
  });
});
