import { PassThrough } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonPieces, writeJson } from './json-stream.js';

const joined = (value: unknown): string | undefined => {
  const pieces = [...jsonPieces(value)];
  return pieces.length ? pieces.join('') : undefined;
};

describe('JSON written in pieces', () => {
  it('is the text JSON.stringify gives, for any JSON-like value', () => {
    fc.assert(
      fc.property(
        fc.anything({ withDate: true, withBoxedValues: true, withNullPrototype: true, withSparseArray: true }),
        (value) => {
          expect(joined(value)).toBe(JSON.stringify(value));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('keeps stringify rules: undefined and functions left out of objects, null in arrays, toJSON with its key, deep values', () => {
    const deep: Record<string, unknown> = {};
    let at = deep;
    for (let i = 0; i < 30; i++) at = at.next = { i, when: new Date(i) };
    const value = {
      a: undefined,
      f: () => 1,
      list: [undefined, () => 1, Symbol('s'), NaN, -0],
      when: new Date(0),
      own: { toJSON: (k: string) => `key:${k}` },
      deep,
      buf: Buffer.from('hi'),
    };
    expect(joined(value)).toBe(JSON.stringify(value));
    expect(joined(undefined)).toBeUndefined();
  });

  it('writes a large execution to a stream in pieces, with a newline at the end', async () => {
    const items = Array.from({ length: 50_000 }, (_, i) => ({
      json: { id: i, name: `user ${i}` },
      pairedItem: { item: i },
    }));
    const value = { data: { resultData: { runData: { Generate: [{ data: { main: [items] } }] } } } };
    const stream = new PassThrough({ highWaterMark: 1024 });
    const chunks: string[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c.toString()));
    await writeJson(
      value,
      (chunk) =>
        new Promise<void>((resolve) => (stream.write(chunk) ? resolve() : stream.once('drain', () => resolve()))),
    );
    stream.end();
    expect(chunks.length).toBeGreaterThan(10);
    expect(Math.max(...chunks.map((c) => c.length))).toBeLessThan(200_000);
    expect(chunks.join('')).toBe(`${JSON.stringify(value)}\n`);
  });
});
