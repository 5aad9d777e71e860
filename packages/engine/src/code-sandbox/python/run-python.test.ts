import { DateTime } from 'luxon';
import { afterAll, describe, expect, it } from 'vitest';
import { CodeExecutionError, CodeValidationError } from '../errors.js';
import { options, PEOPLE } from '../test-scope.js';
import { disposePythonChildren } from './python-process.js';
import { runPythonInSandbox } from './run-python.js';

const T = 120_000;
afterAll(() => disposePythonChildren());

describe('Code-node Python (Pyodide child process)', () => {
  it(
    "runs once for all items with n8n's globals",
    async () => {
      const code = [
        'out = []',
        'for item in _input.all():',
        '  item.json.upper = item.json["name"].upper()',
        '  out.append(item)',
        'first = _input.first().json.id',
        'return out + [{"json": {"first": first, "count": len(items), "wf": _workflow.name, "exec": _execution.id,',
        '  "vars": _vars["region"], "env": _env.WEFT_TEST_VAR, "prev": _prevNode.name, "data": _("Data").last().json.name}}]',
      ].join('\n');
      const lines: unknown[] = [];
      const { items } = await runPythonInSandbox(
        options(`print("hello", 1)\n${code}`, { onConsole: (...a) => lines.push(...a) }),
      );
      expect(items).toHaveLength(6);
      expect(items[0]!.json).toMatchObject({ id: 1, upper: 'ADA LOVELACE' });
      expect(items[5]!.json).toEqual({
        first: 1,
        count: 5,
        wf: 'My workflow',
        exec: 'exec1',
        vars: 'eu',
        env: 'hello',
        prev: 'Data',
        data: 'ada lovelace',
      });
      expect(lines).toEqual(['hello 1']);
    },
    T,
  );

  it(
    'runs once for each item: item, _json, _itemIndex, _("Node").item; None values are dropped as in n8n',
    async () => {
      const code =
        'return {"n": _json["name"], "i": _itemIndex, "same": item.json.id == _json.id, "other": _("Data").item.json.id, "gone": None, "list": [1, None]}';
      const { items } = await runPythonInSandbox(
        options(code, { mode: 'runOnceForEachItem', items: PEOPLE.slice(0, 2) }),
      );
      expect(items).toEqual([
        { json: { n: 'ada lovelace', i: 0, same: true, other: 1, list: [1, null] }, pairedItem: { item: 0 } },
        { json: { n: 'alan turing', i: 1, same: true, other: 2, list: [1, null] }, pairedItem: { item: 1 } },
      ]);
    },
    T,
  );

  it(
    'a scope value the host refuses (env access off) raises its message in Python; _now is a date-time string',
    async () => {
      const scope = options('').scopeFor;
      const blocked = (i: number) => {
        const base = scope(i);
        const now = DateTime.fromISO('2024-01-02T03:04:05.000Z', { zone: 'utc' });
        return Object.defineProperty({ ...base, $now: now }, '$env', {
          enumerable: true,
          get() {
            throw new Error('access to env vars denied');
          },
        });
      };
      const ok = await runPythonInSandbox(
        options('return [{"wf": _workflow.id, "now": _now.toISO(), "s": str(_now)[:4]}]', { scopeFor: blocked }),
      );
      expect(ok.items[0]!.json).toEqual({ wf: 'wf1', now: '2024-01-02T03:04:05.000Z', s: '2024' });
      const error = await runPythonInSandbox(options('return [{"e": _env["HOME"]}]', { scopeFor: blocked })).catch(
        (e: unknown) => e,
      );
      expect((error as Error).message).toBe('PermissionError: access to env vars denied\n');
    },
    T,
  );

  it(
    'accepts lists of dicts, a single dict, tuples, and nested data',
    async () => {
      const { items } = await runPythonInSandbox(options('return [{"a": (1, 2), "b": {"c": [1.5, True]}}, {"x": 1}]'));
      expect(items.map((i) => i.json)).toEqual([{ a: [1, 2], b: { c: [1.5, true] } }, { x: 1 }]);
      const wrapped = await runPythonInSandbox(options('return [{"json": {"x": 1}}, {"json": {"y": 2}}]'));
      expect(wrapped.items.map((i) => i.json)).toEqual([{ x: 1 }, { y: 2 }]);
      // Mixing item keys and plain keys is refused, as n8n does.
      const mixed = await runPythonInSandbox(options('return [{"a": 1}, {"json": {"x": 1}}]')).catch((e: unknown) => e);
      expect((mixed as Error).message).toBe('Unknown top-level item key: a [item 0]');
      const single = await runPythonInSandbox(options('return {"k": "v"}'));
      expect(single.items.map((i) => i.json)).toEqual([{ k: 'v' }]);
    },
    T,
  );

  it(
    'reports Python errors as n8n does (Type: message) with the line in the user code',
    async () => {
      const error = await runPythonInSandbox(options('x = 1\ny = 2\nreturn [{"v": undefined_name}]')).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(CodeExecutionError);
      expect((error as CodeExecutionError).message).toBe("NameError: name 'undefined_name' is not defined\n");
      expect((error as CodeExecutionError).lineNumber).toBe(3);
      const syntax = await runPythonInSandbox(options('return [{')).catch((e: unknown) => e);
      expect((syntax as Error).message).toMatch(/^SyntaxError: /);
    },
    T,
  );

  it(
    "validates results with n8n's Python wording, and continue-on-fail gives error items",
    async () => {
      const wrong = await runPythonInSandbox(options('return 5')).catch((e: unknown) => e);
      expect(wrong).toBeInstanceOf(CodeValidationError);
      expect((wrong as Error).message).toBe("Code doesn't return items properly");
      const none = await runPythonInSandbox(
        options('return None', { mode: 'runOnceForEachItem', items: PEOPLE.slice(0, 1) }),
      ).catch((e: unknown) => e);
      expect((none as Error).message).toMatch(/^Code doesn't return a dictionary/);
      const { items } = await runPythonInSandbox(
        options('if _itemIndex == 1:\n  raise ValueError("bad")\nreturn {"ok": _itemIndex}', {
          mode: 'runOnceForEachItem',
          items: PEOPLE.slice(0, 3),
          continueOnFail: true,
        }),
      );
      expect(items).toEqual([
        { json: { ok: 0 }, pairedItem: { item: 0 } },
        { json: { error: 'ValueError: bad\n' }, pairedItem: { item: 1 } },
        { json: { ok: 2 }, pairedItem: { item: 2 } },
      ]);
    },
    T,
  );

  it(
    'returns what a non-serialisable value is, clearly',
    async () => {
      const error = await runPythonInSandbox(
        options('import datetime\nreturn [{"d": datetime.date(2020, 1, 1)}]'),
      ).catch((e: unknown) => e);
      expect((error as Error).message).toMatch(/'date' cannot be returned/);
    },
    T,
  );
});
