/**
 * Writes the Discord cases recorded against the Discord API fake (families/discord.mjs) to
 * src/discord/conformance-fake/<case>/{workflow.json,seed.json} and their credentials.json:
 * Discord 1 posting to a channel webhook (then read back with Discord 2), and Discord 2 with the bot
 * token, OAuth2 and webhook connections: messages sent to channels and members, read, reacted to and
 * deleted, channels created, read, updated, listed and deleted, members listed and given roles, and
 * Discord's refusals with and without "continue". Items come from a Code node (n8n's CLI ignores
 * pinned data).
 *
 *   node make-discord-cases.mjs   (then: sudo record.sh discord ../../src/discord/conformance-fake)
 */
import { mkdirSync, writeFileSync } from 'node:fs';

const out = new URL('../../src/discord/conformance-fake/', import.meta.url);
const WEBHOOK = 'https://discord.com/api/webhooks/900/hook-token';
const credentials = {
  discordBotApi: { id: 'dcBotCred0001', name: 'Discord Bot account', type: 'discordBotApi', data: { botToken: 'discord-bot-token' } },
  discordWebhookApi: { id: 'dcHookCred001', name: 'Discord Webhook account', type: 'discordWebhookApi', data: { webhookUri: WEBHOOK } },
  discordOAuth2Api: {
    id: 'dcOauthCred01', name: 'Discord OAuth2 account', type: 'discordOAuth2Api',
    data: { clientId: 'weft-test', clientSecret: 'weft-test', botToken: 'discord-bot-token', oauthTokenData: { access_token: 'discord-user-token', token_type: 'Bearer' } },
  },
};

const author = (i) => ({ id: String(300 + i), username: `user${i}`, global_name: `User ${i}`, bot: false });
const seed = {
  discord: {
    nextId: 1000,
    messages: [
      { id: '700', channel_id: '200', author: author(0), content: 'Build 41 passed' },
      { id: '701', channel_id: '200', author: author(1), content: 'Deploy at noon', embeds: [{ title: 'Deploy', color: 65280 }] },
      { id: '702', channel_id: '200', author: author(2), content: 'Who broke main?' },
      { id: '703', channel_id: '202', author: author(0), content: 'Lunch?' },
    ],
  },
};

const rl = (value) => ({ __rl: true, value, mode: 'id' });
const server = { guildId: rl('100') };
let position = 0;
/** A Discord node of a version with its parameters (and node settings such as onError). */
function discord(name, typeVersion, parameters, settings = {}) {
  const auth = typeVersion === 1 ? undefined : parameters.authentication === 'webhook' ? 'discordWebhookApi' : parameters.authentication === 'oAuth2' ? 'discordOAuth2Api' : 'discordBotApi';
  const c = auth ? credentials[auth] : undefined;
  return {
    parameters, id: `dc-${name.toLowerCase().replace(/\W+/g, '-')}`, name, type: 'n8n-nodes-base.discord', typeVersion, position: [440 + 220 * position++, 0],
    ...(typeVersion === 1 ? {} : { webhookId: '6c1f0e2a-5b7d-4c3e-9f8a-1b2c3d4e5f60' }), ...(c ? { credentials: { [auth]: { id: c.id, name: c.name } } } : {}), ...settings,
  };
}

/** Writes one case: Start → Items (the given items) → the nodes in a chain. */
function write(name, items, nodes) {
  position = 0;
  const all = [
    { parameters: {}, id: 'start', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0] },
    { parameters: { jsCode: `return ${JSON.stringify(items)};` }, id: 'items', name: 'Items', type: 'n8n-nodes-base.code', typeVersion: 2, position: [220, 0] },
    ...nodes,
  ];
  const connections = {};
  for (let i = 0; i + 1 < all.length; i++) connections[all[i].name] = { main: [[{ node: all[i + 1].name, type: 'main', index: 0 }]] };
  const dir = new URL(`${name}/`, out);
  mkdirSync(dir, { recursive: true });
  writeFileSync(new URL('workflow.json', dir), `${JSON.stringify({ name: `Discord: ${name}`, nodes: all, connections, settings: { executionOrder: 'v1' } }, null, 1)}\n`);
  writeFileSync(new URL('seed.json', dir), `${JSON.stringify(seed, null, 1)}\n`);
}

const one = [{ json: {} }];
/** Discord 2 reading back the newest messages of #general, whole. */
const readBack = (name, limit) => discord(name, 2, { resource: 'message', operation: 'getAll', ...server, channelId: rl('200'), limit, options: { simplify: false } }, { executeOnce: true });

write('v1-webhook-send', [{ json: { version: '1.4' } }, { json: { version: '1.5' } }], [
  discord('Discord', 1, { webhookUri: WEBHOOK, text: '=Release {{ $json.version }} is out', options: { username: 'Release Bot', embeds: '[{"title": "Changelog", "url": "https://weft.example/changelog"}]', tts: true } }),
  readBack('Read back', 2),
]);
write('v1-webhook-embeds-only', one, [
  discord('Discord', 1, { webhookUri: WEBHOOK, text: '', options: { embeds: '[{"description": "Nightly build green", "color": 65280}]', avatarUrl: 'https://weft.example/bot.png', flags: 4 } }),
  readBack('Read back', 1),
]);
write('v1-webhook-missing-content', one, [discord('Discord', 1, { webhookUri: WEBHOOK, text: '', options: {} })]);
write('send-to-channel-with-embed-v2', [{ json: { build: 41, branch: 'main' } }, { json: { build: 42, branch: 'release' } }], [
  discord('Discord', 2, {
    resource: 'message', ...server, channelId: rl('200'), content: '=Build {{ $json.build }} failed on {{ $json.branch }}',
    options: { flags: ['SUPPRESS_NOTIFICATIONS'], message_reference: '700' },
    embeds: { values: [{ title: '=Build #{{ $json.build }}', color: '#ff0000', url: '=https://ci.weft.example/builds/{{ $json.build }}', author: 'CI', timestamp: '2026-01-02T03:04:05.000Z' }] },
  }),
]);
write('send-to-user-v2', one, [
  discord('Discord', 2, { resource: 'message', ...server, sendTo: 'user', userId: rl('301'), content: 'Your build is ready', options: { tts: false } }),
]);
// Replying to an unknown message and sending nothing stop the run: n8n's "continue" items for these
// two carry n8n's own wording of a hint as their description, which Weft words its own way.
write('send-reply-to-unknown-message-v2', [{ json: { reply: '700' } }, { json: { reply: '999' } }], [
  discord('Discord', 2, { resource: 'message', ...server, channelId: rl('200'), content: 'Agreed', options: { message_reference: '={{ $json.reply }}' } }),
]);
write('send-empty-message-v2', one, [discord('Discord', 2, { resource: 'message', ...server, channelId: rl('200'), content: '', options: {} })]);
const report = (name, text) => ({ json: { name }, binary: { data: { data: Buffer.from(text).toString('base64'), mimeType: 'text/plain', fileName: `${name}.txt`, fileExtension: 'txt' } } });
write('send-with-file-v2', [report('monday', 'all green'), report('tuesday', 'two red builds')], [
  discord('Discord', 2, { resource: 'message', ...server, channelId: rl('202'), content: '=Report for {{ $json.name }}', options: {}, files: { values: [{ inputFieldName: 'data' }] } }),
]);
// A file through the webhook connection is left out: n8n 1.123 fails on Discord's empty answer to it
// (see conformance-fake/webhook-send-with-file-v2/NOTE.md).
write('message-get-and-get-many-v2', one, [
  discord('Get', 2, { resource: 'message', operation: 'get', ...server, channelId: rl('200'), messageId: '701', options: { simplify: true } }),
  discord('Get many', 2, { resource: 'message', operation: 'getAll', ...server, channelId: rl('200'), limit: 2, options: { simplify: true } }),
  discord('Get all', 2, { resource: 'message', operation: 'getAll', ...server, channelId: rl('200'), returnAll: true, options: {} }, { executeOnce: true }),
]);
write('message-react-and-delete-v2', one, [
  discord('React', 2, { resource: 'message', operation: 'react', ...server, channelId: rl('200'), messageId: '700', emoji: '👍' }),
  discord('Delete', 2, { resource: 'message', operation: 'deleteMessage', ...server, channelId: rl('200'), messageId: '701' }),
  discord('Get', 2, { resource: 'message', operation: 'get', ...server, channelId: rl('200'), messageId: '701', options: {} }, { onError: 'continueRegularOutput' }),
]);
write('message-get-unknown-v2', one, [discord('Discord', 2, { resource: 'message', operation: 'get', ...server, channelId: rl('200'), messageId: '999', options: {} })]);
write('channel-create-get-update-delete-v2', one, [
  discord('Create', 2, { ...server, name: 'releases', options: { topic: 'Release notes', nsfw: false, categoryId: { __rl: true, value: '203', mode: 'id' } } }),
  discord('Get', 2, { operation: 'get', ...server, channelId: rl('={{ $json.id }}') }),
  discord('Update', 2, { operation: 'update', ...server, channelId: rl('={{ $json.id }}'), name: 'release-notes', options: { topic: 'Notes of every release', rate_limit_per_user: 10 } }),
  discord('Delete', 2, { operation: 'deleteChannel', ...server, channelId: rl('={{ $json.id }}') }),
]);
write('channel-get-many-v2', one, [
  discord('Limited', 2, { operation: 'getAll', ...server, limit: 3 }),
  discord('Text channels', 2, { operation: 'getAll', ...server, returnAll: true, options: { filter: [0] } }, { executeOnce: true }),
]);
write('channel-get-unknown-continue-v2', [{ json: { id: '200' } }, { json: { id: '404' } }], [
  discord('Discord', 2, { operation: 'get', ...server, channelId: rl('={{ $json.id }}') }, { onError: 'continueRegularOutput' }),
]);
write('member-get-many-and-roles-v2', one, [
  discord('Members', 2, { resource: 'member', ...server, limit: 2, after: '300', options: { simplify: true } }),
  discord('Add role', 2, { resource: 'member', operation: 'roleAdd', ...server, userId: rl('={{ $json.user.id }}'), role: ['501'] }),
  discord('Remove role', 2, { resource: 'member', operation: 'roleRemove', ...server, userId: rl('301'), role: ['501'] }, { executeOnce: true }),
  discord('All members', 2, { resource: 'member', ...server, returnAll: true, options: {} }, { executeOnce: true }),
]);
write('webhook-send-v2', one, [
  discord('Without wait', 2, { authentication: 'webhook', content: 'Release 1.4 is out', options: { username: 'Release Bot', flags: ['SUPPRESS_EMBEDS'] } }),
  discord('With wait', 2, { authentication: 'webhook', content: 'Release 1.5 is out', options: { wait: true, tts: true }, embeds: { values: [{ inputMethod: 'json', json: '{"title": "Changelog", "description": "Faster"}' }] } }),
]);
write('oauth2-send-and-get-many-v2', one, [
  discord('Send', 2, { authentication: 'oAuth2', resource: 'message', ...server, channelId: rl('202'), content: 'Posted through OAuth2', options: {} }),
  discord('Channels', 2, { authentication: 'oAuth2', operation: 'getAll', ...server, returnAll: true }, { executeOnce: true }),
]);

writeFileSync(new URL('credentials.json', out), `${JSON.stringify(Object.values(credentials), null, 1)}\n`);
