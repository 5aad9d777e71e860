/**
 * The output parsers on their own: the structured parser's wrappers per version, its recorded
 * runs and n8n's failure reasons; the item list parser's count and separator; JSON Schema to zod
 * and the schema inferred from an example.
 */
import { describe, expect, it } from 'vitest';
import type { Item, SupplyDataContext } from '@weft/workflow';
import { createItemListOutputParser, createStructuredOutputParser } from '../shared/ai/output-parsers.js';
import { jsonSchemaToZod, schemaFromExample } from './json-schema.js';

/** A sub-node context that only keeps the runs it is told about. */
function recordingContext() {
  const runs: Array<{ input: Item[][]; output?: Item[][] | Error }> = [];
  const ctx = {
    getNode: () => ({
      name: 'Parser',
      type: '@n8n/n8n-nodes-langchain.outputParserStructured',
      typeVersion: 1.3,
      parameters: {},
      id: 'p',
      position: [0, 0],
    }),
    addInputData: (_type: string, data: Item[][]) => ({ index: runs.push({ input: data }) - 1 }),
    addOutputData: (_type: string, index: number, data: Item[][] | Error) => {
      runs[index]!.output = data;
    },
  } as unknown as SupplyDataContext;
  return { ctx, runs };
}

describe('structured output parser', () => {
  it('validates the `output` wrapper of 1.3 and records the parse', async () => {
    const { ctx, runs } = recordingContext();
    const parser = await createStructuredOutputParser(
      ctx,
      await jsonSchemaToZod(await schemaFromExample('{"city":"Paris","temp":20}', true)),
      1.3,
    );
    await expect(parser.parse('```json\n{"output":{"city":"Lima","temp":18}}\n```')).resolves.toEqual({
      output: { city: 'Lima', temp: 18 },
    });
    expect(runs).toHaveLength(1);
    expect(runs[0]!.output).toEqual([
      [{ json: { action: 'parse', response: { output: { city: 'Lima', temp: 18 } } } }],
    ]);
    expect(parser.getFormatInstructions()).toContain('"required":["city","temp"]');
  });

  it("gives n8n's reasons for invalid JSON, a missing wrapper and a schema mismatch", async () => {
    const { ctx, runs } = recordingContext();
    const parser = await createStructuredOutputParser(
      ctx,
      await jsonSchemaToZod({ type: 'object', properties: { n: { type: 'number' } }, required: ['n'] }),
      1.3,
    );
    const reason = async (text: string) => {
      const error = await parser.parse(text).then(
        () => undefined,
        (e: unknown) => e as { message: string; context: Record<string, unknown> },
      );
      expect(error?.message).toBe("Model output doesn't fit required format");
      return error?.context.outputParserFailReason;
    };
    expect(await reason('not json')).toBe('Invalid JSON in model output');
    expect(await reason('{"n": 1}')).toBe('Model output wrapper is an empty object');
    expect(await reason('{"output": {"n": "one"}}')).toBe('Model output does not match the expected schema');
    expect(runs.map((r) => r.output instanceof Error)).toEqual([true, true, true]);
  });

  it('unwraps the object or array wrapper of version 1', async () => {
    const { ctx } = recordingContext();
    const parser = await createStructuredOutputParser(
      ctx,
      await jsonSchemaToZod({ type: 'object', properties: { a: { type: 'string' } } }),
      1,
    );
    await expect(parser.parse('{"__structured__output":{"__structured__output__object":{"a":"x"}}}')).resolves.toEqual({
      a: 'x',
    });
    await expect(
      parser.parse('{"__structured__output":{"__structured__output__array":[{"a":"x"},{"a":"y"}]}}'),
    ).resolves.toEqual([{ a: 'x' }, { a: 'y' }]);
    await expect(parser.parse('{"__structured__output":{}}')).rejects.toThrow(
      "Model output doesn't fit required format",
    );
  });
});

describe('item list output parser', () => {
  it('expects 3 items without the option, none with -1, and reads "\\n" as a newline', async () => {
    const three = await createItemListOutputParser({});
    await expect(three.parse('a\nb\nc\nd')).resolves.toEqual(['a', 'b', 'c']);
    await expect(three.parse('a\nb')).rejects.toThrow(
      'Wrong number of items returned. Expected 3 items but got 2 items instead.',
    );
    const any = await createItemListOutputParser({ numberOfItems: -1, separator: '\\n' });
    await expect(any.parse('a\n\n b \nc\nd')).resolves.toEqual(['a', 'b', 'c', 'd']);
    expect(any.getFormatInstructions()).toBe(
      'Your response should be a list of items separated by "\n" (for example: "item1\nitem2\nitem3")',
    );
    const comma = await createItemListOutputParser({ numberOfItems: 2, separator: ',' });
    expect(comma.getFormatInstructions()).toBe(
      'Your response should be a list of 2 items separated by "," (for example: "item1,item2")',
    );
  });
});

describe('JSON Schema to zod', () => {
  it('keeps types, required keys, enums, nullables and bounds', async () => {
    const schema = await jsonSchemaToZod({
      type: 'object',
      properties: {
        name: { type: 'string', minLength: 1 },
        kind: { enum: ['a', 'b'] },
        size: { type: 'integer', minimum: 0 },
        note: { type: ['string', 'null'] },
        tags: { type: 'array', items: { type: 'string' } },
      },
      required: ['name', 'kind'],
    });
    expect(schema.safeParse({ name: 'x', kind: 'a', size: 2, note: null, tags: ['t'] }).success).toBe(true);
    expect(schema.safeParse({ name: 'x', kind: 'a' }).success).toBe(true);
    expect(schema.safeParse({ name: '', kind: 'a' }).success).toBe(false);
    expect(schema.safeParse({ name: 'x', kind: 'c' }).success).toBe(false);
    expect(schema.safeParse({ name: 'x', kind: 'a', size: 1.5 }).success).toBe(false);
    expect(schema.safeParse({ kind: 'a' }).success).toBe(false);
  });

  it('infers the schema of an example, every property required from 1.3', async () => {
    const loose = await schemaFromExample('{"a": 1, "b": {"c": "x"}}');
    expect(loose.required).toBeUndefined();
    const strict = await schemaFromExample('{"a": 1, "b": {"c": "x"}}', true);
    expect(strict.required).toEqual(['a', 'b']);
    expect((strict.properties as Record<string, { required?: string[] }>).b!.required).toEqual(['c']);
  });
});
