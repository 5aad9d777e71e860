/**
 * Airtable: the Web API fake of the node folder (its own bases: "Weft Projects" appWeftBase000001
 * with the Tasks table tblTasks0000000001 and People tblPeople000000001), seeded from a case's
 * `seed.json`: `{ "airtable": { "records": { "<table id or name>": [{ "fields": {…} }] } } }`.
 * Ids are counted and times come from the fake's clock, so every run on the same seed answers the
 * same. The fake accepts the token `patWEFTtest.0123456789abcdef`.
 */
import { createAirtableFake } from '../../../src/airtable/test-fake/airtable-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['api.airtable.com'],
  env: ['WEFT_AIRTABLE_API_URL'],
  folders: ['airtable'],
  create(seed = {}) {
    const fake = createAirtableFake();
    const tables = fake.state.bases.flatMap((b) => b.tables);
    for (const [key, records] of Object.entries(seed.airtable?.records ?? {})) {
      const table = tables.find((t) => t.id === key || t.name === key);
      if (!table) throw new Error(`airtable seed: no table ${key}`);
      for (const record of records) fake.addRecord(table.id, record.fields ?? {});
    }
    return {
      async handle(req, res) {
        const path = new URL(req.url ?? '/', 'http://fake').pathname;
        if (!path.startsWith('/v0/') && !path.startsWith('/attachments/')) return false;
        const chunks = [];
        for await (const chunk of req) chunks.push(chunk);
        return fake.handle(req, res, Buffer.concat(chunks).toString('utf8'));
      },
    };
  },
};
