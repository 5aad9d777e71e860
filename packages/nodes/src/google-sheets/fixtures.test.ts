/**
 * Workflows as people write them (fixtures/workflows/*.json, in n8n 1.123's export format with the
 * parameters its editor saves), imported with importN8nWorkflow and run through the engine against
 * the Sheets fake: each checks the output of the named nodes, the sheet's rows afterwards, and the
 * calls made (method and path, the spreadsheet id written as ID).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { importN8nWorkflow } from '@weft/workflow';
import { nodeTypes, startFake, type SheetsFake } from './test-helpers.js';

interface Fixture {
  description: string;
  spreadsheet: { id: string; title: string; sheets: Record<string, unknown[][]> };
  workflow: unknown;
  expected?: Record<string, unknown[][]>;
  expectError?: string;
  expectErrorMessage?: string;
  rows: unknown[][];
  requests: string[];
}

const dir = new URL('./fixtures/workflows/', import.meta.url);
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));

let fake: SheetsFake;
beforeAll(async () => {
  fake = await startFake();
});
afterAll(async () => {
  await fake.close();
  delete process.env.WEFT_GOOGLE_API_URL;
});

describe("Google Sheets workflows in n8n's format", () => {
  it('has the fixtures', () => {
    expect(files.length).toBeGreaterThanOrEqual(5);
  });
  for (const file of files) {
    const fixture = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Fixture;
    it(`${file}: ${fixture.description}`, async () => {
      fake.addSpreadsheet(fixture.spreadsheet);
      fake.state.requests.length = 0;
      const workflow = importN8nWorkflow(fixture.workflow);
      const result = await runWorkflow({
        workflow,
        nodeTypes,
        mode: 'manual',
        timezone: 'UTC',
        services: {
          getCredentials: async (_node, type) => {
            if (type !== 'googleSheetsOAuth2Api') throw new Error(`no ${type}`);
            return { oauthTokenData: { access_token: 'fixture-token' } };
          },
        },
      });
      const rd = result.data.resultData;
      if (fixture.expectError) {
        expect(rd.lastNodeExecuted).toBe(fixture.expectError);
        expect(rd.error?.message).toContain(fixture.expectErrorMessage ?? '');
      } else {
        expect(rd.error, rd.error?.message).toBeUndefined();
      }
      for (const [name, outputs] of Object.entries(fixture.expected ?? {})) {
        const run = rd.runData[name]?.at(-1);
        expect(
          run?.data?.main?.map((items) => (items ?? []).map((i) => i.json)),
          name,
        ).toEqual(outputs);
      }
      const sheet = Object.keys(fixture.spreadsheet.sheets)[0]!;
      expect(fake.rowsOf(fixture.spreadsheet.id, sheet)).toEqual(fixture.rows);
      const calls = fake.state.requests.map(
        (r) => `${r.method} ${decodeURIComponent(r.path).replace(fixture.spreadsheet.id, 'ID')}`,
      );
      expect(calls).toEqual(fixture.requests);
      expect(fake.state.requests.every((r) => r.auth === 'Bearer fixture-token')).toBe(true);
    });
  }
});
