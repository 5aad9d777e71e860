/**
 * Writes the Clearbit cases recorded from n8n against the Clearbit fake (families/clearbit.mjs)
 * under src/clearbit/conformance-fake/<case>/{workflow.json,seed.json}, and their credentials.json:
 * company enrichment, company autocomplete, person enrichment (with the query n8n shares between
 * items), and errors with and without continue-on-fail. Run it, then
 * `WEFT_UNLOCKED_PORT=18492 bash test/saas-fake/record-unlocked.sh clearbit src/clearbit/conformance-fake`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';

const out = new URL('../conformance-fake/', import.meta.url);
const CREDENTIAL = { id: 'cLeArBiTaPiKeY01', name: 'Clearbit account', type: 'clearbitApi' };

function workflow(steps, { items, tail } = {}) {
  const nodes = [{ parameters: {}, id: 'trigger', name: 'When clicking ‘Execute workflow’', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0] }];
  if (items) nodes.push({ parameters: { jsCode: `return ${JSON.stringify(items.map((json) => ({ json })))};` }, id: 'items', name: 'Items', type: 'n8n-nodes-base.code', typeVersion: 2, position: [220, 0] });
  for (const [i, { name, parameters, onError, once }] of steps.entries()) {
    nodes.push({
      parameters, id: `step-${i + 1}`, name, type: 'n8n-nodes-base.clearbit', typeVersion: 1, position: [440 + 220 * i, 0],
      credentials: { clearbitApi: { id: CREDENTIAL.id, name: CREDENTIAL.name } }, ...(onError ? { onError } : {}), ...(once ? { executeOnce: true } : {}),
    });
  }
  if (tail) nodes.push({ parameters: {}, id: 'done', name: 'Done', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [440 + 220 * steps.length, 0] });
  const connections = {};
  for (let i = 0; i + 1 < nodes.length; i++) connections[nodes[i].name] = { main: [[{ node: nodes[i + 1].name, type: 'main', index: 0 }]] };
  return { nodes, connections, settings: { executionOrder: 'v1' } };
}

const cases = {
  'company-enrich-1': workflow([{ name: 'Company', parameters: { domain: 'weft.example', additionalFields: { companyName: 'Weft', twitter: 'weft' } } }]),
  'company-autocomplete-1': workflow([{ name: 'Suggest', parameters: { operation: 'autocomplete', name: '={{ $json.name }}' } }], { items: [{ name: 'lo' }, { name: 'zzz' }] }),
  'person-enrich-1': workflow([{ name: 'Person', parameters: { resource: 'person', email: '={{ $json.email }}', additionalFields: { givenName: '={{ $json.given }}', location: '={{ $json.location }}' } } }], { items: [{ email: 'ada@weft.example', given: 'Ada', location: 'London' }, { email: 'grace@loom.example', given: '', location: '' }] }),
  'person-enrich-all-fields-1': workflow([{ name: 'Person', parameters: { resource: 'person', email: 'grace@loom.example', additionalFields: { givenName: 'Grace', familyName: 'Hopper', ipAddress: '203.0.113.7', location: 'Austin', company: 'Loom Works', companyDomain: 'loom.example', linkedIn: 'in/grace', twitter: 'grace', facebook: 'grace.hopper' } } }]),
  'company-enrich-shared-query-1': workflow([{ name: 'Company', parameters: { domain: '={{ $json.domain }}', additionalFields: { twitter: '={{ $json.twitter }}' } } }], { items: [{ domain: 'weft.example', twitter: 'weft' }, { domain: 'loom.example', twitter: '' }] }),
  'error-invalid-email-1': workflow([{ name: 'Person', parameters: { resource: 'person', email: 'not-an-address', additionalFields: {} } }]),
  'error-unknown-domain-1': workflow([{ name: 'Company', parameters: { domain: 'unknown.example', additionalFields: {} } }]),
  'error-continue-1': workflow([{ name: 'Person', onError: 'continueRegularOutput', parameters: { resource: 'person', email: '={{ $json.email }}', additionalFields: {} } }], { items: [{ email: 'nobody@weft.example' }, { email: 'ada@weft.example' }], tail: true }),
};

mkdirSync(out, { recursive: true });
writeFileSync(new URL('credentials.json', out), JSON.stringify([{ ...CREDENTIAL, data: { apiKey: 'sk_weft_clearbit_0001' } }], null, 1));
for (const [name, wf] of Object.entries(cases)) {
  const dir = new URL(`${name}/`, out);
  mkdirSync(dir, { recursive: true });
  writeFileSync(new URL('workflow.json', dir), JSON.stringify({ name: `Clearbit ${name}`, ...wf }, null, 1));
}
console.log(Object.keys(cases).length, 'cases');
