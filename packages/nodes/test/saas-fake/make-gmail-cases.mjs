/**
 * Turns Gmail workflows (src/gmail/n8n-workflows/*.json) into recordable cases under
 * src/gmail/conformance-fake/<name>/ (pinned items become a Code node, as n8n's CLI ignores pins).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';

const src = new URL('../../src/gmail/n8n-workflows/', import.meta.url);
const out = new URL('../../src/gmail/conformance-fake/', import.meta.url);
for (const file of ['draft-with-attachment.json', 'send-html-to-each-contact.json', 'v1-send.json']) {
  const wf = JSON.parse(readFileSync(new URL(file, src), 'utf8'));
  const pinned = wf.pinData ?? {};
  delete wf.pinData;
  for (const [trigger, items] of Object.entries(pinned)) {
    wf.nodes.push({ parameters: { jsCode: `return ${JSON.stringify(items.map((i) => ({ json: i.json })))};` }, id: 'pinned-items', name: 'Items', type: 'n8n-nodes-base.code', typeVersion: 2, position: [120, 120] });
    wf.connections.Items = wf.connections[trigger] ?? { main: [[]] };
    wf.connections[trigger] = { main: [[{ node: 'Items', type: 'main', index: 0 }]] };
  }
  const dir = new URL(`${file.replace(/\.json$/, '')}/`, out);
  mkdirSync(dir, { recursive: true });
  writeFileSync(new URL('workflow.json', dir), `${JSON.stringify(wf, null, 1)}\n`);
}
const ids = new Map();
for (const file of ['draft-with-attachment.json', 'send-html-to-each-contact.json', 'v1-send.json']) {
  for (const n of JSON.parse(readFileSync(new URL(file, src), 'utf8')).nodes) for (const [type, ref] of Object.entries(n.credentials ?? {})) ids.set(ref.id, { id: ref.id, name: ref.name, type });
}
writeFileSync(new URL('credentials.json', out), `${JSON.stringify([...ids.values()].map((c) => ({ ...c, data: { clientId: 'weft-test', clientSecret: 'weft-test', oauthTokenData: { access_token: 'tok', token_type: 'Bearer' } } })), null, 1)}\n`);
