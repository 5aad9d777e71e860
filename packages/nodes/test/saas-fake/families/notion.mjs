/**
 * Notion: the Notion API fake of the node folder, seeded from a case's `seed.json`:
 * `{ "notion": { "now": "<ISO time>", "users": [{ id, name, … }], "databases": [{ id, title, properties }],
 * "pages": [{ id, parent, properties, icon?, children?: [{ id?, type, … }] }], "blocks": [{ parent, id?, block }] } }`.
 * Database properties are `{ "<name>": "<type>" | { type, options } }` as `addDatabase` takes them;
 * page properties and blocks are what the API takes. The clock starts at `now` and moves a minute
 * each time the fake reads it, and ids not given are counted, so every run on the same seed answers
 * the same. The fake accepts the integration secret `secret_test`.
 */
import { createNotionFake } from '../../../src/notion/test-fake/notion-fake.mjs';

/** The body of a request, as text. */
async function body(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['api.notion.com'],
  env: ['WEFT_NOTION_API_URL'],
  folders: ['notion'],
  create(seed = {}) {
    const given = seed.notion ?? {};
    let clock = Date.parse(given.now ?? '2024-05-01T10:00:00.000Z');
    const fake = createNotionFake({
      now: () => {
        const at = clock;
        clock += 60_000;
        return at;
      },
    });
    const { state } = fake;
    for (const user of given.users ?? []) state.addUser(user);
    for (const db of given.databases ?? []) state.addDatabase(db.title, db.properties, { id: db.id, ...(db.extra ?? {}) });
    for (const page of given.pages ?? []) {
      const { parent, properties, children, ...extra } = page;
      state.addPage(parent, properties, extra);
      for (const { id, ...child } of children ?? []) state.addBlock(page.id, child, id ? { id } : {});
    }
    for (const block of given.blocks ?? []) state.addBlock(block.parent, block.block, block.id ? { id: block.id } : {});
    return {
      async handle(req, res) {
        if (!/^\/(v1|files)\//.test(new URL(req.url ?? '/', 'http://fake').pathname)) return false;
        return fake.handle(req, res, await body(req));
      },
    };
  },
};
