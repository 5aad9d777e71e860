/**
 * Writes the WordPress cases recorded from n8n against the WordPress fake (families/wordpress.mjs)
 * under src/wordpress/conformance-fake/<case>/{workflow.json,seed.json}, and their credentials.json:
 * posts (create with every kind of field, get with options shared between items, get many with a
 * limit and every page, update, delete), pages (create, get, get many, update), users (create, get,
 * get many, update, delete with reassign), and errors with and without continue-on-fail. WordPress
 * has one version (1). Run it, then `record.sh wordpress src/wordpress/conformance-fake`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';

const out = new URL('../../src/wordpress/conformance-fake/', import.meta.url);
const CREDENTIAL = { id: 'wOrDpReSs0000001', name: 'Wordpress account', type: 'wordpressApi' };

const posts = Array.from({ length: 12 }, (_, i) => ({
  title: `Release notes ${i + 1}`, content: `What changed in release ${i + 1}.`, status: i % 4 === 3 ? 'draft' : 'publish', author: i % 2 ? 2 : 1,
  categories: i % 3 ? [1] : [3], tags: i % 2 ? [2] : [], sticky: i === 5,
}));
const seed = {
  wordpress: {
    users: [{ username: 'editor', name: 'Eddie Editor', first_name: 'Eddie', last_name: 'Editor', email: 'eddie@example.com', roles: ['editor'] }, { username: 'reader', name: 'Rita Reader', email: 'rita@example.com' }],
    categories: [{ name: 'Announcements' }],
    posts,
    pages: [{ title: 'About', content: 'Who we are.', status: 'publish' }, { title: 'Contact', content: 'Write to us.', status: 'publish', menu_order: 2 }, { title: 'Team', content: 'Our people.', status: 'draft', parent: 13 }],
  },
};

/** A workflow: the manual trigger, optionally a Code node giving `items`, then WordPress nodes in a chain. */
function workflow(steps, items) {
  const nodes = [{ parameters: {}, id: 'trigger', name: 'When clicking ‘Execute workflow’', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0] }];
  if (items) nodes.push({ parameters: { jsCode: `return ${JSON.stringify(items.map((json) => ({ json })))};` }, id: 'items', name: 'Items', type: 'n8n-nodes-base.code', typeVersion: 2, position: [220, 0] });
  for (const [i, { name, parameters, onError }] of steps.entries()) {
    nodes.push({
      parameters, id: `step-${i + 1}`, name, type: 'n8n-nodes-base.wordpress', typeVersion: 1, position: [440 + 220 * i, 0],
      credentials: { wordpressApi: { id: CREDENTIAL.id, name: CREDENTIAL.name } },
      ...(onError ? { onError } : {}),
    });
  }
  const connections = {};
  for (let i = 0; i + 1 < nodes.length; i++) connections[nodes[i].name] = { main: [[{ node: nodes[i + 1].name, type: 'main', index: 0 }]] };
  return { nodes, connections, settings: { executionOrder: 'v1' } };
}

const cases = {
  'post-create-1': workflow(
    [{
      name: 'Create post', parameters: {
        title: '={{ $json.title }}',
        additionalFields: {
          content: '={{ $json.body }}', status: '={{ $json.status }}', slug: '={{ $json.slug }}', authorId: 2, commentStatus: 'closed', pingStatus: 'closed',
          format: 'aside', sticky: true, categories: [1, 3], tags: [2], postTemplate: { values: { elementor: false, template: 'wide.php' } },
        },
      },
    }],
    [{ title: 'Launch day', body: 'We are live.\n\nThanks to everyone.', status: 'publish', slug: 'launch' }, { title: 'Next steps', body: 'Plans.', status: 'draft', slug: '' }],
  ),
  'post-create-dated-1': workflow(
    [{ name: 'Schedule', parameters: { title: 'Scheduled', additionalFields: { status: 'publish', date: '2030-01-02T09:30:00', password: 'letmein' } } }],
  ),
  'post-get-1': workflow(
    [{ name: 'Get post', parameters: { operation: 'get', postId: '={{ $json.id }}', options: { context: '={{ $json.context }}' } } }],
    [{ id: 1, context: 'edit' }, { id: 2, context: '' }],
  ),
  'post-get-many-limit-1': workflow([
    { name: 'Latest', parameters: { operation: 'getAll', limit: 3, options: {} } },
    { name: 'Drafts by title', parameters: { operation: 'getAll', limit: 5, options: { status: 'draft', orderBy: 'title', order: 'asc', context: 'edit' } } },
  ]),
  'post-get-many-all-1': workflow([
    { name: 'Every post', parameters: { operation: 'getAll', returnAll: true, options: { orderBy: 'id', order: 'asc' } } },
  ]),
  'post-get-many-filters-1': workflow(
    [{ name: 'Filtered', parameters: { operation: 'getAll', returnAll: true, options: { categories: ['={{ $json.category }}'], excludedTags: [2], search: 'release', author: 1 } } }],
    [{ category: 1 }, { category: 3 }],
  ),
  'post-update-1': workflow(
    [{ name: 'Update post', parameters: { operation: 'update', postId: '={{ $json.id }}', updateFields: { title: '={{ $json.title }}', status: 'private', sticky: true, tags: [2], content: 'Edited.' } } }],
    [{ id: 1, title: 'Release notes one' }, { id: '4', title: 'Published at last' }],
  ),
  'post-delete-1': workflow([
    { name: 'Trash', parameters: { operation: 'delete', postId: '2', options: {} } },
    { name: 'Delete for good', parameters: { operation: 'delete', postId: '3', options: { force: true } } },
  ]),
  'page-create-get-1': workflow(
    [
      { name: 'Create page', parameters: { resource: 'page', title: '={{ $json.title }}', additionalFields: { content: 'Page body', status: 'publish', parent: 13, menuOrder: 4, commentStatus: 'closed', pageTemplate: { values: { elementor: true, template: 'elementor_canvas' } } } } },
      { name: 'Get page', parameters: { resource: 'page', operation: 'get', pageId: '={{ $json.id }}', options: { context: 'view' } } },
    ],
    [{ title: 'Pricing' }],
  ),
  'page-get-many-update-1': workflow([
    { name: 'Pages', parameters: { resource: 'page', operation: 'getAll', returnAll: true, options: { orderBy: 'menu_order', order: 'desc' } } },
    { name: 'Rename', parameters: { resource: 'page', operation: 'update', pageId: '={{ $json.id }}', updateFields: { title: '={{ $json.title.rendered }} (updated)', menuOrder: 7 } } },
  ]),
  'user-create-1': workflow(
    [{ name: 'Create user', parameters: { resource: 'user', name: '={{ $json.name }}', username: '={{ $json.login }}', firstName: '={{ $json.first }}', lastName: '={{ $json.last }}', email: '={{ $json.email }}', password: 'S3cret-pass', additionalFields: { url: 'https://example.com/ada', description: 'Mathematician', nickname: 'ada' } } }],
    [{ name: 'Ada Lovelace', login: 'ada', first: 'Ada', last: 'Lovelace', email: 'ada@example.com' }],
  ),
  'user-get-many-1': workflow([
    { name: 'Me', parameters: { resource: 'user', operation: 'get', userId: '1', options: { context: 'edit' } } },
    { name: 'Authors', parameters: { resource: 'user', operation: 'getAll', returnAll: true, options: { who: 'authors', orderBy: 'id' } } },
    { name: 'Two users', parameters: { resource: 'user', operation: 'getAll', limit: 2, options: { order: 'desc' } } },
  ]),
  'user-update-1': workflow(
    [{ name: 'Update user', parameters: { resource: 'user', operation: 'update', userId: '={{ $json.id }}', updateFields: { name: 'Rita R.', firstName: 'Rita', description: 'Reads everything', nickname: 'rita' } } }],
    [{ id: 3 }],
  ),
  'user-delete-1': workflow([{ name: 'Delete me', parameters: { resource: 'user', operation: 'delete', reassign: '2' } }]),
  'error-missing-post-1': workflow([{ name: 'Get post', parameters: { operation: 'get', postId: '999', options: {} } }]),
  'error-continue-1': workflow(
    [
      { name: 'Get page', onError: 'continueRegularOutput', parameters: { resource: 'page', operation: 'get', pageId: '={{ $json.page }}', options: {} } },
      { name: 'Create user', onError: 'continueRegularOutput', parameters: { resource: 'user', name: 'Dup', username: 'editor', firstName: 'D', lastName: 'Up', email: 'dup@example.com', password: 'x', additionalFields: {} } },
    ],
    [{ page: 13 }, { page: 404 }],
  ),
};

for (const [name, wf] of Object.entries(cases)) {
  const dir = new URL(`${name}/`, out);
  mkdirSync(dir, { recursive: true });
  writeFileSync(new URL('workflow.json', dir), `${JSON.stringify({ name: `Wordpress ${name}`, ...wf }, null, 1)}\n`);
  writeFileSync(new URL('seed.json', dir), `${JSON.stringify(seed, null, 1)}\n`);
}
writeFileSync(new URL('credentials.json', out), `${JSON.stringify([{ ...CREDENTIAL, data: { username: 'admin', password: 'weft app password', url: 'https://blog.weft-fake.test', allowUnauthorizedCerts: false } }], null, 1)}\n`);
