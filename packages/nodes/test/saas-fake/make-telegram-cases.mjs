/**
 * Writes the Telegram cases recorded against the Bot API fake (families/telegram.mjs) to
 * src/telegram/conformance-fake/<case>/{workflow.json,seed.json} and their credentials.json:
 * Telegram 1, 1.1 and 1.2 sending, editing, deleting and pinning messages, files by URL and
 * uploaded, media groups, locations, chats, members, files and callback queries, and Telegram's
 * refusals with and without "continue". Items come from a Code node (n8n's CLI ignores pinned data).
 * The attribution line n8n appends from 1.1 names n8n and Weft's names Weft, so the 1.1 and 1.2
 * Send Message cases turn it off.
 *
 *   node make-telegram-cases.mjs   (then: sudo record.sh telegram ../../src/telegram/conformance-fake)
 */
import { mkdirSync, writeFileSync } from 'node:fs';

const out = new URL('../../src/telegram/conformance-fake/', import.meta.url);
const credential = { id: 'tgBotCred0001', name: 'Telegram account', type: 'telegramApi' };

const seed = {
  telegram: {
    firstMessageId: 100,
    date: 1_767_225_600,
    chats: [
      { id: 42, first_name: 'Ada', last_name: 'Lovelace', username: 'ada', type: 'private' },
      { id: -100, title: 'Weft testers', type: 'group', all_members_are_administrators: false, description: 'Where Weft is tried out' },
      { id: -1001234, title: 'Weft news', username: 'weftnews', type: 'channel' },
    ],
    messages: [
      { chat_id: 42, message_id: 7, text: 'Build 41 passed' },
      { chat_id: 42, message_id: 8, text: 'Deploy at noon' },
      { chat_id: -100, message_id: 9, text: 'Welcome, testers' },
    ],
    members: [
      { chat_id: -100, status: 'creator', user: { id: 1, is_bot: false, first_name: 'Ada', username: 'ada' }, is_anonymous: false },
      { chat_id: -100, status: 'administrator', user: { id: 2, is_bot: false, first_name: 'Grace', username: 'grace' }, can_be_edited: false, is_anonymous: false, can_manage_chat: true, can_delete_messages: true },
      { chat_id: -100, status: 'member', user: { id: 3, is_bot: false, first_name: 'Linus' } },
    ],
    files: [{ file_id: 'AgACAgQAAxkBAAIBZ', file_unique_id: 'AQADcrwxG', file_path: 'photos/file_0.jpg', content: 'JPEGDATA' }],
  },
};

let position = 0;
/** A Telegram node of a version with its parameters (and node settings such as onError). */
const telegram = (name, typeVersion, parameters, settings = {}) => ({
  parameters, id: `tg-${name.toLowerCase().replace(/\W+/g, '-')}`, name, type: 'n8n-nodes-base.telegram', typeVersion, position: [440 + 220 * position++, 0],
  webhookId: '3f9a6a52-6c1d-4f55-9a49-7f1b1f5e0c11', credentials: { telegramApi: { id: credential.id, name: credential.name } }, ...settings,
});

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
  writeFileSync(new URL('workflow.json', dir), `${JSON.stringify({ name: `Telegram: ${name}`, nodes: all, connections, settings: { executionOrder: 'v1' } }, null, 1)}\n`);
  writeFileSync(new URL('seed.json', dir), `${JSON.stringify(seed, null, 1)}\n`);
}

const one = [{ json: {} }];
const noAttribution = { appendAttribution: false };
const buttons = (list) => ({ rows: [{ row: { buttons: list } }] });

write('send-message-v1', [{ json: { name: 'Ada' } }, { json: { name: 'Grace' } }], [
  telegram('Telegram', 1, { chatId: '42', text: '=Hello {{ $json.name }}, the status page is https://weft.example/status', additionalFields: {} }),
]);
write('send-message-plain-v1', one, [telegram('Telegram', 1, { chatId: '42', text: 'Standup in *five* minutes', additionalFields: { disable_notification: true } })]);
write('send-message-html-v1.1', [{ json: { build: 41 } }, { json: { build: 42 } }], [
  telegram('Telegram', 1.1, { chatId: '-100', text: '=<b>Build {{ $json.build }}</b> failed on <i>main</i>', additionalFields: { ...noAttribution, parse_mode: 'HTML', disable_notification: true } }),
]);
write('send-message-inline-keyboard-v1.2', one, [
  telegram('Telegram', 1.2, {
    chatId: '42', text: 'Deploy *1.4* now?', replyMarkup: 'inlineKeyboard',
    inlineKeyboard: buttons([{ text: 'Yes', additionalFields: { callback_data: 'deploy:yes' } }, { text: 'Changelog', additionalFields: { url: 'https://weft.example/changelog' } }]),
    additionalFields: noAttribution,
  }),
]);
write('send-message-reply-keyboard-v1.2', one, [
  telegram('Telegram', 1.2, {
    chatId: '42', text: 'Which build?', replyMarkup: 'replyKeyboard',
    replyKeyboard: buttons([{ text: '41' }, { text: '42' }]), replyKeyboardOptions: { resize_keyboard: true, one_time_keyboard: true },
    additionalFields: { ...noAttribution, reply_to_message_id: 7, disable_web_page_preview: false },
  }),
]);
write('send-message-unknown-chat-continue-v1.2', [{ json: { chat: '42' } }, { json: { chat: '999' } }], [
  telegram('Telegram', 1.2, { chatId: '={{ $json.chat }}', text: 'Hello', additionalFields: noAttribution }, { onError: 'continueRegularOutput' }),
]);
write('send-message-unknown-chat-v1.2', one, [telegram('Telegram', 1.2, { chatId: '999', text: 'Hello', additionalFields: noAttribution })]);
write('edit-message-text-v1.2', one, [
  telegram('Telegram', 1.2, { operation: 'editMessageText', chatId: '42', messageId: '7', text: 'Build 41 <b>failed</b> after all', additionalFields: { parse_mode: 'HTML' } }),
]);
write('delete-message-v1.2', [{ json: { id: 7 } }, { json: { id: 99 } }], [
  telegram('Telegram', 1.2, { operation: 'deleteMessage', chatId: '42', messageId: '={{ $json.id }}' }, { onError: 'continueRegularOutput' }),
]);
write('pin-message-then-get-chat-v1.1', one, [
  telegram('Pin', 1.1, { operation: 'pinChatMessage', chatId: '-100', messageId: '9', additionalFields: { disable_notification: true } }),
  telegram('Chat', 1.1, { resource: 'chat', operation: 'get', chatId: '-100' }),
]);
write('chat-administrators-and-member-v1', one, [
  telegram('Administrators', 1, { resource: 'chat', operation: 'administrators', chatId: '-100' }),
  telegram('Member', 1, { resource: 'chat', operation: 'member', chatId: '-100', userId: '={{ $json.user.id }}' }),
]);
write('set-title-and-description-v1.2', one, [
  telegram('Title', 1.2, { resource: 'chat', operation: 'setTitle', chatId: '-100', title: 'Weft testers (beta)' }),
  telegram('Description', 1.2, { resource: 'chat', operation: 'setDescription', chatId: '-100', description: 'Beta testers of Weft' }),
  telegram('Chat', 1.2, { resource: 'chat', operation: 'get', chatId: '-100' }),
]);
write('send-photo-and-document-by-url-v1.1', one, [
  telegram('Photo', 1.1, { operation: 'sendPhoto', chatId: '42', file: 'https://weft.example/chart.png', additionalFields: { caption: 'Weekly *chart*', parse_mode: 'Markdown' } }),
  telegram('Document', 1.1, { operation: 'sendDocument', chatId: '42', file: 'https://weft.example/report.pdf', additionalFields: { caption: 'The report', disable_notification: true } }),
]);
write('send-location-and-chat-action-v1.2', one, [
  telegram('Location', 1.2, { operation: 'sendLocation', chatId: '42', latitude: 52.52, longitude: 13.405, additionalFields: {} }),
  telegram('Typing', 1.2, { operation: 'sendChatAction', chatId: '42', action: 'typing' }),
]);
write('send-media-group-v1.2', one, [
  telegram('Telegram', 1.2, {
    operation: 'sendMediaGroup', chatId: '-100',
    media: { media: [{ type: 'photo', media: 'https://weft.example/a.jpg', additionalFields: { caption: 'First' } }, { type: 'video', media: 'https://weft.example/b.mp4' }] },
    additionalFields: { disable_notification: true },
  }),
]);
write('file-get-v1.2', one, [telegram('Telegram', 1.2, { resource: 'file', fileId: 'AgACAgQAAxkBAAIBZ', additionalFields: {} })]);
write('answer-callback-query-v1', one, [
  telegram('Telegram', 1, { resource: 'callback', queryId: '4382bfdwdsb323b2d9', additionalFields: { text: 'Deploying…', show_alert: true } }),
]);
write('send-photo-upload-v1.2', [{ json: { name: 'dot' }, binary: { data: { data: 'iVBORw0KGgo=', mimeType: 'image/png', fileName: 'dot.png', fileExtension: 'png' } } }], [
  telegram('Telegram', 1.2, { operation: 'sendPhoto', chatId: '42', binaryData: true, additionalFields: { caption: 'A dot' } }),
]);

writeFileSync(new URL('credentials.json', out), `${JSON.stringify([{ ...credential, data: { accessToken: '123456:TEST-token', baseUrl: 'https://api.telegram.org' } }], null, 1)}\n`);
