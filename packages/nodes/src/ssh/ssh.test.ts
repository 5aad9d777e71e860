/**
 * The SSH node against the machine's test sshd (127.0.0.1:2222, user `weftuser`, started by
 * scripts/services/ssh-ftp.sh), working under /home/weftuser/weft-test-<run>.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, type Workflow } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { acceptedFingerprints, formatPrivateKey } from './connection.js';
import { sanitizeFileName } from './execute.js';
import { shellQuote } from './remote.js';

const fixtures = new URL('./fixtures/', import.meta.url);
const key = readFileSync(new URL('test_ed25519', fixtures), 'utf8');
const server = { host: '127.0.0.1', port: 2222, username: 'weftuser' };
const password = { ...server, password: 'weft-test-pass' };
const dir = `/home/weftuser/weft-test-${process.pid}-${Date.now().toString(36)}`;
const nodeTypes = createNodeTypeRegistry(builtinNodeTypes);

/** The test server's host key fingerprint, from its public key file. */
function serverFingerprint(): string {
  const blob = readFileSync('/tmp/weft-ssh-ftp/ssh_host_ed25519_key.pub', 'utf8').split(' ')[1]!;
  return `SHA256:${createHash('sha256').update(Buffer.from(blob, 'base64')).digest('base64').replace(/=+$/, '')}`;
}

async function run(
  parameters: Record<string, unknown>,
  extra: { items?: Array<Record<string, unknown>>; onError?: string; credentials?: Record<string, unknown> } = {},
) {
  const type = parameters.authentication === 'privateKey' ? 'sshPrivateKey' : 'sshPassword';
  const workflow = {
    name: 'ssh test',
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
        name: 'S',
        type: 'n8n-nodes-base.ssh',
        typeVersion: 1,
        position: [400, 0],
        parameters,
        credentials: { [type]: { id: 'c', name: 'c' } },
        ...(extra.onError ? { onError: extra.onError } : {}),
      },
    ],
    connections: {
      Start: { main: [[{ node: 'Data', type: 'main', index: 0 }]] },
      Data: { main: [[{ node: 'S', type: 'main', index: 0 }]] },
    },
    pinData: { Data: extra.items ?? [{ json: {} }] },
    settings: {},
  } as unknown as Workflow;
  const result = await runWorkflow({
    workflow,
    nodeTypes,
    mode: 'manual',
    timezone: 'UTC',
    services: { getCredentials: async () => extra.credentials ?? password },
  });
  const items = result.data.resultData.runData.S?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((i) => i.json), error: result.data.resultData.error };
}

const exec = (command: string, cwd = '/') => run({ command, cwd });

beforeAll(async () => {
  const r = await exec(`mkdir -p ${dir}`);
  expect(r.error, 'the test sshd on 127.0.0.1:2222 (scripts/ensure-services.sh)').toBeUndefined();
});
afterAll(async () => {
  await exec(`rm -rf ${dir}`);
});

describe('SSH node', () => {
  it('runs a command per item in the working directory, with code, signal and trimmed output', async () => {
    const r = await run(
      { command: '=printf "  %s  \\n" "{{ $json.w }}"; echo oops >&2; pwd; exit {{ $json.code }}', cwd: '/tmp' },
      { items: [{ json: { w: 'a b', code: 0 } }, { json: { w: "it's", code: 7 } }] },
    );
    expect(r.json).toEqual([
      { code: 0, signal: null, stdout: 'a b  \n/tmp', stderr: 'oops' },
      { code: 7, signal: null, stdout: "it's  \n/tmp", stderr: 'oops' },
    ]);
    expect((await exec('pwd', '~/')).json).toEqual([{ code: 0, signal: null, stdout: '/home/weftuser', stderr: '' }]);
    expect((await exec('kill -KILL $$')).json).toEqual([{ code: null, signal: 'SIGKILL', stdout: '', stderr: '' }]);
    expect((await exec('pwd', '~root')).error?.message).toBe('Invalid path. Replace "~" with home directory or "~/"');
  });

  it('logs in with a private key, one pasted on one line, and an encrypted key with its passphrase', async () => {
    const keyAuth = { authentication: 'privateKey', command: 'whoami', cwd: '/' };
    expect((await run(keyAuth, { credentials: { ...server, privateKey: key } })).json).toEqual([
      { code: 0, signal: null, stdout: 'weftuser', stderr: '' },
    ]);
    expect(
      (await run(keyAuth, { credentials: { ...server, privateKey: key.trim().replace(/\n/g, ' ') } })).json[0],
    ).toMatchObject({ stdout: 'weftuser' });
    const encrypted = readFileSync(new URL('test_rsa_passphrase', fixtures), 'utf8');
    expect(
      (await run(keyAuth, { credentials: { ...server, privateKey: encrypted, passphrase: 'weft-passphrase' } }))
        .json[0],
    ).toMatchObject({ stdout: 'weftuser' });
    const noPassphrase = await run(keyAuth, { credentials: { ...server, privateKey: encrypted } });
    expect(noPassphrase.error?.message).toMatch(/passphrase/i);
  });

  it('uploads binary files (creating folders, sanitising names) and downloads them byte for byte', async () => {
    const bytes = Buffer.from([0, 1, 2, 250, 255, 10, 13]);
    const items = [
      {
        json: { n: 1 },
        binary: {
          data: { data: bytes.toString('base64'), mimeType: 'application/octet-stream', fileName: 'blob.bin' },
        },
      },
      {
        json: { n: 2 },
        binary: {
          data: { data: Buffer.from('héllo').toString('base64'), mimeType: 'text/plain', fileName: '../../escape.txt' },
        },
      },
    ];
    const up = await run(
      { resource: 'file', operation: 'upload', path: `${dir}/a/b`, binaryPropertyName: 'data', options: {} },
      { items },
    );
    expect(up.json).toEqual([{ success: true }, { success: true }]);
    expect((await exec(`ls ${dir}/a/b`)).json[0]).toMatchObject({ stdout: 'blob.bin\nescape.txt' });
    const down = await run(
      {
        resource: 'file',
        operation: 'download',
        path: `=${dir}/a/b/{{ $json.name }}`,
        binaryPropertyName: 'got',
        options: {},
      },
      { items: [{ json: { name: 'blob.bin' } }, { json: { name: 'escape.txt' } }] },
    );
    expect(down.json).toEqual([{ name: 'blob.bin' }, { name: 'escape.txt' }]);
    expect(Buffer.from(down.items[0]!.binary!.got!.data, 'base64')).toEqual(bytes);
    expect(down.items[1]!.binary!.got).toMatchObject({ fileName: 'escape.txt', mimeType: 'text/plain' });
    expect(Buffer.from(down.items[1]!.binary!.got!.data, 'base64').toString()).toBe('héllo');
    const renamed = await run({
      resource: 'file',
      operation: 'download',
      path: `${dir}/a/b/blob.bin`,
      binaryPropertyName: 'data',
      options: { fileName: 'other.pdf' },
    });
    expect(renamed.items[0]!.binary!.data).toMatchObject({ fileName: 'other.pdf', mimeType: 'application/pdf' });
  });

  it('names failures: a missing file, a missing binary field, a wrong password, a refused port', async () => {
    const missing = await run(
      { resource: 'file', operation: 'download', path: `${dir}/nope`, options: {} },
      { onError: 'continueRegularOutput', items: [{ json: { a: 1 } }] },
    );
    expect(missing.json).toEqual([{ error: 'No such file' }]);
    const noBinary = await run({
      resource: 'file',
      operation: 'upload',
      path: dir,
      binaryPropertyName: 'data',
      options: {},
    });
    expect(noBinary.error?.message).toBe(
      "This operation expects the node's input data to contain a binary file 'data', but none was found [item 0]",
    );
    expect(
      (await run({ command: 'true', cwd: '/' }, { credentials: { ...server, password: 'wrong' } })).error?.message,
    ).toBe('All configured authentication methods failed');
    expect((await run({ command: 'true', cwd: '/' }, { credentials: { ...password, port: 1 } })).error?.message).toBe(
      'connect ECONNREFUSED 127.0.0.1:1',
    );
  });

  it('checks the host key when the credential names its fingerprint, and can require one', async () => {
    const good = serverFingerprint();
    expect(
      (
        await run(
          { command: 'echo ok', cwd: '/' },
          { credentials: { ...password, hostKeyFingerprint: `SHA256:AAAA, ${good}` } },
        )
      ).json[0],
    ).toMatchObject({ stdout: 'ok' });
    const wrong = await run(
      { command: 'echo ok', cwd: '/' },
      { credentials: { ...password, hostKeyFingerprint: 'SHA256:Zm9vYmFy' } },
    );
    expect(wrong.error?.message).toBe(
      `The host key of 127.0.0.1 (${good}) does not match the credential's Host Key Fingerprint`,
    );
    const before = process.env.WEFT_SSH_REQUIRE_HOST_KEY;
    process.env.WEFT_SSH_REQUIRE_HOST_KEY = 'true';
    try {
      expect((await exec('echo ok')).error?.message).toContain('requires a Host Key Fingerprint');
      expect(
        (await run({ command: 'echo ok', cwd: '/' }, { credentials: { ...password, hostKeyFingerprint: good } }))
          .json[0],
      ).toMatchObject({ stdout: 'ok' });
    } finally {
      if (before === undefined) delete process.env.WEFT_SSH_REQUIRE_HOST_KEY;
      else process.env.WEFT_SSH_REQUIRE_HOST_KEY = before;
    }
  });

  it('goes through the outgoing-connection guard before connecting', async () => {
    const before = process.env.WEFT_SSRF_BLOCK_PRIVATE;
    process.env.WEFT_SSRF_BLOCK_PRIVATE = 'true';
    try {
      expect((await exec('echo never')).error?.message).toContain("refused by Weft's outgoing-request guard");
    } finally {
      if (before === undefined) delete process.env.WEFT_SSRF_BLOCK_PRIVATE;
      else process.env.WEFT_SSRF_BLOCK_PRIVATE = before;
    }
  });

  it('formats keys, quotes paths and cleans file names as n8n does', () => {
    expect(formatPrivateKey('-----BEGIN OPENSSH PRIVATE KEY----- abc def -----END OPENSSH PRIVATE KEY-----')).toBe(
      '-----BEGIN OPENSSH PRIVATE KEY-----\nabc\ndef\n-----END OPENSSH PRIVATE KEY-----',
    );
    expect(formatPrivateKey('a\nb')).toBe('a\nb');
    expect(shellQuote('/tmp/plain_dir-1')).toBe('/tmp/plain_dir-1');
    expect(shellQuote("/tmp/it's")).toBe("'/tmp/it'\\''s'");
    expect(sanitizeFileName('C:\\x\\..\\a.txt')).toBe('a.txt');
    expect(sanitizeFileName('..')).toBe('untitled');
    expect(acceptedFingerprints(' SHA256:abc=, def ')).toEqual(['SHA256:abc', 'SHA256:def']);
  });
});
