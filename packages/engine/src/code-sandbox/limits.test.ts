import { describe, expect, it } from 'vitest';
import { runCodeInSandbox } from './run-code.js';
import { CodeCancelledError, CodeMemoryError, CodeTimeoutError, CodeValidationError } from './errors.js';
import { BLOCKED_BUILTIN_MODULES } from './modules.js';
import { options } from './test-scope.js';

const each = { mode: 'runOnceForEachItem' as const };

async function failure(code: string, extra: Parameters<typeof options>[1] = {}): Promise<Error> {
  return runCodeInSandbox(options(code, extra)).then(
    () => {
      throw new Error('expected the run to fail');
    },
    (e: unknown) => e as Error,
  );
}

describe('output validation (n8n messages)', () => {
  it.each([
    ['return 5', "Code doesn't return items properly"],
    ['return "text"', "Code doesn't return items properly"],
    ['', "Code doesn't return items properly"],
    ['return [1, 2]', "Code doesn't return items properly"],
    ['return [[{a: 1}]]', "Code doesn't return items properly"],
    ['return [{json: 5}]', "A 'json' property isn't an object [item 0]"],
    ['return [{json: {}}, {json: []}]', "A 'json' property isn't an object [item 1]"],
    ['return [{json: {}, binary: 3}]', "A 'binary' property isn't an object [item 0]"],
    ['return [{json: {}, foo: 1}]', 'Invalid output format [item 0]'],
    ['return [{json: {}}, {foo: 1}]', 'Unknown top-level item key: foo [item 1]'],
    ['return [{json: {}}, {binary: {}}]', 'Inconsistent item format'],
  ])('all items: %s → %s', async (code, message) => {
    expect((await failure(code)).message).toBe(message);
  });

  it.each([
    ['return 5', "A 'json' property isn't an object [item 0]"],
    ['return [{a: 1}]', "Code doesn't return a single object [item 0]"],
    ['return {json: "x"}', "A 'json' property isn't an object [item 0]"],
    ['return {a: 1, binary: 2}', "A 'binary' property isn't an object [item 0]"],
    ['return $input.first()', "Can't use .first() here [line 1, for item 0]"],
    ['const a = 1;\nconst all = $input.all();\nreturn a', "Can't use .all() here [line 2, for item 0]"],
  ])('each item: %s → %s', async (code, message) => {
    const error = await failure(code, each);
    expect(error).toBeInstanceOf(CodeValidationError);
    expect(error.message).toBe(message);
  });

  it('each item: an undefined result drops the item', async () => {
    const { items } = await runCodeInSandbox(options('if ($itemIndex % 2) return; return {i: $itemIndex}', each));
    expect(items.map((i) => i.json.i)).toEqual([0, 2, 4]);
  });

  it('continueOnFail turns a refused result into an error item, as n8n 1.123 does (recorded: code/js-all-*)', async () => {
    const { items } = await runCodeInSandbox(options('return 5', { continueOnFail: true }));
    expect(items).toEqual([{ json: { error: "Code doesn't return items properly" } }]);
    expect((await failure('return 5')).message).toBe("Code doesn't return items properly");
  });

  it('each item under continueOnFail: an array or a refused method is an error item per item', async () => {
    const arrays = await runCodeInSandbox(options('return [{json: {}}]', { ...each, continueOnFail: true }));
    expect(arrays.items[1]).toEqual({
      json: { error: "Code doesn't return a single object [item 1]" },
      pairedItem: { item: 1 },
    });
    const refused = await runCodeInSandbox(options('return $input.first()', { ...each, continueOnFail: true }));
    expect(refused.items[2]).toEqual({
      json: { error: "Can't use .first() here [line 1, for item 2]" },
      pairedItem: { item: 2 },
    });
  });
});

describe('limits', () => {
  it('stops while(true){} at the time limit', async () => {
    const started = Date.now();
    const error = await failure('while (true) {}', { timeoutMs: 300 });
    expect(error).toBeInstanceOf(CodeTimeoutError);
    expect(error.message).toBe('Task execution timed out after 0.3 seconds');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('stops an async loop and a never-settling promise at the time limit', async () => {
    expect(await failure('while (true) { await null; }', { timeoutMs: 300 })).toBeInstanceOf(CodeTimeoutError);
    expect(await failure('await new Promise(() => {});', { timeoutMs: 300 })).toBeInstanceOf(CodeTimeoutError);
    expect(await failure('await new Promise((r) => setTimeout(r, 1e9));', { timeoutMs: 300 })).toBeInstanceOf(
      CodeTimeoutError,
    );
  });

  it('stops a memory bomb at the memory limit and keeps the host alive', async () => {
    const before = process.memoryUsage().rss;
    const error = await failure(
      'const a = []; while (true) a.push({ x: Math.random(), s: "y".repeat(100) + Math.random() });',
      { memoryMb: 32 },
    );
    expect(error).toBeInstanceOf(CodeMemoryError);
    expect(error.message).toBe('The Code node ran out of memory (limit 32 MB)');
    expect(
      await failure('const b = new ArrayBuffer(2 ** 30); return [{n: b.byteLength}]', { memoryMb: 32 }),
    ).toBeInstanceOf(Error);
    expect(process.memoryUsage().rss - before).toBeLessThan(512 * 1024 * 1024);
    expect((await runCodeInSandbox(options('return [{ok: 1}]'))).items).toEqual([{ json: { ok: 1 } }]);
  });

  it('ends at once when the signal aborts', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    expect(await failure('while (true) {}', { signal: controller.signal })).toBeInstanceOf(CodeCancelledError);
  });
});

describe('require', () => {
  it.each(BLOCKED_BUILTIN_MODULES)('refuses the blocked built-in %s even when allowed', async (name) => {
    const error = await failure(`require('${name}')`, { allowBuiltin: ['*'] });
    expect(error.message).toBe(`Cannot find module '${name}' [line 1]`);
    expect((error as { description?: string }).description).toContain('blocked');
  });

  it('refuses node: prefixed, not allowed and unknown modules with a clear description', async () => {
    expect((await failure(`require('node:fs')`)).message).toBe("Cannot find module 'node:fs' [line 1]");
    const child = await failure(`require('child_process')`);
    expect(child.message).toBe("Cannot find module 'child_process' [line 1]");
    expect((child as { description?: string }).description).toContain('WEFT_FUNCTION_ALLOW_BUILTIN');
    const ext = await failure(`require('jmespath')`);
    expect((ext as { description?: string }).description).toContain('WEFT_FUNCTION_ALLOW_EXTERNAL');
    const allowedBuiltin = await failure(`require('events')`, { allowBuiltin: ['events'] });
    expect((allowedBuiltin as { description?: string }).description).toContain('not available');
  });

  it('loads an allowed pure-JS external module (CommonJS) into the isolate', async () => {
    const code = `const jmespath = require('jmespath'); const { DateTime: D } = require('luxon');\nreturn [{ r: jmespath.search({a: {b: 7}}, 'a.b'), iso: D.fromMillis(0, {zone: 'utc'}).toISO(), same: require('jmespath') === jmespath }];`;
    const { items } = await runCodeInSandbox(options(code, { allowExternal: ['jmespath', 'luxon'] }));
    expect(items).toEqual([{ json: { r: 7, iso: '1970-01-01T00:00:00.000Z', same: true } }]);
  });
});
