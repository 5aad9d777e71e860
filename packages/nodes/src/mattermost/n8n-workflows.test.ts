/**
 * Workflows as people write them in n8n (`n8n-workflows/*.json`, parameters as the editor saves
 * them: defaults left out), imported and run through the engine against the Mattermost fake: the
 * requests they send and the items they give.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { start, TOKEN } from './test-fake/mattermost-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
// Users ada …1, grace …2, linus …3; team eng …4; channel town-square …6 (members ada, grace, linus).
const SEED = {
  users: [{ username: 'ada' }, { username: 'grace' }, { username: 'linus' }],
  teams: [
    {
      name: 'eng',
      display_name: 'Engineering',
      members: ['grace', 'linus'],
      channels: [{ name: 'town-square', display_name: 'Town Square', members: ['grace', 'linus'] }],
    },
  ],
};
const ID = (n: number) => `wf${n.toString(36).padStart(24, '0')}`;

beforeEach(async () => {
  await server?.close();
  server = await start(SEED);
});
afterAll(async () => {
  await server?.close();
});

async function run(file: string) {
  const workflow = importN8nWorkflow(
    JSON.parse(readFileSync(new URL(`./n8n-workflows/${file}`, import.meta.url), 'utf8')),
  );
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    services: {
      getCredentials: async () => ({ accessToken: TOKEN, baseUrl: server!.url, allowUnauthorizedCerts: false }),
    },
  });
  const rd = result.data.resultData;
  return {
    error: rd.error,
    out: (node: string) => (rd.runData[node]?.at(-1)?.data?.main?.[0] ?? []).map((i) => i.json as Record<string, any>),
  };
}

describe('n8n workflows with Mattermost', () => {
  it('posts the announcement with its attachment, then reacts to the new post', async () => {
    const { error, out } = await run('announce-and-react.json');
    expect(error).toBeUndefined();
    const calls = server!.fake.state.calls;
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/v4/posts', 'POST /api/v4/reactions']);
    expect(calls[0]!.body.props.attachments).toMatchObject([
      {
        title: 'Changelog',
        title_link: 'https://weft.example/changelog',
        fields: [{ title: 'Version', value: '2.4.0' }],
      },
    ]);
    const post = out('Announce')[0]!;
    expect(post).toMatchObject({ channel_id: ID(6), message: 'Release 2.4 is out :rocket:' });
    expect(calls[1]!.body).toMatchObject({ user_id: ID(2), post_id: post.id, emoji_name: 'tada' });
    expect(out('Celebrate')).toMatchObject([{ post_id: post.id, emoji_name: 'tada', user_id: ID(2) }]);
  });

  it("resolves the channel's members to users and sends each one an ephemeral reminder", async () => {
    const { error, out } = await run('remind-channel-members.json');
    expect(error).toBeUndefined();
    const calls = server!.fake.state.calls;
    expect(calls.slice(0, 2).map((c) => [c.method, c.path, c.query])).toEqual([
      ['GET', `/api/v4/channels/${ID(6)}/members`, { per_page: '10' }],
      ['POST', '/api/v4/users/ids', { per_page: '10' }],
    ]);
    expect(out('Members').map((u) => u.username)).toEqual(['ada', 'grace', 'linus']);
    expect(calls.slice(2).map((c) => [c.path, c.body.user_id, c.body.post.message])).toEqual([
      ['/api/v4/posts/ephemeral', ID(1), 'Hi ada, the retro starts in 10 minutes.'],
      ['/api/v4/posts/ephemeral', ID(2), 'Hi grace, the retro starts in 10 minutes.'],
      ['/api/v4/posts/ephemeral', ID(3), 'Hi linus, the retro starts in 10 minutes.'],
    ]);
    expect(out('Remind')).toHaveLength(3);
  });
});
