/**
 * Writes the Slack cases recorded from real n8n against the Slack fake (families/slack.mjs) under
 * src/slack/conformance-fake/<case>/{workflow.json,seed.json}: every typeVersion of the Slack node
 * (1, 2, 2.1–2.4) with n8n's own parameter shapes, covering posts (text, blocks, attachments, to a
 * user, in a thread), update, delete, permalink, channel and user reads, reactions, file uploads
 * (files.upload and the external flow) and Slack's `ok: false` errors with and without
 * continue-on-fail. Input items come from a Code node, as n8n's CLI ignores pinned data. Messages
 * go out without n8n's attribution line, which names the n8n instance (Weft names itself there).
 *
 *   node make-slack-cases.mjs && bash record.sh slack ../../src/slack/conformance-fake
 */
import { mkdirSync, writeFileSync } from 'node:fs';

const out = new URL('../../src/slack/conformance-fake/', import.meta.url);
const BOT = { slackApi: { id: 'slackBot01', name: 'Slack bot' } };
const OAUTH = { slackOAuth2Api: { id: 'slackOAuth01', name: 'Slack OAuth2' } };

const trigger = { parameters: {}, id: 'trigger', name: 'When clicking ‘Execute workflow’', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0] };
const rl = (value, mode = 'id', extra = {}) => ({ __rl: true, value, mode, ...extra });
const general = rl('C01GENERAL', 'list', { cachedResultName: 'general' });
const noLink = { includeLinkToWorkflow: false };

/** A Code node answering `items` (json and, optionally, a text file as binary `data`). */
function items(list) {
  const code = list.map(({ file, ...json }) => (file ? { json, binary: { data: { data: Buffer.from(file.text).toString('base64'), mimeType: file.mimeType ?? 'text/plain', fileName: file.name } } } : { json }));
  return { parameters: { jsCode: `return ${JSON.stringify(code)};` }, id: 'items', name: 'Items', type: 'n8n-nodes-base.code', typeVersion: 2, position: [200, 0] };
}

let position = 0;
/** A Slack node. */
function slack(name, typeVersion, parameters, extra = {}) {
  position += 200;
  return { parameters, id: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'), name, type: 'n8n-nodes-base.slack', typeVersion, position: [position + 200, 0], credentials: BOT, ...extra };
}

/** A workflow running `nodes` one after the other (`chain`) or each straight after the start (`fan`). */
function workflow(name, nodes, shape = 'chain') {
  position = 0;
  const connections = {};
  const all = [trigger, ...nodes];
  if (shape === 'chain') {
    for (let n = 1; n < all.length; n++) connections[all[n - 1].name] = { main: [[{ node: all[n].name, type: 'main', index: 0 }]] };
  } else {
    const hub = nodes[0].type === 'n8n-nodes-base.code' ? nodes[0] : trigger;
    if (hub !== trigger) connections[trigger.name] = { main: [[{ node: hub.name, type: 'main', index: 0 }]] };
    connections[hub.name] = { main: [nodes.filter((n) => n !== hub).map((n) => ({ node: n.name, type: 'main', index: 0 }))] };
  }
  all.forEach((n, i) => (n.position = [i * 200, shape === 'chain' ? 0 : i * 120]));
  return { name, nodes: all, connections, settings: { executionOrder: 'v1' } };
}

const seedMessages = {
  messages: [
    { channel: 'C01GENERAL', ts: '1690000001.000123', text: 'Standup in 5 minutes', user: 'U02BOB' },
    { channel: 'C01GENERAL', ts: '1690000100.000123', text: 'Release 1.4 is out', user: 'U01ALICE' },
    { channel: 'C01GENERAL', ts: '1690000200.000123', text: 'Lunch?', user: 'U03CAROL' },
    { channel: 'C02RANDOM', ts: '1690000300.000123', text: 'Cat pictures', user: 'U02BOB' },
  ],
};

const cases = {
  // 2.4: post, update the post, its permalink, delete it (ids and timestamps flow by expressions).
  'v2.4-post-update-permalink-delete': {
    workflow: workflow('Slack post lifecycle', [
      items([{ build: 'b-17' }]),
      slack('Post Message', 2.4, { select: 'channel', channelId: general, text: '=Deploy {{ $json.build }} finished', otherOptions: noLink }),
      slack('Update Message', 2.4, { operation: 'update', channelId: rl('C01GENERAL'), ts: '={{ $json.message_timestamp }}', text: '=Deploy {{ $(\'Items\').item.json.build }} rolled back', updateFields: { link_names: true }, otherOptions: noLink }),
      slack('Get Permalink', 2.4, { operation: 'getPermalink', channelId: general, timestamp: '={{ $json.message_timestamp }}' }),
      slack('Delete Message', 2.4, { operation: 'delete', select: 'channel', channelId: general, timestamp: "={{ $('Post Message').item.json.message_timestamp }}" }),
    ]),
  },
  // 2.4: a Block Kit message per item, the blocks JSON built by expressions.
  'v2.4-post-blocks': {
    workflow: workflow('New leads to Slack', [
      items([{ name: 'Ada Lovelace', company: 'Analytical' }, { name: 'Grace Hopper', company: 'COBOL Inc' }]),
      slack('Notify Sales', 2.4, {
        select: 'channel',
        channelId: rl('C02RANDOM'),
        messageType: 'block',
        blocksUi: '={\n  "blocks": [\n    { "type": "header", "text": { "type": "plain_text", "text": "New lead" } },\n    { "type": "section", "text": { "type": "mrkdwn", "text": "*{{ $json.name }}* from {{ $json.company }}" } }\n  ]\n}',
        text: '=New lead: {{ $json.name }}',
        otherOptions: noLink,
      }),
    ]),
  },
  // 2.3: legacy attachments with fields, the channel given by URL.
  'v2.3-post-attachments': {
    workflow: workflow('Invoice paid', [
      items([{ invoice: 'INV-204', amount: '42 EUR' }]),
      slack('Post Invoice', 2.3, {
        select: 'channel',
        channelId: rl('https://app.slack.com/client/T0WEFT/C02RANDOM', 'url'),
        messageType: 'attachment',
        attachments: [{ color: '#36a64f', title: '=Invoice {{ $json.invoice }} paid', text: 'Thanks!', fields: { item: [{ title: 'Amount', value: '={{ $json.amount }}', short: true }, { title: 'Status', value: 'paid', short: false }] }, footer: 'Billing' }],
        otherOptions: noLink,
      }),
    ]),
  },
  // 2.2: a direct message to a user given by name, and a reply in a thread with a bot emoji.
  'v2.2-post-user-and-thread': {
    seed: seedMessages,
    workflow: workflow('Direct message and thread reply', [
      slack('Message Bob', 2.2, { select: 'user', user: rl('bob', 'username'), text: 'Your build is green', otherOptions: { ...noLink, mrkdwn: false } }),
      slack('Reply In Thread', 2.2, {
        select: 'channel',
        channelId: general,
        text: 'On my way',
        otherOptions: { ...noLink, thread_ts: { replyValues: { thread_ts: 1690000001.000123, reply_broadcast: true } }, botProfile: { imageValues: { profilePhotoType: 'emoji', icon_emoji: ':robot_face:' } } },
      }),
    ]),
  },
  // 2.1: a text post (attribution switched off), then its text replaced by blocks.
  'v2.1-post-then-update-blocks': {
    workflow: workflow('Status message', [
      slack('Post Status', 2.1, { select: 'channel', channelId: rl('C01GENERAL'), text: 'Backup running…', otherOptions: { ...noLink, unfurl_links: true } }),
      slack('Update Status', 2.1, { operation: 'update', channelId: rl('C01GENERAL'), ts: '={{ $json.message_timestamp }}', messageType: 'block', blocksUi: '{"blocks":[{"type":"section","text":{"type":"mrkdwn","text":":white_check_mark: Backup done"}}]}', text: 'Backup done', updateFields: {}, otherOptions: noLink }),
    ]),
  },
  // 2: a post (no attribution by default at 2) and a text file uploaded with files.upload.
  'v2-post-and-upload-text': {
    workflow: workflow('Daily report', [
      slack('Post Report', 2, { select: 'channel', channelId: general, text: 'Daily report attached', otherOptions: {} }),
      slack('Upload Report', 2, { resource: 'file', fileContent: 'rows: 12\nerrors: 0', options: { channelIds: ['C01GENERAL'], title: 'report.txt' } }),
    ]),
  },
  // 2.1: a binary file through files.upload (multipart).
  'v2.1-upload-binary': {
    workflow: workflow('Upload CSV', [
      items([{ id: 1, file: { name: 'export.csv', mimeType: 'text/csv', text: 'id,name\n1,Ada\n' } }]),
      slack('Upload File', 2.1, { resource: 'file', binaryData: true, options: { channelIds: ['C02RANDOM'], initialComment: 'Nightly export', title: 'Export' } }),
    ]),
  },
  // 2.2: the external upload flow (upload URL, bytes, completeUploadExternal into a channel).
  'v2.2-upload-external': {
    workflow: workflow('Upload notes', [
      items([{ id: 1, file: { name: 'notes.txt', text: 'hello from the workflow' } }]),
      slack('Upload File', 2.2, { resource: 'file', options: { channelId: 'C01GENERAL', initialComment: 'Meeting notes', title: 'Notes' } }),
    ]),
  },
  // 2.4: the external upload flow for two items, the second renamed.
  'v2.4-upload-external-two-files': {
    workflow: workflow('Upload two files', [
      items([{ n: 1, file: { name: 'a.txt', text: 'first file' } }, { n: 2, file: { name: 'b.md', mimeType: 'text/markdown', text: '# second' } }]),
      slack('Upload File', 2.4, { resource: 'file', binaryPropertyName: 'data', options: { channelId: 'C02RANDOM', fileName: '=file-{{ $json.n }}.txt' } }),
    ]),
  },
  // 2.4: channel reads: one channel, a limited and a full list, history (2.4 sorts it newest first).
  'v2.4-channel-reads': {
    seed: seedMessages,
    workflow: workflow('Channel reads', [
      slack('Get Channel', 2.4, { resource: 'channel', operation: 'get', channelId: rl('C02RANDOM') }),
      slack('List Two Channels', 2.4, { resource: 'channel', operation: 'getAll', limit: 2, filters: {} }),
      slack('List All Channels', 2.4, { resource: 'channel', operation: 'getAll', returnAll: true, filters: { types: ['public_channel', 'private_channel'], excludeArchived: true } }),
      slack('History', 2.4, { resource: 'channel', operation: 'history', channelId: general, returnAll: true, filters: {} }),
      slack('History Limit', 2.4, { resource: 'channel', operation: 'history', channelId: general, limit: 2, filters: {} }),
    ], 'fan'),
  },
  // 2.3: create a channel; history in Slack's order (no sorting before 2.4), and since a date.
  'v2.3-channel-create-history': {
    seed: seedMessages,
    workflow: workflow('Channel create and history', [
      slack('Create Channel', 2.3, { resource: 'channel', channelId: '#launch-plans', channelVisibility: 'private' }),
      slack('History', 2.3, { resource: 'channel', operation: 'history', channelId: general, returnAll: true, filters: {} }),
      slack('History Since', 2.3, { resource: 'channel', operation: 'history', channelId: rl('C01GENERAL'), returnAll: false, limit: 10, filters: { oldest: '2023-07-22T04:30:00.000Z' } }),
    ], 'fan'),
  },
  // 2.4: users: one by list, a limited and a full list, and one through the OAuth2 credential.
  'v2.4-users': {
    workflow: workflow('User reads', [
      slack('User Info', 2.4, { resource: 'user', user: rl('U02BOB', 'list', { cachedResultName: 'bob' }) }),
      slack('Two Users', 2.4, { resource: 'user', operation: 'getAll', limit: 2 }),
      slack('All Users', 2.4, { resource: 'user', operation: 'getAll', returnAll: true }),
      slack('User Info OAuth', 2.4, { authentication: 'oAuth2', resource: 'user', user: rl('U03CAROL') }, { credentials: OAUTH }),
    ], 'fan'),
  },
  // 2.4: reactions on a message: add, get, remove.
  'v2.4-reactions': {
    seed: seedMessages,
    workflow: workflow('Reactions', [
      slack('Add Reaction', 2.4, { resource: 'reaction', channelId: general, timestamp: 1690000100.000123, name: 'tada' }),
      slack('Get Reactions', 2.4, { resource: 'reaction', operation: 'get', channelId: general, timestamp: 1690000100.000123 }),
      slack('Remove Reaction', 2.4, { resource: 'reaction', operation: 'remove', channelId: rl('C01GENERAL'), timestamp: '1690000100.000123', name: 'tada' }),
    ]),
  },
  // 2.4: Slack answers channel_not_found: the workflow stops at the node.
  'v2.4-error-channel-not-found': {
    workflow: workflow('Post to a missing channel', [
      slack('Post Message', 2.4, { select: 'channel', channelId: rl('C99MISSING'), text: 'hello?', otherOptions: noLink }),
    ]),
  },
  // 2.4: continue on fail: the failing item becomes { error }, the other is posted.
  'v2.4-error-continue': {
    workflow: workflow('Post per item, some channels missing', [
      items([{ channel: 'C01GENERAL', text: 'one' }, { channel: 'C99MISSING', text: 'two' }, { channel: 'C02RANDOM', text: 'three' }]),
      slack('Post Message', 2.4, { select: 'channel', channelId: rl('={{ $json.channel }}'), text: '={{ $json.text }}', otherOptions: noLink }, { onError: 'continueRegularOutput' }),
    ]),
  },
  // 1: post with the attachment and block builders, update it, its permalink, delete it.
  'v1-post-update-permalink-delete': {
    workflow: workflow('Slack 1 message lifecycle', [
      slack('Post Message', 1, {
        channel: 'C01GENERAL',
        text: 'Build finished',
        attachments: [{ color: '#ff0000', title: 'Build 88', fields: { item: [{ title: 'Result', value: 'failed', short: true }] } }],
        blocksUi: { blocksValues: [{ type: 'section', textUi: { textValue: { type: 'mrkwdn', text: '*Build 88* failed' } }, fieldsUi: {}, accessoryUi: {} }, { type: 'actions', blockId: 'acts', elementsUi: { elementsValues: [{ type: 'button', text: 'Open', emoji: true, actionId: 'open', url: 'https://ci.example/88', style: 'primary', confirmUi: {} }] } }] },
        otherOptions: {},
      }),
      slack('Update Message', 1, { operation: 'update', channelId: 'C01GENERAL', ts: '={{ $json.ts }}', text: 'Build 88 fixed', updateFields: {} }),
      slack('Get Permalink', 1, { operation: 'getPermalink', channelId: 'C01GENERAL', timestamp: '={{ $json.ts }}' }),
      slack('Delete Message', 1, { operation: 'delete', channelId: 'C01GENERAL', timestamp: "={{ $('Post Message').item.json.ts }}" }),
    ]),
  },
  // 1: post with blocks and attachments given as JSON.
  'v1-post-json': {
    workflow: workflow('Slack 1 JSON message', [
      slack('Post Message', 1, {
        channel: '#random',
        text: 'Weekly numbers',
        jsonParameters: true,
        blocksJson: '[{"type":"section","text":{"type":"mrkdwn","text":"*Signups:* 120"}}]',
        attachmentsJson: '[{"text":"Up 12% on last week","color":"#2eb886"}]',
        otherOptions: { mrkdwn: true },
      }),
    ]),
  },
  // 1: channel and user reads.
  'v1-reads': {
    seed: seedMessages,
    workflow: workflow('Slack 1 reads', [
      slack('Get Channel', 1, { resource: 'channel', operation: 'get', channelId: 'C01GENERAL' }),
      slack('List Channels', 1, { resource: 'channel', operation: 'getAll', limit: 2, filters: {} }),
      slack('History', 1, { resource: 'channel', operation: 'history', channelId: 'C01GENERAL', returnAll: true, filters: {} }),
      slack('User Info', 1, { resource: 'user', user: 'U01ALICE' }),
      slack('All Users', 1, { resource: 'user', operation: 'getAll', returnAll: true }),
    ], 'fan'),
  },
  // 1: a text file uploaded with files.upload.
  'v1-upload-text': {
    workflow: workflow('Slack 1 upload', [
      slack('Upload Text', 1, { resource: 'file', fileContent: 'plain text body', options: { channelIds: ['C02RANDOM'], fileName: 'body.txt', title: 'Body' } }),
    ]),
  },
  // 1: Slack's ok:false under continue on fail, and a stop on the next node.
  'v1-errors': {
    workflow: workflow('Slack 1 errors', [
      slack('Missing Channel', 1, { channel: 'C99MISSING', text: 'hello?', otherOptions: {}, attachments: [] }, { onError: 'continueRegularOutput' }),
      slack('Missing User', 1, { resource: 'user', user: 'U99NOBODY' }),
    ]),
  },
};

for (const [name, c] of Object.entries(cases)) {
  const dir = new URL(`${name}/`, out);
  mkdirSync(dir, { recursive: true });
  writeFileSync(new URL('workflow.json', dir), `${JSON.stringify(c.workflow, null, 1)}\n`);
  writeFileSync(new URL('seed.json', dir), `${JSON.stringify(c.seed ?? {}, null, 1)}\n`);
}
const token = 'xoxb-weft-test';
writeFileSync(
  new URL('credentials.json', out),
  `${JSON.stringify(
    [
      { id: BOT.slackApi.id, name: BOT.slackApi.name, type: 'slackApi', data: { accessToken: token } },
      { id: OAUTH.slackOAuth2Api.id, name: OAUTH.slackOAuth2Api.name, type: 'slackOAuth2Api', data: { clientId: 'weft-test', clientSecret: 'weft-test', oauthTokenData: { access_token: token, token_type: 'Bearer', authed_user: { id: 'U01ALICE', access_token: token } } } },
    ],
    null,
    1,
  )}\n`,
);
