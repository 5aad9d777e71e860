/**
 * Writes the Facebook Graph API cases recorded from n8n against the Graph fake
 * (families/facebook.mjs) under src/facebook-graph-api/conformance-fake/<case>/{workflow.json,seed.json},
 * and their credentials.json: reading a node with and without fields, with the default version
 * and a named one; reading an edge with query parameters from the list and from JSON; publishing
 * to a feed, updating and deleting; uploading a photo (`source:data`) and a video to the video
 * host; a text answer; errors (an unknown object, an unknown field) with and without
 * continue-on-fail. The node has one version (1). Run it, then
 * `record.sh facebook src/facebook-graph-api/conformance-fake`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';

const out = new URL('../../src/facebook-graph-api/conformance-fake/', import.meta.url);
const CREDENTIAL = { id: 'fAcEbOoKgRaPh001', name: 'Facebook Graph account', type: 'facebookGraphApi' };
const PAGE = '104000000000001';
const seed = {
  facebook: {
    user: { id: '10150000000000001', name: 'Ada Lovelace' },
    objects: [
      { id: PAGE, type: 'Page', name: 'Weft Engines', about: 'We build engines', category: 'Software', fan_count: 42 },
      ...Array.from({ length: 5 }, (_, i) => ({ id: `${PAGE}_${6000000000000000 + i + 1}`, type: 'Post', message: `Update number ${i + 1}`, created_time: `2024-04-0${i + 1}T09:00:00+0000` })),
    ],
    edges: { [`${PAGE}/feed`]: Array.from({ length: 5 }, (_, i) => `${PAGE}_${6000000000000000 + 5 - i}`) },
  },
};

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const files = (json) => ({
  json,
  binary: {
    data: { data: PNG, mimeType: 'image/png', fileName: 'dot.png', fileExtension: 'png' },
    clip: { data: Buffer.from('a tiny video').toString('base64'), mimeType: 'video/mp4', fileName: 'clip.mp4', fileExtension: 'mp4' },
  },
});

function workflow(steps, items) {
  const nodes = [{ parameters: {}, id: 'trigger', name: 'When clicking ‘Execute workflow’', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0] }];
  if (items) nodes.push({ parameters: { jsCode: `return ${JSON.stringify(items.map((item) => (item.json ? item : { json: item })))};` }, id: 'items', name: 'Items', type: 'n8n-nodes-base.code', typeVersion: 2, position: [220, 0] });
  for (const [i, { name, parameters, onError }] of steps.entries()) {
    nodes.push({ parameters, id: `step-${i + 1}`, name, type: 'n8n-nodes-base.facebookGraphApi', typeVersion: 1, position: [440 + 220 * i, 0], credentials: { facebookGraphApi: { id: CREDENTIAL.id, name: CREDENTIAL.name } }, ...(onError ? { onError } : {}) });
  }
  const connections = {};
  for (let i = 0; i + 1 < nodes.length; i++) connections[nodes[i].name] = { main: [[{ node: nodes[i + 1].name, type: 'main', index: 0 }]] };
  return { nodes, connections, settings: { executionOrder: 'v1' } };
}
const fields = (...names) => ({ fields: { field: names.map((name) => ({ name })) } });

const cases = {
  'get-node-1': workflow([
    { name: 'Me', parameters: { node: 'me', options: {} } },
    { name: 'Me with fields', parameters: { node: 'me', graphApiVersion: 'v23.0', options: fields('id', 'name', 'email') } },
    { name: 'Page', parameters: { node: PAGE, graphApiVersion: 'v19.0', options: fields('name', 'fan_count', 'about') } },
  ]),
  'get-edge-1': workflow([
    { name: 'Feed', parameters: { node: PAGE, edge: 'feed', graphApiVersion: 'v23.0', options: { ...fields('message', 'created_time'), queryParameters: { parameter: [{ name: 'limit', value: '2' }] } } } },
    { name: 'Next page', parameters: { node: PAGE, edge: 'feed', options: { queryParameters: { parameter: [{ name: 'limit', value: '2' }] }, queryParametersJson: '={{ JSON.stringify({ limit: 3, after: $json.paging.cursors.after }) }}' } } },
  ]),
  'publish-update-delete-1': workflow([
    { name: 'Publish', parameters: { httpRequestMethod: 'POST', node: PAGE, edge: 'feed', graphApiVersion: 'v23.0', options: { queryParameters: { parameter: [{ name: 'message', value: '={{ $json.text }}' }] } } } },
    { name: 'Update', parameters: { httpRequestMethod: 'POST', node: '={{ $json.id }}', options: { queryParameters: { parameter: [{ name: 'message', value: 'Edited' }] } } } },
    { name: 'Read back', parameters: { node: `${PAGE}_7000000000000001`, options: fields('message') } },
    { name: 'Delete', parameters: { httpRequestMethod: 'DELETE', node: `${PAGE}_7000000000000001`, options: {} } },
  ], [{ text: 'Hello from the Graph API' }]),
  'upload-1': workflow([
    { name: 'Photo', parameters: { httpRequestMethod: 'POST', node: PAGE, edge: 'photos', sendBinaryData: true, binaryPropertyName: 'source:data', options: { queryParameters: { parameter: [{ name: 'caption', value: '={{ $json.caption }}' }] } } } },
    { name: 'Video', parameters: { hostUrl: 'graph-video.facebook.com', httpRequestMethod: 'POST', node: PAGE, edge: 'videos', graphApiVersion: 'v23.0', sendBinaryData: true, binaryPropertyName: 'clip', options: { queryParametersJson: '{"description":"A tiny video","title":"Clip"}' } } },
  ], [files({ caption: 'A dot' })]),
  'text-answer-1': workflow([{ name: 'Text', onError: 'continueRegularOutput', parameters: { node: 'weft-plain-text', options: {} } }]),
  'error-unknown-object-1': workflow([{ name: 'Missing', parameters: { node: '999', options: {} } }]),
  'error-continue-1': workflow([
    { name: 'Lookup', onError: 'continueRegularOutput', parameters: { node: '={{ $json.id }}', options: fields('name') } },
    { name: 'Bad field', onError: 'continueRegularOutput', parameters: { node: 'me', options: fields('shoe_size') } },
  ], [{ id: PAGE }, { id: '999' }]),
};

for (const [name, wf] of Object.entries(cases)) {
  const dir = new URL(`${name}/`, out);
  mkdirSync(dir, { recursive: true });
  writeFileSync(new URL('workflow.json', dir), `${JSON.stringify({ name: `Facebook Graph API ${name}`, ...wf }, null, 1)}\n`);
  writeFileSync(new URL('seed.json', dir), `${JSON.stringify(seed, null, 1)}\n`);
}
writeFileSync(new URL('credentials.json', out), `${JSON.stringify([{ ...CREDENTIAL, data: { accessToken: 'weft-fb-token' } }], null, 1)}\n`);
