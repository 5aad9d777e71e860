/**
 * Microsoft 365: one fake Graph (src/shared/microsoft/test-fake/) with the Outlook, Excel, OneDrive
 * and Teams routes, which n8n reaches at https://graph.microsoft.com/{v1.0,beta}/… and Weft at the
 * same paths under WEFT_MICROSOFT_GRAPH_URL. Links the fake writes (`@odata.nextLink`, download and
 * monitor URLs) keep Graph's origin, which Weft maps to the fake as it maps every Graph URL.
 *
 * Seeded from a case's `seed.json` (every id in it is given, the others are counted):
 * `{ "now": ISO instant of every timestamp,
 *    "messages": [Outlook message fields],
 *    "collections": { "me/contacts": [entity], "me/mailFolders": [entity], … },
 *    "workbooks": [{ "id", "name", "sheets": [{ "id", "name", "rows": [[cell]], "tables": [{ "id", "name", "columns", "rows" }] }] }],
 *    "drive": [{ "id", "name", "parentId"?, "content"?, "folder"?, "mimeType"? }],
 *    "teams": [{ "id", "displayName", "channels": [{ "id", "displayName" }] }],
 *    "chats": [{ "id", "topic", "chatType"? }],
 *    "tasks": [Planner task fields] }`.
 * The fake accepts any bearer token; the cases' credentials carry `tok`.
 */
import { createGraphFake } from '../../../src/shared/microsoft/test-fake/graph-fake.mjs';
import { installExcel } from '../../../src/shared/microsoft/test-fake/excel-routes.mjs';
import { installOneDrive } from '../../../src/shared/microsoft/test-fake/onedrive-routes.mjs';
import { installTeams } from '../../../src/shared/microsoft/test-fake/teams-routes.mjs';

/** The instant of every timestamp when a seed names none. */
const DEFAULT_NOW = '2025-01-06T09:00:00.000Z';
/** Whether this process serves a recording (serve.mjs), where unanswered Graph calls are worth a line. */
const serving = /serve\.mjs$/.test(process.argv[1] ?? '');

/** Builds a fresh fake Graph holding a seed. */
function seeded(seed) {
  const fake = createGraphFake({ clock: seed.now ?? DEFAULT_NOW });
  const teams = installTeams(fake);
  installOneDrive(fake);
  const excel = installExcel(fake);
  const { state } = fake;
  for (const m of seed.messages ?? []) state.addMessage(m);
  for (const [key, entities] of Object.entries(seed.collections ?? {})) for (const e of entities) state.insert(key, e);
  for (const w of seed.workbooks ?? []) {
    const wb = excel.addWorkbook(w.name, {}, { id: w.id });
    for (const s of w.sheets ?? []) {
      const sheet = excel.addSheet(wb, s.name, s.rows ?? [], s.id);
      for (const t of s.tables ?? []) excel.addTable(sheet, t.name, t.columns, t.rows ?? [], t.id);
    }
  }
  for (const d of seed.drive ?? []) state.drive.add(d.name, { id: d.id, parentId: d.parentId, content: d.content, folder: d.folder, mimeType: d.mimeType });
  for (const t of seed.teams ?? []) {
    teams.addTeam(t.displayName, t.id);
    for (const c of t.channels ?? []) teams.addChannel(t.id, c.displayName, c.id);
  }
  for (const c of seed.chats ?? []) teams.addChat(c.topic, c.chatType, c.members, c.id);
  for (const t of seed.tasks ?? []) teams.addTask(t);
  return fake;
}

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['graph.microsoft.com'],
  env: ['WEFT_MICROSOFT_GRAPH_URL'],
  folders: ['microsoft-outlook', 'microsoft-excel', 'microsoft-onedrive', 'microsoft-teams'],
  create(seed = {}) {
    const fake = seeded(seed);
    return {
      handle(req, res) {
        return new Promise((resolve, reject) => {
          const chunks = [];
          req.on('data', (c) => chunks.push(c));
          req.on('error', reject);
          req.on('end', () => {
            if (serving) {
              const writeHead = res.writeHead.bind(res);
              res.writeHead = (status, ...rest) => {
                if (status === 404) console.log(`graph 404: ${req.method} ${req.url}`);
                return writeHead(status, ...rest);
              };
            }
            resolve(fake.handle(req, res, Buffer.concat(chunks)));
          });
        });
      },
    };
  },
};
