/**
 * Writes the Reddit cases recorded from n8n against the Reddit fake (families/reddit.mjs) under
 * src/reddit/conformance-fake/<case>/{workflow.json,seed.json}, and their credentials.json:
 * posts (text and link create, get, get many by category with a limit and every page, search in a
 * subreddit and everywhere, delete), comments (create, get many, reply, delete), the profile
 * (identity, karma, trophies, preferences, friends when there are none), subreddits (about, rules,
 * trending, keyword, every one), users (about, submitted), and errors (an unknown post, an unknown
 * user) with and without continue-on-fail. Reddit has one version (1). Run it, then
 * `record.sh reddit src/reddit/conformance-fake`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';

const out = new URL('../../src/reddit/conformance-fake/', import.meta.url);
const CREDENTIAL = { id: 'rEdDiToAuTh20001', name: 'Reddit account', type: 'redditOAuth2Api' };
const seed = {
  reddit: {
    me: 'weft_bot',
    users: [{ name: 'ada' }, { name: 'grace' }],
    subreddits: [
      { name: 'weft', title: 'Weft workflows', description: 'Automation with Weft', rules: [{ short_name: 'Be kind', description: 'No insults' }, { short_name: 'Stay on topic' }] },
      { name: 'engines', title: 'Analytical engines', description: 'Babbage and friends' },
    ],
    posts: [
      ...Array.from({ length: 7 }, (_, i) => ({ sr: 'weft', author: i % 2 ? 'ada' : 'grace', title: `Workflow tip ${i + 1}`, text: `Tip number ${i + 1} about engines`, score: (i * 7) % 5 })),
      { sr: 'engines', author: 'ada', title: 'Notes on the engine', url: 'https://example.com/notes', score: 9 },
    ],
    comments: [{ post: 0, author: 'ada', body: 'Great tip' }, { post: 0, author: 'weft_bot', body: 'Thanks!' }],
  },
};
const postId = (n) => (1000 + n - 1).toString(36);
const commentId = (n) => (5000 + n - 1).toString(36);

function workflow(steps, items) {
  const nodes = [{ parameters: {}, id: 'trigger', name: 'When clicking ‘Execute workflow’', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0] }];
  if (items) nodes.push({ parameters: { jsCode: `return ${JSON.stringify(items.map((json) => ({ json })))};` }, id: 'items', name: 'Items', type: 'n8n-nodes-base.code', typeVersion: 2, position: [220, 0] });
  for (const [i, { name, parameters, onError }] of steps.entries()) {
    nodes.push({ parameters, id: `step-${i + 1}`, name, type: 'n8n-nodes-base.reddit', typeVersion: 1, position: [440 + 220 * i, 0], credentials: { redditOAuth2Api: { id: CREDENTIAL.id, name: CREDENTIAL.name } }, ...(onError ? { onError } : {}) });
  }
  const connections = {};
  for (let i = 0; i + 1 < nodes.length; i++) connections[nodes[i].name] = { main: [[{ node: nodes[i + 1].name, type: 'main', index: 0 }]] };
  return { nodes, connections, settings: { executionOrder: 'v1' } };
}

const cases = {
  'post-create-get-delete-1': workflow([
    { name: 'Submit', parameters: { operation: 'create', subreddit: 'weft', title: '={{ $json.title }}', text: 'Posted from a workflow' } },
    { name: 'Get', parameters: { operation: 'get', subreddit: 'weft', postId: '={{ $json.id }}' } },
    { name: 'Delete', parameters: { operation: 'delete', postId: '={{ $json.id }}' } },
  ], [{ title: 'Hello Reddit' }]),
  'post-create-link-1': workflow([
    { name: 'Link', parameters: { operation: 'create', subreddit: 'engines', kind: 'link', title: 'Notes again', url: '={{ $json.url }}', resubmit: '={{ $json.again }}' } },
  ], [{ url: 'https://example.com/notes', again: true }, { url: 'https://example.com/new', again: false }]),
  'post-get-many-1': workflow([
    { name: 'Hot three', parameters: { operation: 'getAll', subreddit: 'weft', limit: 3, filters: {} } },
    { name: 'New all', parameters: { operation: 'getAll', subreddit: 'weft', returnAll: true, filters: { category: 'new' } } },
  ]),
  'post-search-1': workflow([
    { name: 'In subreddit', parameters: { operation: 'search', subreddit: 'weft', keyword: 'tip', limit: 2, additionalFields: { sort: 'new' } } },
    { name: 'Everywhere', parameters: { operation: 'search', location: 'allReddit', keyword: 'engine', returnAll: true, additionalFields: {} } },
  ]),
  'comment-1': workflow([
    { name: 'Comment', parameters: { resource: 'postComment', postId: postId(1), commentText: 'A comment from a workflow' } },
    { name: 'Reply', parameters: { resource: 'postComment', operation: 'reply', commentId: '={{ $json.id }}', replyText: 'And a reply' } },
    { name: 'All comments', parameters: { resource: 'postComment', operation: 'getAll', subreddit: 'weft', postId: postId(1), returnAll: true } },
    { name: 'Delete', parameters: { resource: 'postComment', operation: 'delete', commentId: commentId(2) } },
  ]),
  'profile-1': workflow([
    { name: 'Identity', parameters: { resource: 'profile', details: 'identity' } },
    { name: 'Karma', parameters: { resource: 'profile', details: 'karma' } },
    { name: 'Trophies', parameters: { resource: 'profile', details: 'trophies' } },
    { name: 'Prefs', parameters: { resource: 'profile', details: 'prefs' } },
    { name: 'Saved', parameters: { resource: 'profile', details: 'saved', limit: 5 } },
  ]),
  'profile-friends-empty-1': workflow([{ name: 'Friends', onError: 'continueRegularOutput', parameters: { resource: 'profile', details: 'friends' } }]),
  'subreddit-1': workflow([
    { name: 'About', parameters: { resource: 'subreddit', subreddit: 'weft', content: 'about' } },
    { name: 'Rules', parameters: { resource: 'subreddit', subreddit: 'weft', content: 'rules' } },
    { name: 'Trending', parameters: { resource: 'subreddit', operation: 'getAll', limit: 1, filters: { trending: true } } },
    { name: 'Keyword', parameters: { resource: 'subreddit', operation: 'getAll', limit: 5, filters: { keyword: 'engine' } } },
    { name: 'Every', parameters: { resource: 'subreddit', operation: 'getAll', returnAll: true, filters: {} } },
  ]),
  'user-1': workflow([
    { name: 'About', parameters: { resource: 'user', username: '={{ $json.name }}', details: 'about' } },
    { name: 'Submitted', parameters: { resource: 'user', username: 'ada', details: 'submitted', limit: 2 } },
  ], [{ name: 'ada' }, { name: 'grace' }]),
  'error-missing-post-1': workflow([{ name: 'Get', parameters: { operation: 'get', subreddit: 'weft', postId: 'zzzz' } }]),
  'error-continue-1': workflow([
    { name: 'User', onError: 'continueRegularOutput', parameters: { resource: 'user', username: '={{ $json.name }}', details: 'about' } },
    { name: 'Get', onError: 'continueRegularOutput', parameters: { operation: 'get', subreddit: 'weft', postId: 'zzzz' } },
  ], [{ name: 'ada' }, { name: 'nobody' }]),
};

for (const [name, wf] of Object.entries(cases)) {
  const dir = new URL(`${name}/`, out);
  mkdirSync(dir, { recursive: true });
  writeFileSync(new URL('workflow.json', dir), `${JSON.stringify({ name: `Reddit ${name}`, ...wf }, null, 1)}\n`);
  writeFileSync(new URL('seed.json', dir), `${JSON.stringify(seed, null, 1)}\n`);
}
writeFileSync(new URL('credentials.json', out), `${JSON.stringify([{ ...CREDENTIAL, data: { clientId: 'weft-client', clientSecret: 'weft-secret', oauthTokenData: { access_token: 'weft-reddit-token', token_type: 'bearer', scope: 'identity edit history mysubreddits read save submit' } } }], null, 1)}\n`);
