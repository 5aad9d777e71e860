import { describe, expect, it } from 'vitest';
import { runCodeInSandbox } from './run-code.js';
import { CodeExecutionError } from './errors.js';
import { options, PEOPLE } from './test-scope.js';

const each = { mode: 'runOnceForEachItem' as const };

describe('runCodeInSandbox: all items', () => {
  it('runs the code-all-items conformance code', async () => {
    const code = `
const all = $input.all();
const byCity = {};
for (const item of all) { byCity[item.json.city] = (byCity[item.json.city] || 0) + item.json.score; }
return Object.entries(byCity).sort().map(([city, total]) => ({ json: { city, total: Math.round(total * 100) / 100, first: $input.first().json.id, last: $input.last().json.id, count: $('Data').all().length } }));`;
    const { items } = await runCodeInSandbox(options(code));
    expect(items).toEqual([
      { json: { city: 'London', total: 182.51, first: 1, last: 5, count: 5 } },
      { json: { city: 'Manchester', total: 78.5, first: 1, last: 5, count: 5 } },
      { json: { city: 'New York', total: 88, first: 1, last: 5, count: 5 } },
      { json: { city: 'Portland', total: 65.75, first: 1, last: 5, count: 5 } },
    ]);
  });

  it("has Buffer, as n8n's Code node does: base64, hex and utf-8 round trips", async () => {
    const code = `const b = Buffer.from('héllo wörld');
return [{ json: { b64: b.toString('base64'), hex: Buffer.from('hi').toString('hex'), back: Buffer.from(b.toString('base64'), 'base64').toString('utf8'), len: b.length, isBuf: Buffer.isBuffer(b), concat: Buffer.concat([Buffer.from('a'), Buffer.from('b')]).toString() } }];`;
    const { items } = await runCodeInSandbox(options(code));
    expect(items[0]!.json).toEqual({
      b64: Buffer.from('héllo wörld').toString('base64'),
      hex: '6869',
      back: 'héllo wörld',
      len: 13,
      isBuf: true,
      concat: 'ab',
    });
  });

  it('keeps mutations across $input.all() calls and items (n8n default template)', async () => {
    const code = `for (const item of $input.all()) { item.json.myNewField = 1; }\nreturn $input.all();`;
    const { items } = await runCodeInSandbox(options(code));
    expect(items).toHaveLength(5);
    expect(items[0]).toEqual({ json: { ...PEOPLE[0]!.json, myNewField: 1 }, pairedItem: { item: 0 } });
    const same = await runCodeInSandbox(options('return items === $input.all() ? [{ok: true}] : [{ok: false}]'));
    expect(same.items).toEqual([{ json: { ok: true } }]);
  });

  it('wraps plain objects, accepts a single object, and null means no items', async () => {
    expect((await runCodeInSandbox(options('return [{a: 1}, {b: 2}]'))).items).toEqual([
      { json: { a: 1 } },
      { json: { b: 2 } },
    ]);
    expect((await runCodeInSandbox(options('return {a: 1}'))).items).toEqual([{ json: { a: 1 } }]);
    expect((await runCodeInSandbox(options('return {json: {a: 1}, pairedItem: 3}'))).items).toEqual([
      { json: { a: 1 }, pairedItem: 3 },
    ]);
    expect((await runCodeInSandbox(options('return null'))).items).toEqual([]);
    expect((await runCodeInSandbox(options('return []'))).items).toEqual([]);
  });

  it('supports top-level await, Promises and timers', async () => {
    const code = `const v = await new Promise((r) => setTimeout(() => r(41), 5));\nreturn [{ v: v + 1 }];`;
    expect((await runCodeInSandbox(options(code))).items).toEqual([{ json: { v: 42 } }]);
  });

  it('serialises Dates and luxon values as JSON does', async () => {
    const code = `return [{ d: new Date(0), dt: DateTime.fromISO('2024-01-31T10:15:00.000Z', {zone: 'utc'}), dur: Duration.fromObject({hours: 2}).as('minutes'), ok: Interval.fromDateTimes(DateTime.fromMillis(0), DateTime.fromMillis(1000)).length('seconds') }];`;
    expect((await runCodeInSandbox(options(code))).items).toEqual([
      { json: { d: '1970-01-01T00:00:00.000Z', dt: '2024-01-31T10:15:00.000Z', dur: 120, ok: 1 } },
    ]);
  });

  it('reads $workflow, $execution, $prevNode, $runIndex, $vars, $env, $node and $input.params', async () => {
    const code = `$execution.customData.set('k', 'v');
return [{ wf: $workflow.name, ex: $execution.id, cd: $execution.customData.get('k'), prev: $prevNode.name, run: $runIndex,
  v: $vars.region, e: $env.WEFT_TEST_VAR, keys: Object.keys($env), node: $node['Data'].json.id, params: $input.params.mode,
  ex2: $('Data').isExecuted, p: $('Data').params.value, it: $('Data').itemMatching(2).json.id, idx: $itemIndex, j: $json.id }];`;
    expect((await runCodeInSandbox(options(code))).items).toEqual([
      {
        json: {
          wf: 'My workflow',
          ex: 'exec1',
          cd: 'v',
          prev: 'Data',
          run: 0,
          v: 'eu',
          e: 'hello',
          keys: ['WEFT_TEST_VAR'],
          node: 1,
          params: 'x',
          ex2: true,
          p: 'Data',
          it: 3,
          idx: 0,
          j: 1,
        },
      },
    ]);
  });

  it('gives $jmespath, $now and $today', async () => {
    const code = `return [{ names: $jmespath({people: [{n: 'a'}, {n: 'b'}]}, 'people[*].n'), now: DateTime.isDateTime($now), today: $today.hour, zone: DateTime.now().zoneName }];`;
    const scope = options(code).scopeFor;
    const { DateTime } = await import('luxon');
    const result = await runCodeInSandbox(
      options(code, {
        timezone: 'Europe/Berlin',
        scopeFor: (i) => ({ ...scope(i), $now: DateTime.now(), $today: DateTime.now().startOf('day') }),
      }),
    );
    expect(result.items).toEqual([{ json: { names: ['a', 'b'], now: true, today: 0, zone: 'Europe/Berlin' } }]);
  });

  it('reports host errors (unknown node) with their message', async () => {
    await expect(runCodeInSandbox(options(`return $('Nope').all()`))).rejects.toThrow("Referenced node doesn't exist");
  });

  it('turns thrown errors into messages naming the line, and continueOnFail into an error item', async () => {
    const code = 'const a = 1;\nthrow new TypeError("bad thing: here");';
    const error = await runCodeInSandbox(options(code)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CodeExecutionError);
    expect((error as CodeExecutionError).message).toBe('bad thing: here [line 2]');
    expect((error as CodeExecutionError).description).toBe('TypeError');
    const soft = await runCodeInSandbox(options(code, { continueOnFail: true }));
    expect(soft.items).toEqual([{ json: { error: 'bad thing: here [line 2]' } }]);
  });

  it('names the line of a nested function and of undefined variables', async () => {
    const code = 'const x = 1;\nfunction f() {\n  return y + 1;\n}\nreturn [{ v: f() }];';
    await expect(runCodeInSandbox(options(code))).rejects.toThrow('y is not defined [line 3]');
    await expect(runCodeInSandbox(options('return item'))).rejects.toThrow('item is not defined [line 1]');
  });

  it('reports syntax errors with their line', async () => {
    await expect(runCodeInSandbox(options('const a = 1;\nconst = 2;'))).rejects.toThrow(/\[line 2\]/);
  });

  it('throwing a non-error gives n8n\'s "Unknown error"', async () => {
    await expect(runCodeInSandbox(options('throw "boom"'))).rejects.toThrow('Unknown error');
  });

  it('forwards console.log arguments to onConsole and nothing else', async () => {
    const logs: unknown[][] = [];
    const code = `console.log('hi', 1, {a: [1, 2]}, () => 1); console.error('ignored'); return [];`;
    await runCodeInSandbox(options(code, { onConsole: (...args) => logs.push(args) }));
    expect(logs).toEqual([['hi', 1, { a: [1, 2] }, '[Function: anonymous]']]);
  });

  it('copies data: mutating input items inside the sandbox leaves the host items alone', async () => {
    const items = structuredClone(PEOPLE);
    await runCodeInSandbox(
      options('$input.all()[0].json.name = "changed"; items.push({json: {}}); return items;', { items }),
    );
    expect(items).toEqual(PEOPLE);
  });
});

describe('runCodeInSandbox: each item', () => {
  it('runs the code-each-item conformance code', async () => {
    const code = `\nconst parts = $json.name.split(' ');\n$json.initials = parts.map(p => p[0].toUpperCase()).join('');\n$json.position = $itemIndex;\nreturn $json;`;
    const { items } = await runCodeInSandbox(options(code, each));
    expect(items).toHaveLength(5);
    expect(items[2]).toEqual({ json: { ...PEOPLE[2]!.json, initials: 'GH', position: 2 }, pairedItem: { item: 2 } });
  });

  it('sets pairedItem to the item index, keeps binary, skips null results', async () => {
    const code = `if ($itemIndex === 1) return null;\nreturn { json: { i: $itemIndex, same: item === $input.item }, binary: $itemIndex === 0 ? { f: { data: 'AA==', mimeType: 'text/plain' } } : undefined, pairedItem: 99 };`;
    const { items } = await runCodeInSandbox(options(code, each));
    expect(items.map((i) => i.pairedItem)).toEqual([{ item: 0 }, { item: 2 }, { item: 3 }, { item: 4 }]);
    expect(items[0]).toEqual({
      json: { i: 0, same: true },
      pairedItem: { item: 0 },
      binary: { f: { data: 'AA==', mimeType: 'text/plain' } },
    });
  });

  it('continueOnFail gives an error item for the failing item and goes on', async () => {
    const code = `if ($json.age > 50) throw new Error('too old: ' + $json.id); return $json;`;
    const { items } = await runCodeInSandbox(options(code, { ...each, continueOnFail: true }));
    expect(items[2]).toEqual({ json: { error: 'too old: 3 [line 1, for item 2]' }, pairedItem: { item: 2 } });
    expect(items[3]).toEqual({ json: { error: 'too old: 4 [line 1, for item 3]' }, pairedItem: { item: 3 } });
    expect(items[4]!.json.id).toBe(5);
    await expect(runCodeInSandbox(options(code, each))).rejects.toThrow('too old: 3 [line 1, for item 2]');
  });

  it('reads $(...).item, $node and items is not defined', async () => {
    const code = `return { back: $('Data').item.json.id, node: $node['Data'].json.id };`;
    const { items } = await runCodeInSandbox(options(code, each));
    expect(items.map((i) => i.json)).toEqual(PEOPLE.map((p) => ({ back: p.json.id, node: p.json.id })));
    await expect(runCodeInSandbox(options('return items[0]', each))).rejects.toThrow(
      'items is not defined [line 1, for item 0]',
    );
  });
});

describe('runCodeInSandbox: $getWorkflowStaticData', () => {
  it('gives a copy of the static data and writes back what the code changed, per item too', async () => {
    const global: Record<string, unknown> = { seen: [1], untouched: true };
    const node: Record<string, unknown> = {};
    const code = `const data = $getWorkflowStaticData('global');
data.seen = [...data.seen, $json.id];
delete data.untouched;
$getWorkflowStaticData('node').last = $json.id;
return { json: { seen: data.seen.length } };`;
    const { items } = await runCodeInSandbox({
      ...options(code),
      ...each,
      staticData: (type) => (type === 'global' ? global : node),
    });
    // One object for the whole run, as n8n's live object: the second item sees the first's change.
    expect(items.map((i) => i.json.seen)).toEqual([2, 3, 4, 5, 6]);
    expect(global).toEqual({ seen: [1, 1, 2, 3, 4, 5] });
    expect(node).toEqual({ last: 5 });
  });

  it("keeps the change when the code fails afterwards, and refuses a type other than 'global' and 'node'", async () => {
    const global: Record<string, unknown> = {};
    const failing = `$getWorkflowStaticData('global').count = 1; throw new Error('after');`;
    await expect(runCodeInSandbox({ ...options(failing), staticData: () => global })).rejects.toThrow('after');
    expect(global).toEqual({ count: 1 });
    const unknown = `return [{ json: { d: $getWorkflowStaticData('workflow') } }];`;
    await expect(runCodeInSandbox({ ...options(unknown), staticData: () => global })).rejects.toThrow(
      'Unknown context type. Only `global` and `node` are supported.',
    );
  });
});
