/**
 * Writes the LinkedIn cases recorded from n8n against the LinkedIn fake (families/linkedin.mjs)
 * under src/linked-in/conformance-fake/<case>/{workflow.json,seed.json}, and their
 * credentials.json: text posts as a person (both visibilities, text needing LinkedIn's escapes)
 * and as an organization, with both credential types; image posts (registered, uploaded, named);
 * articles with and without a thumbnail; errors (an organization the member does not administer,
 * a missing binary field) with and without continue-on-fail. LinkedIn has one version (1).
 * Run it, then `record.sh linkedin src/linked-in/conformance-fake`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';

const out = new URL('../../src/linked-in/conformance-fake/', import.meta.url);
const STANDARD = { id: 'lInKeDiNoAuTh001', name: 'LinkedIn account', type: 'linkedInOAuth2Api' };
const COMMUNITY = { id: 'lInKeDiNcMaUtH01', name: 'LinkedIn Community Management account', type: 'linkedInCommunityManagementOAuth2Api' };
const seed = { linkedin: { member: { id: 'aBcDeF123', firstName: 'Ada', lastName: 'Lovelace' }, organizations: ['2414183'] } };

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const image = (json, field = 'data') => ({ json, binary: { [field]: { data: PNG, mimeType: 'image/png', fileName: 'chart.png', fileExtension: 'png' } } });

function workflow(steps, items) {
  const nodes = [{ parameters: {}, id: 'trigger', name: 'When clicking ‘Execute workflow’', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0] }];
  if (items) nodes.push({ parameters: { jsCode: `return ${JSON.stringify(items.map((item) => (item.json ? item : { json: item })))};` }, id: 'items', name: 'Items', type: 'n8n-nodes-base.code', typeVersion: 2, position: [220, 0] });
  for (const [i, { name, parameters, onError }] of steps.entries()) {
    const community = parameters.authentication === 'communityManagement';
    const credentials = community ? { linkedInCommunityManagementOAuth2Api: { id: COMMUNITY.id, name: COMMUNITY.name } } : { linkedInOAuth2Api: { id: STANDARD.id, name: STANDARD.name } };
    nodes.push({ parameters, id: `step-${i + 1}`, name, type: 'n8n-nodes-base.linkedIn', typeVersion: 1, position: [440 + 220 * i, 0], credentials, ...(onError ? { onError } : {}) });
  }
  const connections = {};
  for (let i = 0; i + 1 < nodes.length; i++) connections[nodes[i].name] = { main: [[{ node: nodes[i + 1].name, type: 'main', index: 0 }]] };
  return { nodes, connections, settings: { executionOrder: 'v1' } };
}

const cases = {
  'post-person-1': workflow([
    { name: 'Post', parameters: { person: 'aBcDeF123', text: '={{ $json.text }}', additionalFields: { visibility: '={{ $json.visibility }}' } } },
  ], [{ text: 'Hello (world) - see [docs] & {braces} <tags> @ada | ~tilde_ *star*', visibility: 'CONNECTIONS' }, { text: 'Plain news', visibility: '' }]),
  'post-organization-1': workflow([
    { name: 'Org post', parameters: { postAs: 'organization', organization: '2414183', text: 'We are hiring', additionalFields: { visibility: 'CONNECTIONS' } } },
    { name: 'Community post', parameters: { authentication: 'communityManagement', person: 'aBcDeF123', text: 'Posted with Community Management', additionalFields: {} } },
  ]),
  'post-image-1': workflow([
    { name: 'Image post', parameters: { person: 'aBcDeF123', text: '={{ $json.caption }}', shareMediaCategory: 'IMAGE', additionalFields: { title: 'Quarterly chart' } } },
  ], [image({ caption: 'Our numbers' }), image({ caption: 'More numbers' })]),
  'post-image-organization-1': workflow([
    { name: 'Org image', parameters: { postAs: 'organization', organization: '2414183', text: 'Team photo', shareMediaCategory: 'IMAGE', binaryPropertyName: 'photo', additionalFields: {} } },
  ], [image({}, 'photo')]),
  'post-article-1': workflow([
    { name: 'Article', parameters: { person: 'aBcDeF123', text: 'Read this', shareMediaCategory: 'ARTICLE', additionalFields: { title: 'Engines', description: 'On analytical engines', originalUrl: 'https://example.com/engines' } } },
    { name: 'Article thumb', parameters: { postAs: 'organization', organization: '2414183', text: 'With a picture', shareMediaCategory: 'ARTICLE', additionalFields: { originalUrl: 'https://example.com/pic', thumbnailBinaryPropertyName: 'data' } } },
  ], [image({})]),
  'error-organization-1': workflow([{ name: 'Org post', parameters: { postAs: 'organization', organization: '999', text: 'Not mine', additionalFields: {} } }]),
  'error-continue-1': workflow([
    { name: 'Org post', onError: 'continueRegularOutput', parameters: { postAs: 'organization', organization: '={{ $json.org }}', text: 'Maybe mine', additionalFields: {} } },
    { name: 'Image post', onError: 'continueRegularOutput', parameters: { person: 'aBcDeF123', text: 'No image here', shareMediaCategory: 'IMAGE', additionalFields: {} } },
  ], [{ org: '2414183' }, { org: '999' }]),
};

for (const [name, wf] of Object.entries(cases)) {
  const dir = new URL(`${name}/`, out);
  mkdirSync(dir, { recursive: true });
  writeFileSync(new URL('workflow.json', dir), `${JSON.stringify({ name: `LinkedIn ${name}`, ...wf }, null, 1)}\n`);
  writeFileSync(new URL('seed.json', dir), `${JSON.stringify(seed, null, 1)}\n`);
}
const token = (access_token) => ({ access_token, token_type: 'Bearer', expires_in: 5183999, scope: 'w_member_social,w_organization_social' });
writeFileSync(new URL('credentials.json', out), `${JSON.stringify([
  { ...STANDARD, data: { clientId: 'weft-client', clientSecret: 'weft-secret', organizationSupport: true, legacy: false, oauthTokenData: token('weft-linkedin-token') } },
  { ...COMMUNITY, data: { clientId: 'weft-client', clientSecret: 'weft-secret', oauthTokenData: token('weft-linkedin-cm-token') } },
], null, 1)}\n`);
