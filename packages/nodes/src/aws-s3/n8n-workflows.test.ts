/**
 * Workflows as people write them in n8n (`n8n-workflows/*.json`, parameters as the editor saves
 * them: defaults left out), imported and run through the engine against the Dropbox and S3 fakes:
 * the requests they send and the items they give.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow } from '@weft/workflow';
import { start as startDropbox, TOKEN } from '../dropbox/test-fake/dropbox-fake.mjs';
import { builtinNodeTypes } from '../registry.js';
import { ACCESS_KEY_ID, SECRET_ACCESS_KEY, start as startS3 } from './test-fake/s3-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let s3: Awaited<ReturnType<typeof startS3>> | undefined;
let dropbox: Awaited<ReturnType<typeof startDropbox>> | undefined;

beforeEach(async () => {
  await s3?.close();
  await dropbox?.close();
  s3 = await startS3({ buckets: [{ name: 'weft-backup' }] });
  dropbox = await startDropbox({
    entries: [
      { path: '/Reports/a.csv', body: 'id\n1\n' },
      { path: '/Reports/b.csv', body: 'id\n2\n' },
    ],
  });
  process.env.WEFT_AWS_S3_API_URL = s3.url;
  process.env.WEFT_DROPBOX_API_URL = dropbox.url;
});
afterAll(async () => {
  delete process.env.WEFT_AWS_S3_API_URL;
  delete process.env.WEFT_DROPBOX_API_URL;
  await s3?.close();
  await dropbox?.close();
});

const CREDENTIALS: Record<string, Record<string, unknown>> = {
  aws: {
    region: 'us-east-1',
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    temporaryCredentials: false,
  },
  dropboxApi: { accessToken: TOKEN, accessType: 'full' },
};

describe('n8n workflows with AWS S3', () => {
  it('backs up each file of a Dropbox folder to S3 under the year, tagged, and lists the backup', async () => {
    const workflow = importN8nWorkflow(
      JSON.parse(readFileSync(new URL('./n8n-workflows/dropbox-to-s3-backup.json', import.meta.url), 'utf8')),
    );
    const result = await runWorkflow({
      workflow,
      nodeTypes: registry,
      mode: 'manual',
      timezone: 'UTC',
      services: { getCredentials: async (_node, type) => CREDENTIALS[type]! },
    });
    const rd = result.data.resultData;
    expect(rd.error).toBeUndefined();
    const year = String(new Date().getUTCFullYear());
    const objects = s3!.fake.state.buckets[0]!.objects;
    expect(objects.map((o) => [o.key, o.body.toString(), o.tagging])).toEqual([
      [`dropbox/${year}/a.csv`, 'id\n1\n', 'source=dropbox'],
      [`dropbox/${year}/b.csv`, 'id\n2\n', 'source=dropbox'],
    ]);
    expect(objects[0]!.contentType).toBe('text/csv');
    const out = (node: string) =>
      (rd.runData[node]?.at(-1)?.data?.main?.[0] ?? []).map((i) => i.json as Record<string, any>);
    expect(out('Upload to S3')).toEqual([{ success: true }, { success: true }]);
    expect(out('Backed up').map((o) => [o.Key, o.Size])).toEqual([
      [`dropbox/${year}/a.csv`, '5'],
      [`dropbox/${year}/b.csv`, '5'],
    ]);
  });
});
