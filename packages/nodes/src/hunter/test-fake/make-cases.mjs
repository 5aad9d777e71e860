/**
 * Writes the Hunter cases recorded from n8n against the Hunter fake (families/hunter.mjs) under
 * src/hunter/conformance-fake/<case>/{workflow.json,seed.json}, and their credentials.json: domain
 * search (a limit, filters, every page with and without only the emails, the query n8n shares
 * between items), email finder, email verifier, and errors with and without continue-on-fail.
 * Run it, then `WEFT_UNLOCKED_PORT=18492 bash test/saas-fake/record-unlocked.sh hunter src/hunter/conformance-fake`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';

const out = new URL('../conformance-fake/', import.meta.url);
const CREDENTIAL = { id: 'hUnTeRaPiKeY0001', name: 'Hunter account', type: 'hunterApi' };
const seed = {
  hunter: {
    companies: [
      { domain: 'weft.example', organization: 'Weft', people: [
        { first_name: 'Ada', last_name: 'Lovelace', position: 'CEO', seniority: 'executive', department: 'executive' },
        { first_name: 'Grace', last_name: 'Hopper', position: 'CTO', seniority: 'executive', department: 'it' },
        { first_name: 'Linus', last_name: 'Torvalds', position: 'Engineer', seniority: 'senior', department: 'it' },
        { first_name: 'Info', last_name: 'Desk', seniority: 'junior', department: 'support', type: 'generic' },
        { first_name: 'Marie', last_name: 'Curie', position: 'Analyst', seniority: 'junior', department: 'finance' },
      ] },
      { domain: 'big.example', organization: 'Big Corp', people: 150 },
    ],
  },
};

function workflow(steps, { items, tail } = {}) {
  const nodes = [{ parameters: {}, id: 'trigger', name: 'When clicking ‘Execute workflow’', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0] }];
  if (items) nodes.push({ parameters: { jsCode: `return ${JSON.stringify(items.map((json) => ({ json })))};` }, id: 'items', name: 'Items', type: 'n8n-nodes-base.code', typeVersion: 2, position: [220, 0] });
  for (const [i, { name, parameters, onError, once }] of steps.entries()) {
    nodes.push({
      parameters, id: `step-${i + 1}`, name, type: 'n8n-nodes-base.hunter', typeVersion: 1, position: [440 + 220 * i, 0],
      credentials: { hunterApi: { id: CREDENTIAL.id, name: CREDENTIAL.name } }, ...(onError ? { onError } : {}), ...(once ? { executeOnce: true } : {}),
    });
  }
  if (tail) nodes.push({ parameters: {}, id: 'done', name: 'Done', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [440 + 220 * steps.length, 0] });
  const connections = {};
  for (let i = 0; i + 1 < nodes.length; i++) connections[nodes[i].name] = { main: [[{ node: nodes[i + 1].name, type: 'main', index: 0 }]] };
  return { nodes, connections, settings: { executionOrder: 'v1' } };
}

const cases = {
  'domain-search-emails-1': workflow([{ name: 'Search', parameters: { domain: 'weft.example', limit: 3 } }]),
  'domain-search-company-filters-1': workflow([{ name: 'Search', parameters: { domain: 'weft.example', onlyEmails: false, limit: 10, filters: { type: 'personal', seniority: ['executive', 'senior'], department: ['it', 'executive'] } } }]),
  'domain-search-all-company-1': workflow([{ name: 'Search', parameters: { domain: 'big.example', onlyEmails: false, returnAll: true } }]),
  'domain-search-all-emails-1': workflow([{ name: 'Search', parameters: { domain: 'big.example', returnAll: true, filters: { seniority: ['junior'] } } }]),
  'domain-search-shared-query-1': workflow([{ name: 'Search', parameters: { domain: '={{ $json.domain }}', limit: 5, filters: { type: '={{ $json.type }}' } } }], { items: [{ domain: 'weft.example', type: 'generic' }, { domain: 'weft.example', type: '' }] }),
  'email-finder-1': workflow([{ name: 'Find', parameters: { operation: 'emailFinder', domain: 'weft.example', firstname: '={{ $json.first }}', lastname: '={{ $json.last }}' } }], { items: [{ first: 'Grace', last: 'Hopper' }, { first: 'Alan', last: 'Turing' }] }),
  'email-verifier-1': workflow([{ name: 'Verify', parameters: { operation: 'emailVerifier', email: '={{ $json.email }}' } }], { items: [{ email: 'linus.torvalds@weft.example' }, { email: 'nobody@weft.example' }, { email: 'someone@elsewhere.example' }] }),
  'error-invalid-email-1': workflow([{ name: 'Verify', parameters: { operation: 'emailVerifier', email: 'not-an-address' } }]),
  'error-continue-1': workflow([{ name: 'Verify', onError: 'continueRegularOutput', parameters: { operation: 'emailVerifier', email: '={{ $json.email }}' } }], { items: [{ email: 'not-an-address' }, { email: 'ada.lovelace@weft.example' }], tail: true }),
};

mkdirSync(out, { recursive: true });
writeFileSync(new URL('credentials.json', out), JSON.stringify([{ ...CREDENTIAL, data: { apiKey: 'weft-hunter-key-0001' } }], null, 1));
for (const [name, wf] of Object.entries(cases)) {
  const dir = new URL(`${name}/`, out);
  mkdirSync(dir, { recursive: true });
  writeFileSync(new URL('workflow.json', dir), JSON.stringify({ name: `Hunter ${name}`, ...wf }, null, 1));
  writeFileSync(new URL('seed.json', dir), JSON.stringify(seed, null, 1));
}
console.log(Object.keys(cases).length, 'cases');
