/**
 * Writes the Google Cloud Natural Language cases recorded from n8n against the sentiment fake
 * (families/google-natural-language.mjs) under
 * src/google-cloud-natural-language/conformance-fake/<case>/{workflow.json,seed.json}, and their
 * credentials.json (an OAuth2 connection with a ready access token): text per item from
 * expressions, HTML documents with each encoding and a language, Cloud Storage URIs, and refusals
 * with and without continue-on-fail. Run it, then
 * `WEFT_UNLOCKED_PORT=18494 bash test/saas-fake/record-unlocked.sh google-natural-language src/google-cloud-natural-language/conformance-fake`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';

const out = new URL('../conformance-fake/', import.meta.url);
const CREDENTIAL = {
  id: 'gNlOaUtH2CrEd001',
  name: 'Google Cloud Natural Language account',
  type: 'googleCloudNaturalLanguageOAuth2Api',
  data: {
    clientId: 'weft-client',
    clientSecret: 'weft-secret',
    oauthTokenData: { access_token: 'weft-nl-token', token_type: 'Bearer' },
  },
};
const seed = {
  objects: {
    'gs://weft-reviews/review-1.txt': 'The loom arrived broken. Support was slow but the refund was great!',
    'gs://weft-reviews/review-2.html': '<p>I <b>love</b> this yarn.</p><p>Beautiful colours.</p>',
  },
};

function workflow(steps, { items } = {}) {
  const nodes = [
    {
      parameters: {},
      id: 'trigger',
      name: 'When clicking ‘Execute workflow’',
      type: 'n8n-nodes-base.manualTrigger',
      typeVersion: 1,
      position: [0, 0],
    },
  ];
  if (items)
    nodes.push({
      parameters: { jsCode: `return ${JSON.stringify(items.map((json) => ({ json })))};` },
      id: 'items',
      name: 'Items',
      type: 'n8n-nodes-base.code',
      typeVersion: 2,
      position: [220, 0],
    });
  for (const [i, { name, parameters, onError }] of steps.entries())
    nodes.push({
      parameters,
      id: `step-${i + 1}`,
      name,
      type: 'n8n-nodes-base.googleCloudNaturalLanguage',
      typeVersion: 1,
      position: [440 + 220 * i, 0],
      credentials: { googleCloudNaturalLanguageOAuth2Api: { id: CREDENTIAL.id, name: CREDENTIAL.name } },
      ...(onError ? { onError } : {}),
    });
  const connections = {};
  for (let i = 0; i + 1 < nodes.length; i++)
    connections[nodes[i].name] = { main: [[{ node: nodes[i + 1].name, type: 'main', index: 0 }]] };
  return { nodes, connections, settings: { executionOrder: 'v1' } };
}

const reviews = [
  { text: 'I love this loom. The wood is beautiful!' },
  { text: 'Terrible shuttle. It broke after a day and support never answered.' },
  { text: 'The parcel came on Tuesday.' },
];

const cases = {
  'sentiment-content-1': [
    workflow(
      [
        {
          name: 'Analyze',
          parameters: { content: '={{ $json.text }}', options: {} },
        },
      ],
      { items: reviews },
    ),
    seed,
  ],
  'sentiment-options-1': [
    workflow(
      [
        {
          name: 'Analyze',
          parameters: {
            resource: 'document',
            operation: 'analyzeSentiment',
            source: 'content',
            content: '={{ $json.text }}',
            options: {
              documentType: '={{ $json.type }}',
              encodingType: '={{ $json.encoding }}',
              language: '={{ $json.language }}',
            },
          },
        },
      ],
      {
        items: [
          {
            text: '<h1>Très bien</h1><p>Le métier est excellent. Le fil est mal emballé.</p>',
            type: 'HTML',
            encoding: 'UTF8',
            language: 'fr',
          },
          { text: 'Ünïcödé 😀 is great. Bad 😞 packaging.', type: 'PLAIN_TEXT', encoding: 'UTF32', language: 'en' },
          { text: 'Ünïcödé 😀 is great. Bad 😞 packaging.', type: 'PLAIN_TEXT', encoding: 'NONE', language: 'de' },
        ],
      },
    ),
    seed,
  ],
  'sentiment-gcs-1': [
    workflow(
      [
        {
          name: 'Analyze',
          parameters: {
            source: 'gcsContentUri',
            gcsContentUri: '={{ $json.uri }}',
            options: { documentType: '={{ $json.uri.endsWith(".html") ? "HTML" : "PLAIN_TEXT" }}' },
          },
        },
      ],
      { items: [{ uri: 'gs://weft-reviews/review-1.txt' }, { uri: 'gs://weft-reviews/review-2.html' }] },
    ),
    seed,
  ],
  'error-stop-1': [
    workflow([
      {
        name: 'Analyze',
        parameters: { source: 'gcsContentUri', gcsContentUri: 'gs://weft-reviews/missing.txt', options: {} },
      },
    ]),
    seed,
  ],
  'error-continue-1': [
    workflow(
      [
        {
          name: 'Analyze',
          onError: 'continueRegularOutput',
          parameters: { source: 'gcsContentUri', gcsContentUri: '={{ $json.uri }}', options: {} },
        },
      ],
      { items: [{ uri: 'gs://weft-reviews/review-1.txt' }, { uri: 'gs://weft-reviews/missing.txt' }] },
    ),
    seed,
  ],
};

mkdirSync(out, { recursive: true });
writeFileSync(new URL('credentials.json', out), JSON.stringify([CREDENTIAL], null, 2) + '\n');
for (const [name, [wf, s]] of Object.entries(cases)) {
  const dir = new URL(`${name}/`, out);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    new URL('workflow.json', dir),
    JSON.stringify({ name: `Google Cloud Natural Language ${name}`, ...wf }, null, 2) + '\n',
  );
  writeFileSync(new URL('seed.json', dir), JSON.stringify({ language: s }, null, 2) + '\n');
}
