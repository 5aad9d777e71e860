/**
 * The FTP node against the machine's test servers (scripts/services/ssh-ftp.sh): vsftpd on
 * 127.0.0.1:2121 and the sshd's SFTP on 127.0.0.1:2222, user `weftuser`, each test run under
 * /home/weftuser/weft-ftp-test-<run>.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, type Workflow } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { parseListing, parseListLine } from './list-parser.js';

const root = `/home/weftuser/weft-ftp-test-${process.pid}-${Date.now().toString(36)}`;
const ftp = { host: '127.0.0.1', port: 2121, username: 'weftuser', password: 'weft-test-pass' };
const sftp = {
  host: '127.0.0.1',
  port: 2222,
  username: 'weftuser',
  password: 'weft-test-pass',
  privateKey: '',
  passphrase: '',
};
const key = readFileSync(new URL('../ssh/fixtures/test_ed25519', import.meta.url), 'utf8');
const nodeTypes = createNodeTypeRegistry(builtinNodeTypes);

interface RunOptions {
  items?: Array<Record<string, unknown>>;
  onError?: string;
  credentials?: Record<string, unknown>;
}

async function run(parameters: Record<string, unknown>, extra: RunOptions = {}) {
  const protocol = parameters.protocol === 'sftp' ? 'sftp' : 'ftp';
  const workflow = {
    name: 'ftp test',
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
        name: 'F',
        type: 'n8n-nodes-base.ftp',
        typeVersion: 1,
        position: [400, 0],
        parameters,
        credentials: { [protocol]: { id: 'c', name: 'c' } },
        ...(extra.onError ? { onError: extra.onError } : {}),
      },
    ],
    connections: {
      Start: { main: [[{ node: 'Data', type: 'main', index: 0 }]] },
      Data: { main: [[{ node: 'F', type: 'main', index: 0 }]] },
    },
    pinData: { Data: extra.items ?? [{ json: {} }] },
    settings: {},
  } as unknown as Workflow;
  const result = await runWorkflow({
    workflow,
    nodeTypes,
    mode: 'manual',
    timezone: 'UTC',
    services: { getCredentials: async () => extra.credentials ?? (protocol === 'sftp' ? sftp : ftp) },
  });
  const items = result.data.resultData.runData.F?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((i) => i.json), error: result.data.resultData.error };
}

const names = (json: Array<Record<string, unknown>>) => json.map((e) => e.name).sort();
const file = (text: string | Buffer, fileName: string) => ({
  data: Buffer.from(text).toString('base64'),
  mimeType: 'application/octet-stream',
  fileName,
});

beforeAll(async () => {
  const made = await run({
    protocol: 'sftp',
    operation: 'upload',
    path: `${root}/.keep`,
    binaryData: false,
    fileContent: '',
  });
  expect(made.error, 'the test sshd on 127.0.0.1:2222 (scripts/ensure-services.sh)').toBeUndefined();
});
afterAll(async () => {
  await run({ protocol: 'sftp', operation: 'delete', path: root, options: { folder: true, recursive: true } });
});

describe('FTP node listing parser', () => {
  it('reads Unix lines (rights, sticky bit, links, years) and MS-DOS lines as n8n does', () => {
    expect(parseListLine('drwxr-xr-t    2 48231    48231        4096 Jan 02  2020 my dir')).toEqual({
      type: 'd',
      name: 'my dir',
      sticky: true,
      rights: { user: 'rwx', group: 'rx', other: 'rx' },
      acl: false,
      owner: '48231',
      group: '48231',
      size: 4096,
      date: new Date('2020-01-02'),
    });
    expect(parseListLine('lrwxrwxrwx+   1 ada      staff           5 Mar 09  2021 link -> a.txt')).toMatchObject({
      type: 'l',
      name: 'link',
      target: 'a.txt',
      acl: true,
    });
    expect(parseListLine('-rw-------    1 a b 3 Feb 29  2024 x')!.rights).toEqual({ user: 'rw', group: '', other: '' });
    const recent = new Date(Date.now() - 86400000);
    const month = recent.toLocaleString('en-US', { month: 'short' });
    const parsed = parseListLine(`-rw-r--r--    1 a b 3 ${month} ${recent.getDate()} 10:30 today.txt`)!;
    expect(parsed.date!.getFullYear()).toBe(recent.getFullYear());
    expect([parsed.date!.getHours(), parsed.date!.getMinutes()]).toEqual([10, 30]);
    expect(parseListLine('01-15-21  03:04PM       <DIR>          Folder')).toEqual({
      name: 'Folder',
      type: 'd',
      size: 0,
      date: new Date(2021, 0, 15, 15, 4),
    });
    expect(parseListLine('12-31-99  12:00AM                 1234 old.txt')).toMatchObject({
      type: '-',
      size: 1234,
      date: new Date(1999, 11, 31, 0, 0),
    });
    expect(
      parseListing('total 8\r\n-rw-r--r-- 1 a b 1 Jan 01  2020 a\r\nnot a listing line\r\n').map((e) => e.name),
    ).toEqual(['a']);
  });
});

describe.each(['ftp', 'sftp'] as const)('FTP node over %s', (protocol) => {
  const dir = `${root}/${protocol}`;
  const p = (parameters: Record<string, unknown>) => ({ protocol, ...parameters });

  it('uploads binary and text files into new folders and lists them, flat and recursively', async () => {
    const bytes = Buffer.from([0, 1, 2, 200, 255]);
    const up = await run(p({ operation: 'upload', path: `=${dir}/up/{{ $json.name }}` }), {
      items: [
        { json: { name: 'a.bin' }, binary: { data: file(bytes, 'x') } },
        { json: { name: 'deep/b.bin' }, binary: { data: file('bee', 'y') } },
      ],
    });
    expect(up.json).toEqual([{ name: 'a.bin' }, { name: 'deep/b.bin' }]);
    expect(up.items[0]!.binary?.data).toBeDefined();
    const text = await run(
      p({ operation: 'upload', path: `${dir}/up/deep/er/t.txt`, binaryData: false, fileContent: 'héllo' }),
    );
    expect(text.error).toBeUndefined();
    const flat = await run(p({ operation: 'list', path: `${dir}/up` }));
    expect(names(flat.json).filter((n) => n !== '.' && n !== '..')).toEqual(['a.bin', 'deep']);
    const a = flat.json.find((e) => e.name === 'a.bin')!;
    expect(a).toMatchObject({
      type: '-',
      size: 5,
      path: `${dir}/up/a.bin`,
      rights: expect.objectContaining({ user: 'rw' }),
    });
    expect(typeof a.modifyTime).toBe('string');
    const deep = await run(p({ operation: 'list', path: `${dir}/up/`, recursive: true }));
    expect(deep.json.map((e) => e.path).sort()).toEqual([
      `${dir}/up/a.bin`,
      `${dir}/up/deep`,
      `${dir}/up/deep/b.bin`,
      `${dir}/up/deep/er`,
      `${dir}/up/deep/er/t.txt`,
    ]);
    const down = await run(p({ operation: 'download', path: `=${dir}/up/{{ $json.f }}`, binaryPropertyName: 'got' }), {
      items: [{ json: { f: 'a.bin' } }, { json: { f: 'deep/er/t.txt' } }],
    });
    expect(down.json).toEqual([{ f: 'a.bin' }, { f: 'deep/er/t.txt' }]);
    expect(Buffer.from(down.items[0]!.binary!.got!.data, 'base64')).toEqual(bytes);
    expect(down.items[1]!.binary!.got).toMatchObject({ fileName: 't.txt', mimeType: 'text/plain' });
    expect(Buffer.from(down.items[1]!.binary!.got!.data, 'base64').toString()).toBe('héllo');
  });

  it('renames (creating folders on request), deletes files and folders, and names each failure', async () => {
    await run(p({ operation: 'upload', path: `${dir}/mv/a.txt`, binaryData: false, fileContent: 'a' }));
    await run(p({ operation: 'upload', path: `${dir}/mv/sub/inner/x.txt`, binaryData: false, fileContent: 'x' }));
    expect(
      (
        await run(
          p({
            operation: 'rename',
            oldPath: `${dir}/mv/a.txt`,
            newPath: `${dir}/mv/new/place/b.txt`,
            options: { createDirectories: true },
          }),
        )
      ).json,
    ).toEqual([{ success: true }]);
    const missingDir = await run(
      p({ operation: 'rename', oldPath: `${dir}/mv/new/place/b.txt`, newPath: `${dir}/mv/none/c.txt`, options: {} }),
      { onError: 'continueRegularOutput' },
    );
    expect(missingDir.json[0]!.error).toEqual(expect.any(String));
    expect((await run(p({ operation: 'delete', path: `${dir}/mv/new/place/b.txt`, options: {} }))).json).toEqual([
      { success: true },
    ]);
    const notEmpty = await run(p({ operation: 'delete', path: `${dir}/mv/sub`, options: { folder: true } }), {
      onError: 'continueRegularOutput',
    });
    expect(notEmpty.json[0]!.error).toEqual(expect.any(String));
    expect(
      (await run(p({ operation: 'delete', path: `${dir}/mv/sub`, options: { folder: true, recursive: true } }))).json,
    ).toEqual([{ success: true }]);
    expect(
      names((await run(p({ operation: 'list', path: `${dir}/mv` }))).json).filter((n) => n !== '.' && n !== '..'),
    ).toEqual(['new']);
    const missing = await run(p({ operation: 'download', path: `${dir}/nope.txt` }), {
      onError: 'continueRegularOutput',
    });
    expect(missing.json).toEqual([
      { error: protocol === 'ftp' ? 'Failed to open file.' : `get: No such file ${dir}/nope.txt` },
    ]);
    const noBinary = await run(p({ operation: 'upload', path: `${dir}/x.bin` }));
    expect(noBinary.error?.message).toBe(
      "This operation expects the node's input data to contain a binary file 'data', but none was found [item 0]",
    );
  });

  it('reports a failed login as one error item for all items when continuing, else as the error', async () => {
    const credentials = protocol === 'ftp' ? { ...ftp, password: 'wrong' } : { ...sftp, password: 'wrong' };
    const cont = await run(p({ operation: 'list', path: '/' }), {
      credentials,
      onError: 'continueRegularOutput',
      items: [{ json: {} }, { json: {} }],
    });
    expect(cont.items).toHaveLength(1);
    expect(cont.items[0]!.pairedItem).toEqual([{ item: 0 }, { item: 1 }]);
    expect(cont.json[0]!.error).toBe(
      protocol === 'ftp' ? 'Login incorrect.' : 'getConnection: All configured authentication methods failed',
    );
    const failed = await run(p({ operation: 'list', path: '/' }), { credentials });
    expect(failed.error?.message).toBe(cont.json[0]!.error);
  });

  it('goes through the outgoing-connection guard before connecting', async () => {
    const before = process.env.WEFT_SSRF_BLOCK_PRIVATE;
    process.env.WEFT_SSRF_BLOCK_PRIVATE = 'true';
    try {
      expect((await run(p({ operation: 'list', path: '/' }))).error?.message).toContain(
        "refused by Weft's outgoing-request guard",
      );
    } finally {
      if (before === undefined) delete process.env.WEFT_SSRF_BLOCK_PRIVATE;
      else process.env.WEFT_SSRF_BLOCK_PRIVATE = before;
    }
  });
});

describe('FTP node over SFTP only', () => {
  it('logs in with a private key, reads with parallel reads, and checks the host key when named', async () => {
    const withKey = { ...sftp, password: '', privateKey: key };
    await run(
      {
        protocol: 'sftp',
        operation: 'upload',
        path: `${root}/key/big.bin`,
        binaryData: false,
        fileContent: 'z'.repeat(300_000),
      },
      { credentials: withKey },
    );
    const fast = await run(
      {
        protocol: 'sftp',
        operation: 'download',
        path: `${root}/key/big.bin`,
        options: { enableConcurrentReads: true, maxConcurrentReads: 3, chunkSize: 16 },
      },
      { credentials: withKey },
    );
    expect(Buffer.from(fast.items[0]!.binary!.data!.data, 'base64').toString()).toBe('z'.repeat(300_000));
    const blob = readFileSync('/tmp/weft-ssh-ftp/ssh_host_ed25519_key.pub', 'utf8').split(' ')[1]!;
    const good = `SHA256:${createHash('sha256').update(Buffer.from(blob, 'base64')).digest('base64').replace(/=+$/, '')}`;
    expect(
      (
        await run(
          { protocol: 'sftp', operation: 'list', path: `${root}/key` },
          { credentials: { ...sftp, hostKeyFingerprint: good } },
        )
      ).error,
    ).toBeUndefined();
    const wrong = await run(
      { protocol: 'sftp', operation: 'list', path: `${root}/key` },
      { credentials: { ...sftp, hostKeyFingerprint: 'SHA256:bm9wZQ' } },
    );
    expect(wrong.error?.message).toBe(
      `The host key of 127.0.0.1 (${good}) does not match the credential's Host Key Fingerprint`,
    );
  });
});
