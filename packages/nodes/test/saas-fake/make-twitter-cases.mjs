/**
 * Writes the X (Twitter) cases recorded from n8n against the X fake (families/twitter.mjs) under
 * src/twitter/conformance-fake/<case>/{workflow.json,seed.json}, and their credentials.json.
 * Version 1 (API v1.1, OAuth1): tweets created with every field and with an uploaded image or
 * a chunked file, deleted, liked, retweeted, searched (a limit and every page, extended text),
 * direct messages with and without an attachment. Version 2 (API v2, OAuth2): tweets created
 * (reply, quote by URL), deleted by URL, liked, retweeted, searched (limit, every page, fields,
 * dates), users by username, id and "me" (and an unknown name), list members, direct messages.
 * Errors with and without continue-on-fail at both versions, and X's "paid access" refusal.
 * Run it, then `record.sh twitter src/twitter/conformance-fake`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';

const out = new URL('../../src/twitter/conformance-fake/', import.meta.url);
const OAUTH1 = { id: 'tWiTtErOaUtH1001', name: 'X OAuth account', type: 'twitterOAuth1Api' };
const OAUTH2 = { id: 'tWiTtErOaUtH2001', name: 'X OAuth2 account', type: 'twitterOAuth2Api' };

const seed = {
  twitter: {
    users: [{ username: 'weft_bot', name: 'Weft Bot' }, { username: 'ada', name: 'Ada Lovelace' }, { username: 'grace', name: 'Grace Hopper' }],
    tweets: [
      ...Array.from({ length: 23 }, (_, i) => ({ text: `Release ${i + 1} of the engine is out #weft`, author: i % 3 === 0 ? 'ada' : 'weft_bot', lang: i % 5 === 4 ? 'de' : 'en' })),
      { text: 'Compilers are fun', author: 'grace' },
      { text: 'Notes on the analytical engine', author: 'ada' },
    ],
    lists: [{ name: 'Engineers', owner: 'weft_bot' }],
  },
};
/** Tweet ids of the seed: the n-th seeded tweet (1-based). */
const tweetId = (n) => String(1790000000000000000n + BigInt(n));
const userId = (n) => String(1500000000 + n);
const listId = String(1700000000000000001n);

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const image = (name) => ({ json: { name }, binary: { data: { data: PNG, mimeType: 'image/png', fileName: `${name}.png`, fileExtension: 'png' } } });
const clip = (name) => ({ json: { name }, binary: { clip: { data: Buffer.from('not really a video, but bytes all the same').toString('base64'), mimeType: 'video/mp4', fileName: `${name}.mp4`, fileExtension: 'mp4' } } });

/** A workflow: the manual trigger, optionally a Code node giving `items`, then X nodes in a chain. */
function workflow(version, steps, items) {
  const nodes = [{ parameters: {}, id: 'trigger', name: 'When clicking ‘Execute workflow’', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0] }];
  if (items) nodes.push({ parameters: { jsCode: `return ${JSON.stringify(items.map((item) => (item.json ? item : { json: item })))};` }, id: 'items', name: 'Items', type: 'n8n-nodes-base.code', typeVersion: 2, position: [220, 0] });
  const credential = version === 1 ? { twitterOAuth1Api: { id: OAUTH1.id, name: OAUTH1.name } } : { twitterOAuth2Api: { id: OAUTH2.id, name: OAUTH2.name } };
  for (const [i, { name, parameters, onError }] of steps.entries()) {
    nodes.push({ parameters, id: `step-${i + 1}`, name, type: 'n8n-nodes-base.twitter', typeVersion: version, position: [440 + 220 * i, 0], credentials: credential, ...(onError ? { onError } : {}) });
  }
  const connections = {};
  for (let i = 0; i + 1 < nodes.length; i++) connections[nodes[i].name] = { main: [[{ node: nodes[i + 1].name, type: 'main', index: 0 }]] };
  return { nodes, connections, settings: { executionOrder: 'v1' } };
}
const rl = (value, mode = 'id') => ({ __rl: true, value, mode });

const cases = {
  // ---------- version 1 ----------
  'tweet-create-1': workflow(1, [{
    name: 'Tweet', parameters: {
      text: '={{ $json.text }}',
      additionalFields: { inReplyToStatusId: '={{ $json.reply }}', possiblySensitive: true, displayCoordinates: true, locationFieldsUi: { locationFieldsValues: { latitude: '52.516278', longitude: '13.377926' } } },
    },
  }], [{ text: 'Hello from the v1.1 API', reply: tweetId(2) }, { text: 'Second thought', reply: '' }]),
  'tweet-create-media-1': workflow(1, [
    { name: 'Tweet with image', parameters: { text: '={{ "Picture: " + $json.name }}', additionalFields: { attachments: 'data' } } },
  ], [image('sunrise'), image('sunset')]),
  'tweet-create-chunked-1': workflow(1, [
    { name: 'Tweet with clip', parameters: { text: 'A clip', additionalFields: { attachments: 'clip, other' } } },
  ], [clip('demo')]),
  'tweet-delete-like-retweet-1': workflow(1, [
    { name: 'Delete', parameters: { operation: 'delete', tweetId: tweetId(2) } },
    { name: 'Like', parameters: { operation: 'like', tweetId: tweetId(1), additionalFields: { includeEntities: true } } },
    { name: 'Like plain', parameters: { operation: 'like', tweetId: tweetId(4), additionalFields: {} } },
    { name: 'Retweet', parameters: { operation: 'retweet', tweetId: tweetId(3), additionalFields: { trimUser: true } } },
  ]),
  'tweet-search-1': workflow(1, [
    { name: 'Search', parameters: { operation: 'search', searchText: 'engine', limit: 5, additionalFields: { lang: 'en', resultType: 'recent', includeEntities: true } } },
    { name: 'Search all', parameters: { operation: 'search', searchText: 'release from:ada', returnAll: true, additionalFields: { tweetMode: 'extended', until: '2030-01-01T00:00:00' } } },
  ]),
  'tweet-search-all-1': workflow(1, [
    { name: 'Search all', parameters: { operation: 'search', searchText: '={{ $json.q }}', returnAll: true, additionalFields: {} } },
  ], [{ q: 'release' }, { q: 'nothing-matches' }]),
  'direct-message-1': workflow(1, [
    { name: 'Message', parameters: { resource: 'directMessage', userId: '={{ $json.to }}', text: '={{ "Hi " + $json.name }}', additionalFields: {} } },
  ], [{ to: userId(2), name: 'Ada' }, { to: userId(3), name: 'Grace' }]),
  'direct-message-media-1': workflow(1, [
    { name: 'Message with image', parameters: { resource: 'directMessage', userId: userId(2), text: 'See attached', additionalFields: { attachment: 'data' } } },
  ], [image('chart')]),
  'error-missing-tweet-1': workflow(1, [{ name: 'Delete', parameters: { operation: 'delete', tweetId: '1234' } }]),
  'error-continue-1': workflow(1, [
    { name: 'Retweet', onError: 'continueRegularOutput', parameters: { operation: 'retweet', tweetId: '={{ $json.id }}', additionalFields: {} } },
    { name: 'Duplicate', onError: 'continueRegularOutput', parameters: { text: 'Compilers are fun!', additionalFields: {} } },
  ], [{ id: tweetId(5) }, { id: tweetId(5) }, { id: '42' }]),
  'error-no-binary-1': workflow(1, [{ name: 'Tweet', onError: 'continueRegularOutput', parameters: { text: 'No picture', additionalFields: { attachments: 'data' } } }], [{ none: true }]),

  // ---------- version 2 ----------
  'tweet-create-2': workflow(2, [
    { name: 'Tweet', parameters: { text: '={{ $json.text }}', additionalFields: {} } },
    { name: 'Reply', parameters: { text: '={{ "Re: " + $json.text }}', additionalFields: { inReplyToStatusId: rl('={{ $json.id }}'), attachments: '1780000000000000009', location: 'df51dec6f4ee2b2c' } } },
    { name: 'Quote', parameters: { text: 'Quoting this', additionalFields: { inQuoteToStatusId: rl(`https://x.com/ada/status/${tweetId(1)}`, 'url') } } },
  ], [{ text: 'Hello from API v2' }, { text: 'Another one' }]),
  'tweet-delete-like-retweet-2': workflow(2, [
    { name: 'Delete', parameters: { operation: 'delete', tweetDeleteId: rl(`https://twitter.com/weft_bot/status/${tweetId(2)}`, 'url') } },
    { name: 'Like', parameters: { operation: 'like', tweetId: rl(tweetId(1)) } },
    { name: 'Retweet', parameters: { operation: 'retweet', tweetId: rl(tweetId(4)), additionalFields: {} } },
  ]),
  'tweet-search-2': workflow(2, [
    { name: 'Search', parameters: { operation: 'search', searchText: 'engine', limit: 12, additionalFields: { sortOrder: 'recency', tweetFieldsObject: ['author_id', 'created_at', 'lang', 'public_metrics', 'conversation_id'] } } },
  ]),
  'tweet-search-all-2': workflow(2, [
    { name: 'Search all', parameters: { operation: 'search', searchText: '={{ $json.q }}', returnAll: true, additionalFields: { startTime: '2024-05-01T09:40:00', endTime: '2024-05-01T10:00:00', sortOrder: 'relevancy' } } },
  ], [{ q: 'release' }, { q: 'nothing-matches' }]),
  'user-get-2': workflow(2, [
    { name: 'By name', parameters: { resource: 'user', user: rl('={{ $json.name }}', 'username') } },
    { name: 'By id', parameters: { resource: 'user', user: rl('={{ $json.id }}') } },
    { name: 'Me', parameters: { resource: 'user', me: true, user: rl('', 'username') } },
  ], [{ name: '@ada' }, { name: 'grace' }]),
  'user-unknown-2': workflow(2, [{ name: 'Unknown', parameters: { resource: 'user', user: rl('nobody_here', 'username') } }]),
  'list-add-2': workflow(2, [
    { name: 'Add member', parameters: { resource: 'list', operation: 'add', list: rl(listId), user: rl('={{ $json.user }}', 'username') } },
    { name: 'Add by id', parameters: { resource: 'list', operation: 'add', list: rl(listId), user: rl(userId(3)) } },
  ], [{ user: 'ada' }]),
  'direct-message-2': workflow(2, [
    { name: 'Message', parameters: { resource: 'directMessage', user: rl('={{ $json.to }}', 'username'), text: '={{ "Hi " + $json.to }}', additionalFields: { attachments: '={{ $json.media }}' } } },
  ], [{ to: 'ada', media: '' }, { to: '@grace', media: '1780000000000000001' }]),
  'direct-message-by-id-2': workflow(2, [
    { name: 'Message by id', onError: 'continueRegularOutput', parameters: { resource: 'directMessage', user: rl(userId(2)), text: 'Hello by id', additionalFields: {} } },
  ]),
  'error-search-limit-2': workflow(2, [{ name: 'Search', parameters: { operation: 'search', searchText: 'engine', limit: 5, additionalFields: {} } }]),
  'error-continue-2': workflow(2, [
    { name: 'Delete', onError: 'continueRegularOutput', parameters: { operation: 'delete', tweetDeleteId: rl('={{ $json.id }}') } },
    { name: 'Bad URL', onError: 'continueRegularOutput', parameters: { operation: 'like', tweetId: rl('https://example.com/ada/status/1', 'url') } },
    { name: 'Bad name', onError: 'continueRegularOutput', parameters: { resource: 'user', user: rl('not a name!', 'username') } },
  ], [{ id: tweetId(2) }, { id: tweetId(2) }]),
};

const freeTier = { twitter: { ...seed.twitter, tier: 'free' } };
const special = { 'error-free-tier-2': [workflow(2, [{ name: 'Search', parameters: { operation: 'search', searchText: 'engine', limit: 10, additionalFields: {} } }]), freeTier] };

function write(name, wf, s) {
  const dir = new URL(`${name}/`, out);
  mkdirSync(dir, { recursive: true });
  writeFileSync(new URL('workflow.json', dir), `${JSON.stringify({ name: `X ${name}`, ...wf }, null, 1)}\n`);
  writeFileSync(new URL('seed.json', dir), `${JSON.stringify(s, null, 1)}\n`);
}
for (const [name, wf] of Object.entries(cases)) write(name, wf, seed);
for (const [name, [wf, s]] of Object.entries(special)) write(name, wf, s);
writeFileSync(new URL('credentials.json', out), `${JSON.stringify([
  { ...OAUTH1, data: { consumerKey: 'weft-consumer-key', consumerSecret: 'weft-consumer-secret', oauthTokenData: { oauth_token: 'weft-oauth1-token', oauth_token_secret: 'weft-oauth1-secret' } } },
  { ...OAUTH2, data: { clientId: 'weft-client', clientSecret: 'weft-secret', oauthTokenData: { access_token: 'weft-x-access-token', token_type: 'bearer' } } },
], null, 1)}\n`);
