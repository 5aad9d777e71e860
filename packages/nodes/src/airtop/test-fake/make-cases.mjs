/**
 * Writes the Airtop cases recorded from real n8n (`../conformance-fake/<case>/{workflow.json,seed.json}`
 * and the credentials export). Run: `node make-cases.mjs`, then record them with
 * `test/saas-fake/record-unlocked.sh airtop src/airtop/conformance-fake`.
 *
 * Seeded ids (counted by the fake): the first seeded session is …000000000001, its first window
 * `window-0002`; a second seeded session follows the first's windows.
 */
import { mkdirSync, writeFileSync } from 'node:fs';

const root = new URL('../conformance-fake/', import.meta.url);
const CRED = { airtopApi: { id: 'aIrToP000000001', name: 'Airtop account' } };
const S1 = '00000000-0000-4000-8000-000000000001';
const W1 = 'window-0002';

/** A workflow: the manual trigger, then each node in a chain (a node may name its input with `after`). */
function workflow(name, nodes) {
  const all = [{ parameters: {}, id: 'trigger', name: 'When clicking ‘Execute workflow’', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0] }];
  const connections = {};
  let previous = all[0].name;
  nodes.forEach((n, k) => {
    const node = { parameters: n.parameters, id: `step-${k + 1}`, name: n.name, type: n.type ?? 'n8n-nodes-base.airtop', typeVersion: n.version ?? 1, position: [220 * (k + 1), 0] };
    if (node.type === 'n8n-nodes-base.airtop') node.credentials = CRED;
    if (n.onError) node.onError = n.onError;
    all.push(node);
    const from = n.after ?? previous;
    (connections[from] ??= { main: [[]] }).main[0].push({ node: n.name, type: 'main', index: 0 });
    previous = n.name;
  });
  return { name: `Airtop ${name}`, nodes: all, connections, settings: { executionOrder: 'v1' } };
}
const code = (name, json) => ({ name, type: 'n8n-nodes-base.code', version: 2, parameters: { jsCode: `return ${JSON.stringify(json.map((j) => ({ json: j })))};` } });

const cases = {
  'session-create-1': {
    seed: {},
    nodes: [
      { name: 'Create', parameters: { profileName: 'weft-profile', saveProfileOnTermination: true, record: true, timeoutMinutes: 15, proxy: 'integrated', proxyConfig: { country: 'FR', sticky: false }, additionalFields: { solveCaptcha: true, extensionIds: 'ext-a, ext-b' } } },
      { name: 'Plain', parameters: {}, version: 1.1 },
    ],
  },
  'session-save-terminate-1': {
    seed: { sessions: [{ windows: [{ url: 'https://weft.example/' }] }] },
    nodes: [
      code('Session', [{ sessionId: S1 }]),
      { name: 'Save', parameters: { operation: 'save', profileName: 'kept-profile' } },
      { name: 'Terminate', parameters: { operation: 'terminate' }, version: 1.1 },
    ],
  },
  'window-1': {
    seed: { sessions: [{}] },
    nodes: [
      code('Session', [{ sessionId: S1 }]),
      { name: 'Open', parameters: { resource: 'window', url: 'https://weft.example/start', getLiveView: true, includeNavigationBar: true, screenResolution: '1280X720', disableResize: true, additionalFields: { waitUntil: 'domContentLoaded' } } },
      { name: 'Load', parameters: { resource: 'window', operation: 'load', url: 'https://weft.example/next', additionalFields: { waitUntil: 'complete' } } },
      { name: 'Live View', parameters: { resource: 'window', operation: 'getLiveView', additionalFields: { includeNavigationBar: true, screenResolution: '1920x1080' } }, version: 1.1 },
      { name: 'List', parameters: { resource: 'window', operation: 'list' } },
      { name: 'Close', parameters: { resource: 'window', operation: 'close', windowId: 'window-0002' }, version: 1.1 },
    ],
  },
  'window-screenshot-1': {
    seed: { sessions: [{ windows: [{ url: 'https://weft.example/' }] }] },
    nodes: [
      code('Window', [{ sessionId: S1, windowId: W1 }]),
      { name: 'Screenshot', parameters: { resource: 'window', operation: 'takeScreenshot' } },
      { name: 'As Binary', parameters: { resource: 'window', operation: 'takeScreenshot', outputImageAsBinary: true }, version: 1.1 },
    ],
  },
  'extraction-existing-1': {
    seed: { sessions: [{ windows: [{ url: 'https://weft.example/pricing' }] }], answers: { 'List the plans': '{"plans":["Free","Team"]}' } },
    nodes: [
      code('Window', [{ sessionId: S1, windowId: W1 }]),
      { name: 'Query', parameters: { resource: 'extraction', operation: 'query', prompt: 'What does the page sell?', additionalFields: { includeVisualAnalysis: true } } },
      { name: 'Query JSON', parameters: { resource: 'extraction', operation: 'query', prompt: 'List the plans', additionalFields: { outputSchema: '{"type":"object"}', parseJsonOutput: true } }, after: 'Window' },
      { name: 'Paginated', parameters: { resource: 'extraction', operation: 'getPaginated', prompt: 'Every plan', additionalFields: { paginationMode: 'paginated', interactionMode: 'accurate', parseJsonOutput: false } }, version: 1.1, after: 'Window' },
    ],
  },
  'extraction-new-session-1': {
    seed: {},
    nodes: [
      { name: 'Scrape', parameters: { resource: 'extraction', operation: 'scrape', sessionMode: 'new', url: 'https://weft.example/docs', profileName: 'reader' } },
      { name: 'Query Kept', parameters: { resource: 'extraction', operation: 'query', sessionMode: 'new', url: 'https://weft.example/blog', autoTerminateSession: false, prompt: 'Latest post?' }, version: 1.1 },
    ],
  },
  'interaction-1': {
    seed: { sessions: [{ windows: [{ url: 'https://weft.example/form' }] }] },
    nodes: [
      code('Window', [{ sessionId: S1, windowId: W1 }]),
      { name: 'Click', parameters: { resource: 'interaction', elementDescription: 'the Sign in button', clickType: 'doubleClick', additionalFields: { visualScope: 'viewport', waitForNavigation: 'networkidle0' } } },
      { name: 'Hover', parameters: { resource: 'interaction', operation: 'hover', sessionId: S1, windowId: W1, elementDescription: 'the menu' } },
      { name: 'Type', parameters: { resource: 'interaction', operation: 'type', sessionId: S1, windowId: W1, text: 'hello', pressEnterKey: true, elementDescription: 'the search box' }, version: 1.1 },
      { name: 'Scroll', parameters: { resource: 'interaction', operation: 'scroll', sessionId: S1, windowId: W1, scrollToElement: 'the footer', scrollWithin: 'the main list' } },
      { name: 'Scroll Manual', parameters: { resource: 'interaction', operation: 'scroll', sessionId: S1, windowId: W1, scrollingMode: 'manual', scrollToEdge: { edgeValues: { yAxis: 'bottom' } }, scrollBy: { scrollValues: { xAxis: '-50px', yAxis: '20%' } } }, version: 1.1 },
      { name: 'Fill', parameters: { resource: 'interaction', operation: 'fill', sessionId: S1, windowId: W1, formData: 'Name: Ada, Email: ada@weft.example' } },
    ],
  },
  'files-1': {
    seed: { sessions: [{}, {}], files: [{ fileName: 'a.txt', sessions: [0], content: 'alpha' }, { fileName: 'b.csv', sessions: [1], content: 'x,y' }, { fileName: 'c.pdf', sessions: [0], content: 'pdf' }] },
    nodes: [
      { name: 'Many', parameters: { resource: 'file', limit: 2 } },
      { name: 'Split', parameters: { resource: 'file', returnAll: true, sessionIds: S1, outputSingleItem: false }, version: 1.1 },
      { name: 'Get', parameters: { resource: 'file', operation: 'get', fileId: '={{ $json.id }}', outputBinaryFile: true } },
      { name: 'Delete', parameters: { resource: 'file', operation: 'deleteFile', fileId: '={{ $json.data.id }}' }, version: 1.1 },
    ],
  },
  'files-return-all-1': {
    seed: { files: Array.from({ length: 103 }, (_, k) => ({ fileName: `f${k}.txt` })) },
    nodes: [
      { name: 'All', parameters: { resource: 'file', returnAll: true } },
      { name: 'Count', type: 'n8n-nodes-base.code', version: 2, parameters: { jsCode: 'return [{ json: { files: $input.first().json.data.files.length, last: $input.first().json.data.files.at(-1).fileName, pagination: $input.first().json.data.pagination } }];' } },
    ],
  },
  'file-upload-load-1': {
    seed: { sessions: [{ windows: [{ url: 'https://weft.example/upload' }] }], files: [{ fileName: 'source.txt', content: 'upload me' }] },
    nodes: [
      code('Window', [{ sessionId: S1, windowId: W1 }]),
      { name: 'Upload', parameters: { resource: 'file', operation: 'upload', fileName: 'copy.txt', url: 'https://api.airtop.ai/downloads/00000000-0000-4000-8000-000000000004', elementDescription: 'the file input' } },
      { name: 'Load', parameters: { resource: 'file', operation: 'load', fileId: '={{ $json.data.fileId }}', sessionId: S1, windowId: W1, includeHiddenElements: false }, version: 1.1 },
    ],
  },
  'session-wait-download-1': {
    seed: { sessions: [{}], downloads: [{ session: 0, fileName: 'report.pdf' }] },
    nodes: [
      code('Session', [{ sessionId: S1 }]),
      { name: 'Wait', parameters: { operation: 'waitForDownload' } },
    ],
  },
  'agent-1': {
    seed: { agentOutputs: { 'agent-7': { summary: 'done', pages: 3 } } },
    nodes: [
      { name: 'Run', parameters: { resource: 'agent', webhookUrl: 'https://api.airtop.ai/api/hooks/agents/agent-7/webhooks/hook-1', agentParameters: '{"query":"weft"}', timeout: 60 } },
      { name: 'Fire', parameters: { resource: 'agent', webhookUrl: 'https://api.airtop.ai/api/hooks/agents/agent-7/webhooks/hook-1', agentParameters: '{"query":"again"}', awaitExecution: false }, version: 1.1 },
    ],
  },
  'error-missing-session-1': {
    seed: {},
    nodes: [{ name: 'Terminate', parameters: { operation: 'terminate', sessionId: '00000000-0000-4000-8000-000000000099' } }],
  },
  'error-continue-1': {
    seed: { sessions: [{}] },
    nodes: [
      code('Sessions', [{ sessionId: '00000000-0000-4000-8000-000000000099' }, { sessionId: S1 }]),
      { name: 'List', parameters: { resource: 'window', operation: 'list' }, onError: 'continueRegularOutput' },
    ],
  },
  'error-profile-name-1': {
    seed: {},
    nodes: [{ name: 'Create', parameters: { profileName: 'not valid!' } }],
  },
};

mkdirSync(root, { recursive: true });
writeFileSync(new URL('credentials.json', root), JSON.stringify([{ id: 'aIrToP000000001', name: 'Airtop account', type: 'airtopApi', data: { apiKey: 'weft-airtop-key-0001' } }], null, 1));
for (const [name, c] of Object.entries(cases)) {
  const dir = new URL(`${name}/`, root);
  mkdirSync(dir, { recursive: true });
  writeFileSync(new URL('workflow.json', dir), JSON.stringify(workflow(name, c.nodes), null, 1));
  writeFileSync(new URL('seed.json', dir), JSON.stringify({ airtop: c.seed }, null, 1));
}
