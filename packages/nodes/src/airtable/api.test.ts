/**
 * Airtable's retry waits (a 429 blocks the token for 30 seconds unless Airtable names another wait;
 * 5xx backs off) and its error answers in every shape it uses, and the test fake's formula
 * evaluator (so that what the node tests assert about filtering rests on Airtable's semantics).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { HttpResponse } from '@weft/workflow';
import { airtableApiError, airtableReason, retryWaitMs } from './api.js';
import { evaluate, parseFormula, parseQuery } from './test-fake/airtable-fake.mjs';

const response = (statusCode: number, body: unknown = {}, headers: Record<string, string> = {}): HttpResponse => ({
  statusCode,
  statusMessage: '',
  headers,
  body,
});
const node = {
  id: 'a',
  name: 'Airtable',
  type: 'weft.airtable',
  typeVersion: 2.1,
  position: [0, 0] as [number, number],
  parameters: {},
};

describe('Airtable retry waits', () => {
  const saved = process.env.WEFT_AIRTABLE_RETRY_BASE_MS;
  afterEach(() => {
    if (saved === undefined) delete process.env.WEFT_AIRTABLE_RETRY_BASE_MS;
    else process.env.WEFT_AIRTABLE_RETRY_BASE_MS = saved;
  });

  it('a 429 waits Airtable’s 30-second block, or the Retry-After it names (not over a minute); 5xx doubles from 500 ms; others are not retried', () => {
    delete process.env.WEFT_AIRTABLE_RETRY_BASE_MS;
    expect(retryWaitMs(response(429), 0)).toBe(30_000);
    expect(retryWaitMs(response(429, {}, { 'retry-after': '2' }), 0)).toBe(2000);
    expect(retryWaitMs(response(429, {}, { 'retry-after': '3600' }), 0)).toBeUndefined();
    expect([0, 1, 2].map((a) => retryWaitMs(response(503), a))).toEqual([500, 1000, 2000]);
    expect(retryWaitMs(response(422), 0)).toBeUndefined();
    expect(retryWaitMs(response(404), 0)).toBeUndefined();
    process.env.WEFT_AIRTABLE_RETRY_BASE_MS = '3';
    expect(retryWaitMs(response(429), 0)).toBe(3);
    expect(retryWaitMs(response(502), 1)).toBe(6);
  });
});

describe('Airtable error answers', () => {
  it('reads the type and message of each shape Airtable answers with', () => {
    expect(airtableReason({ error: { type: 'INVALID_PERMISSIONS', message: 'No access' } })).toEqual({
      type: 'INVALID_PERMISSIONS',
      message: 'No access',
    });
    expect(airtableReason({ error: 'NOT_FOUND' })).toEqual({ type: 'NOT_FOUND' });
    expect(airtableReason({ errors: [{ error: 'RATE_LIMIT_REACHED', message: 'Slow down' }] })).toEqual({
      type: 'RATE_LIMIT_REACHED',
      message: 'Slow down',
    });
    expect(airtableReason('{"error":"NOT_FOUND"}')).toEqual({ type: 'NOT_FOUND' });
    expect(airtableReason('<html>Bad gateway</html>')).toEqual({ message: '<html>Bad gateway</html>' });
  });

  it('words the status as n8n, describes with Airtable’s message or the record, names the item, and hints at the fix when Airtable says nothing', () => {
    const missing = airtableApiError(node, response(404, { error: 'NOT_FOUND' }), { itemIndex: 2, recordId: 'recX' });
    expect(missing.message).toBe('The resource you are requesting could not be found');
    expect(missing.description).toBe('recX is not a valid Record ID');
    expect(missing.context.itemIndex).toBe(2);
    expect(missing.httpCode).toBe('404');
    const denied = airtableApiError(
      node,
      response(403, { error: { type: 'INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND', message: 'Invalid permissions' } }),
      {},
    );
    expect(denied.message).toBe('Forbidden - perhaps check your credentials?');
    expect(denied.description).toBe('Invalid permissions');
    const bare = airtableApiError(node, response(403, {}), {});
    expect(bare.description).toMatch(/scopes/);
  });
});

describe('the fake’s formulas', () => {
  const rec = { id: 'rec1', fields: { Name: 'Ada', Points: 3, Status: 'Todo', Modified: '2024-05-02T10:00:00.000Z' } };
  const is = (formula: string) => evaluate(parseFormula(formula), rec);

  it('evaluates comparisons, text, logic and dates as Airtable does', () => {
    expect(is("{Name} = 'Ada'")).toBe(true);
    expect(is('{Points} >= 3')).toBe(true);
    expect(is("AND({Status} != 'Done', OR({Points} > 10, LOWER({Name}) = 'ada'))")).toBe(true);
    expect(is("NOT({Missing} = '')")).toBe(false);
    expect(is('{Name} & "!"')).toBe('Ada!');
    expect(is('IS_AFTER({Modified}, DATETIME_PARSE("2024-05-01T00:00:00Z", "YYYY-MM-DD HH:mm:ss"))')).toBe(true);
    expect(is('IS_AFTER({Modified}, DATETIME_PARSE("2024-06-01T00:00:00Z", "YYYY-MM-DD HH:mm:ss"))')).toBe(false);
    expect(is('RECORD_ID()')).toBe('rec1');
    expect(() => parseFormula("{Name} = 'unclosed")).toThrow();
  });

  it('reads list queries in both bracket forms', () => {
    expect(
      parseQuery('fields%5B%5D=A&fields%5B%5D=B&sort%5B0%5D%5Bfield%5D=A&sort%5B0%5D%5Bdirection%5D=desc'),
    ).toEqual({ fields: ['A', 'B'], sort: [{ field: 'A', direction: 'desc' }] });
    expect(parseQuery('fields[0]=A&fields[1]=B&records[]=r1')).toEqual({ fields: ['A', 'B'], records: ['r1'] });
  });
});
