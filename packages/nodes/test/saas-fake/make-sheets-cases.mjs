/**
 * Turns the Google Sheets fixtures (src/google-sheets/fixtures/workflows/*.json: a seed spreadsheet
 * and a workflow whose trigger has pinned items) into recordable cases under
 * src/google-sheets/conformance-fake/<name>/: the pinned items become a Code node after the trigger
 * (n8n's CLI ignores pinned data), and the spreadsheet becomes the case's seed.json.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';

const src = new URL('../../src/google-sheets/fixtures/workflows/', import.meta.url);
const out = new URL('../../src/google-sheets/conformance-fake/', import.meta.url);
mkdirSync(out, { recursive: true });
for (const file of readdirSync(src).filter((f) => f.endsWith('.json'))) {
  const fixture = JSON.parse(readFileSync(new URL(file, src), 'utf8'));
  const wf = structuredClone(fixture.workflow);
  const pinned = wf.pinData ?? {};
  delete wf.pinData;
  for (const [trigger, items] of Object.entries(pinned)) {
    const code = {
      parameters: { jsCode: `return ${JSON.stringify(items.map((i) => ({ json: i.json })))};` },
      id: `items-${Math.abs([...trigger].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, 7))}`,
      name: 'Items',
      type: 'n8n-nodes-base.code',
      typeVersion: 2,
      position: [120, 120],
    };
    wf.nodes.push(code);
    wf.connections.Items = wf.connections[trigger] ?? { main: [[]] };
    wf.connections[trigger] = { main: [[{ node: 'Items', type: 'main', index: 0 }]] };
  }
  const dir = new URL(`${file.replace(/\.json$/, '')}/`, out);
  mkdirSync(dir, { recursive: true });
  writeFileSync(new URL('workflow.json', dir), `${JSON.stringify(wf, null, 1)}\n`);
  writeFileSync(new URL('seed.json', dir), `${JSON.stringify({ sheets: [fixture.spreadsheet] }, null, 1)}\n`);
}
writeFileSync(
  new URL('credentials.json', out),
  `${JSON.stringify([{ id: 'k3ZpD9hQ2mL8', name: 'Google Sheets account', type: 'googleSheetsOAuth2Api', data: { clientId: 'weft-test', clientSecret: 'weft-test', oauthTokenData: { access_token: 'fixture-token', token_type: 'Bearer' } } }], null, 1)}\n`,
);
