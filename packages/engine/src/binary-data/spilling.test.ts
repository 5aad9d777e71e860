import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FileSystemBinaryDataStore } from './filesystem.js';
import { SpillingBinaryDataStore } from './spilling.js';

describe('SpillingBinaryDataStore', () => {
  const folder = mkdtempSync(join(tmpdir(), 'weft-spill-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const store = new SpillingBinaryDataStore(new FileSystemBinaryDataStore(folder), 10);
  const scope = { workflowId: 'wf1', executionId: '7' };

  it('keeps payloads up to the limit inline and writes larger ones to files, reading both back', async () => {
    const small = await store.store(new Uint8Array(10).fill(1), { mimeType: 'text/plain', fileName: 'a.txt' }, scope);
    expect(small.id).toBeUndefined();
    expect(small.data).toBe(Buffer.alloc(10, 1).toString('base64'));
    const large = await store.store(new Uint8Array(11).fill(2), { mimeType: 'text/plain', fileName: 'b.txt' }, scope);
    expect(large.data).toBe('filesystem-v2');
    expect(large.id).toMatch(/^filesystem-v2:workflows\/wf1\/executions\/7\/binary_data\//);
    expect(large.fileSize).toBe('11 B');
    expect((await store.read(small)).equals(Buffer.alloc(10, 1))).toBe(true);
    expect((await store.read(large)).equals(Buffer.alloc(11, 2))).toBe(true);
    expect(store.mode).toBe('default');
  });
});
