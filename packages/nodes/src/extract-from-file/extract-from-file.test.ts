import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow } from '@weft/workflow';
import type { Item } from '@weft/workflow';
import { builtinNodeTypes } from '../index.js';

const registry = createNodeTypeRegistry(builtinNodeTypes);

interface Step {
  type: string;
  version: number;
  parameters: Record<string, unknown>;
}

/** Runs Manual → Code (the given items) → the steps, answering each step's items and the error. */
async function run(input: unknown[], steps: Step[]) {
  const names = steps.map((_, i) => `S${i}`);
  const nodes = [
    { id: 'm', name: 'Manual', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
    {
      id: 'c',
      name: 'Input',
      type: 'n8n-nodes-base.code',
      typeVersion: 2,
      position: [200, 0],
      parameters: { jsCode: `return ${JSON.stringify(input)};` },
    },
    ...steps.map((s, i) => ({
      id: `s${i}`,
      name: names[i],
      type: `n8n-nodes-base.${s.type}`,
      typeVersion: s.version,
      position: [400 + 200 * i, 0],
      parameters: s.parameters,
    })),
  ];
  const chain = ['Manual', 'Input', ...names];
  const connections = Object.fromEntries(
    chain.slice(0, -1).map((n, i) => [n, { main: [[{ node: chain[i + 1], type: 'main', index: 0 }]] }]),
  );
  const workflow = importN8nWorkflow({ nodes, connections });
  const result = await runWorkflow({ workflow, nodeTypes: registry, mode: 'manual', timezone: 'UTC' });
  const items = (name: string): Item[] => result.data.resultData.runData[name]?.[0]?.data?.main?.[0] ?? [];
  return { error: result.data.resultData.error, items, last: items(names[names.length - 1]!) };
}

const file = (bytes: Buffer | string, mimeType: string, fileName: string) => ({
  json: {},
  binary: {
    data: { data: Buffer.from(bytes).toString('base64'), mimeType, fileName, fileExtension: fileName.split('.').pop() },
  },
});

const rows = [
  { json: { name: 'Ann', age: 31, ok: true, empty: '' } },
  { json: { name: 'Bo', age: 4.5, ok: false, nested: { a: 1 } } },
];

describe('Convert To File → Extract From File round trips', () => {
  it('keeps CSV values as strings and drops empty cells (SheetJS writes a BOM, read back into the first name as in n8n)', async () => {
    const { error, last } = await run(rows, [
      { type: 'convertToFile', version: 1.1, parameters: { operation: 'csv', options: {} } },
      { type: 'extractFromFile', version: 1.1, parameters: { operation: 'csv', options: {} } },
    ]);
    expect(error).toBeUndefined();
    expect(last.map((i) => i.json)).toEqual([
      { '\ufeffname': 'Ann', age: '31', ok: 'TRUE' },
      { '\ufeffname': 'Bo', age: '4.5', ok: 'FALSE', 'nested.a': '1' },
    ]);
  });

  for (const format of ['xlsx', 'ods', 'xls']) {
    it(`keeps ${format} numbers and booleans typed`, async () => {
      const { error, items, last } = await run(rows, [
        { type: 'convertToFile', version: 1.1, parameters: { operation: format, options: { sheetName: 'Data' } } },
        {
          type: 'extractFromFile',
          version: 1.1,
          parameters: { operation: format, options: { sheetName: 'Data', includeEmptyCells: true } },
        },
      ]);
      expect(error).toBeUndefined();
      expect(items('S0')[0]!.binary!.data!.fileName).toBe(`File.${format}`);
      expect(last.map((i) => i.json)).toEqual([
        { name: 'Ann', age: 31, ok: true, empty: '', 'nested.a': '' },
        { name: 'Bo', age: 4.5, ok: false, empty: '', 'nested.a': 1 },
      ]);
    });
  }

  it('writes an ICS event that reads back as the same event', async () => {
    const { error, last } = await run(
      [{ json: {} }],
      [
        {
          type: 'convertToFile',
          version: 1.1,
          parameters: {
            operation: 'iCal',
            title: 'Launch day',
            start: '2024-05-01T10:00:00Z',
            end: '2024-05-01T11:30:00Z',
            additionalFields: {
              uid: 'u-1',
              location: 'HQ',
              description: 'Line one\nline two',
              organizerUi: { organizerValues: { name: 'Ann, Lead', email: 'ann@example.com' } },
              attendeesUi: { attendeeValues: [{ name: 'Bo', email: 'bo@example.com', rsvp: true }] },
              geolocationUi: { geolocationValues: { lat: '59.91', lon: '10.75' } },
              recurrenceRule: 'FREQ=WEEKLY;COUNT=3',
            },
          },
        },
        { type: 'extractFromFile', version: 1.1, parameters: { operation: 'fromIcs', options: {} } },
      ],
    );
    expect(error).toBeUndefined();
    const event = (last[0]!.json.data as { events: Array<Record<string, unknown>> }).events[0]!;
    expect(event.summary).toBe('Launch day');
    expect(event.uid).toBe('u-1');
    expect(event.location).toBe('HQ');
    expect((event.start as { date: string }).date).toBe('2024-05-01T10:00:00.000Z');
    expect((event.end as { date: string }).date).toBe('2024-05-01T11:30:00.000Z');
    // ts-ics (n8n's parser) leaves RFC 5545 escapes as they are.
    expect(event.description).toBe(String.raw`Line one\nline two`);
    expect((event.organizer as { name?: string; email?: string }).email).toBe('ann@example.com');
    expect((event.attendees as Array<{ email?: string }>)[0]!.email).toBe('bo@example.com');
    expect(event.recurrenceRule).toMatchObject({ frequency: 'WEEKLY', count: 3 });
  });

  it('writes an all-day event ending the day after its end date, and refuses a geolocation that is not numbers', async () => {
    const allDay = await run(
      [{ json: {} }],
      [
        {
          type: 'convertToFile',
          version: 1.1,
          parameters: {
            operation: 'iCal',
            title: 'Off',
            start: '2024-05-01T00:00:00Z',
            end: '2024-05-02T00:00:00Z',
            allDay: true,
            additionalFields: { uid: 'd' },
          },
        },
        { type: 'extractFromFile', version: 1.1, parameters: { operation: 'text', options: {} } },
      ],
    );
    expect(allDay.error).toBeUndefined();
    expect(allDay.last[0]!.json.data).toContain('DTSTART;VALUE=DATE:20240501\r\nDTEND;VALUE=DATE:20240503\r\n');
    const bad = await run(
      [{ json: {} }],
      [
        {
          type: 'convertToFile',
          version: 1.1,
          parameters: {
            operation: 'iCal',
            title: 'G',
            start: '2024-05-01T10:00:00Z',
            end: '',
            additionalFields: { geolocationUi: { geolocationValues: { lat: 'north', lon: '2' } } },
          },
        },
      ],
    );
    expect(bad.error?.message).toMatch(/geolocation must be two numbers/);
  });
});

describe('Extract From File bad input', () => {
  it('fails on a corrupt PDF naming the node and the item', async () => {
    const { error } = await run(
      [{ json: {} }, file('%PDF-1.4 garbage', 'application/pdf', 'bad.pdf')],
      [{ type: 'extractFromFile', version: 1.1, parameters: { operation: 'pdf', options: {} } }],
    );
    expect(error).toBeDefined();
    expect((error as unknown as { node?: { name: string } }).node?.name).toBe('S0');
  });

  it('fails on a file that is not JSON with a clear message', async () => {
    const { error } = await run(
      [file('{"a": tru', 'application/json', 'bad.json')],
      [{ type: 'extractFromFile', version: 1.1, parameters: { operation: 'fromJson', options: {} } }],
    );
    expect(error?.message).toBe("The file selected in 'Input Binary Field' is not in JSON format");
    expect((error as unknown as { context?: { itemIndex?: number } }).context?.itemIndex).toBe(0);
  });

  it('gives no rows for an empty or non-spreadsheet file read as XLSX, as n8n (SheetJS reads it as a one-cell text sheet)', async () => {
    for (const bytes of ['', 'not a zip at all, just text']) {
      const { error, last } = await run(
        [file(bytes, 'application/octet-stream', 'x.xlsx')],
        [{ type: 'extractFromFile', version: 1.1, parameters: { operation: 'xlsx', options: {} } }],
      );
      expect(error).toBeUndefined();
      expect(last).toEqual([]);
    }
  });

  it('fails on a malformed CSV in 1.1 but keeps the rows before it in 1', async () => {
    const bad = file('a,b\n1,2\n3,"4\n5,6\n', 'text/csv', 'bad.csv');
    const strict = await run(
      [bad],
      [{ type: 'extractFromFile', version: 1.1, parameters: { operation: 'csv', options: {} } }],
    );
    expect(strict.error?.message).toMatch(/Quote Not Closed|quote/i);
    const lax = await run(
      [bad],
      [{ type: 'extractFromFile', version: 1, parameters: { operation: 'csv', options: {} } }],
    );
    expect(lax.error).toBeUndefined();
    expect(lax.last.map((i) => i.json)).toEqual([{ a: '1', b: '2' }]);
  });

  it('says which item lacks the binary field', async () => {
    const { error } = await run(
      [file('a\n1\n', 'text/csv', 'a.csv'), { json: { x: 1 } }],
      [{ type: 'extractFromFile', version: 1.1, parameters: { operation: 'csv', options: {} } }],
    );
    expect(error?.message).toBe(
      "This operation expects the node's input data to contain a binary file 'data', but none was found [item 1]",
    );
  });
});

describe('files made by LibreOffice and Ghostscript', () => {
  const real = (name: string) => readFileSync(new URL(`./test-files/${name}`, import.meta.url));

  it('reads the same typed rows from LibreOffice XLSX, ODS and XLS', async () => {
    const expected = [
      { Name: 'Äpfel', Qty: 3, Price: 1.25, Note: 'frisch', Active: true },
      { Name: 'Birne', Qty: 10, Price: 0.5, Active: false },
      { Name: 'Kiwi, gold', Qty: 7, Price: 2, Note: 'said "hi"', Active: true },
    ];
    for (const format of ['xlsx', 'ods', 'xls']) {
      const { error, last } = await run(
        [file(real(`table.${format}`), 'application/octet-stream', `table.${format}`)],
        [{ type: 'extractFromFile', version: 1.1, parameters: { operation: format, options: {} } }],
      );
      expect(error, format).toBeUndefined();
      expect(
        last.map((i) => i.json),
        format,
      ).toEqual(expected);
    }
  });

  it('reads the text, pages and metadata of a Ghostscript PDF, and an encrypted one only with its password', async () => {
    const { last } = await run(
      [file(real('doc.pdf'), 'application/pdf', 'doc.pdf')],
      [{ type: 'extractFromFile', version: 1.1, parameters: { operation: 'pdf', options: { joinPages: false } } }],
    );
    expect(last[0]!.json).toMatchObject({
      numpages: 2,
      text: ['Weft invoice 42\nTotal: 19.99 EUR', 'Second page text'],
      info: { Title: 'Weft test', Author: 'Weft' },
    });
    const locked = await run(
      [file(real('enc.pdf'), 'application/pdf', 'enc.pdf')],
      [{ type: 'extractFromFile', version: 1.1, parameters: { operation: 'pdf', options: {} } }],
    );
    expect(locked.error?.message).toMatch(/password/i);
    const opened = await run(
      [file(real('enc.pdf'), 'application/pdf', 'enc.pdf')],
      [{ type: 'extractFromFile', version: 1.1, parameters: { operation: 'pdf', options: { password: 'secret' } } }],
    );
    expect(opened.error).toBeUndefined();
    expect(opened.last[0]!.json.text).toBe('Weft invoice 42\nTotal: 19.99 EUR\n\nSecond page text');
  });
});
