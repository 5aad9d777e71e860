/**
 * Microsoft Teams 1, 1.1 and 2 against the loopback Graph with its Teams routes: channels, channel
 * messages (beta paths), chat messages, Planner tasks (If-Match with the task's ETag), the
 * attribution line by version, send and wait, list searches, and errors.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Item, NodeMethodContext } from '@weft/workflow';
import type { GraphFakeState } from '../shared/microsoft/test-fake/graph-fake.mjs';
import { installTeams, type FakeTeams } from '../shared/microsoft/test-fake/teams-routes.mjs';
import { rl, runNode, startGraphFake } from '../shared/microsoft/test-run.js';
import { teamsV2Methods } from './methods.js';
import { TEAMS_ATTRIBUTION } from './operations.js';

let server: Awaited<ReturnType<typeof startGraphFake>>;
let state: GraphFakeState;
let teams: FakeTeams;

beforeAll(async () => {
  server = await startGraphFake();
  state = server.fake.state;
  teams = installTeams(server.fake);
});
afterAll(async () => {
  delete process.env.WEFT_MICROSOFT_GRAPH_URL;
  await server.close();
});
beforeEach(() => state.reset());

const run = (parameters: Record<string, unknown>, options: Parameters<typeof runNode>[2] = {}) =>
  runNode('microsoftTeams', parameters, { typeVersion: 2, ...options });
const calls = (method: string, path: string | RegExp) =>
  state.requests.filter((r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)));
const json = (items: Item[]) => items.map((i) => i.json);

describe('Teams 2 channels and messages', () => {
  it('creates, gets, lists, updates and deletes channels', async () => {
    const team = teams.addTeam('Eng');
    const created = await run({
      resource: 'channel',
      operation: 'create',
      teamId: rl(team.id),
      name: 'builds',
      options: { description: 'CI', type: 'private' },
    });
    expect(calls('POST', `teams/${team.id}/channels`)[0]!.body).toEqual({
      displayName: 'builds',
      description: 'CI',
      membershipType: 'private',
    });
    const channelId = created.items[0]!.json.id as string;
    expect(
      (await run({ resource: 'channel', operation: 'get', teamId: rl(team.id), channelId: rl(channelId) })).items[0]!
        .json,
    ).toMatchObject({ displayName: 'builds' });
    for (let i = 0; i < 4; i++) teams.addChannel(team.id, `c${i}`);
    state.pageSize = 2;
    const two = await run({
      resource: 'channel',
      operation: 'getAll',
      teamId: rl(team.id),
      returnAll: false,
      limit: 2,
    });
    expect(two.items).toHaveLength(2);
    const all = await run({ resource: 'channel', operation: 'getAll', teamId: rl(team.id), returnAll: true });
    expect(all.items).toHaveLength(5);
    const updated = await run({
      resource: 'channel',
      operation: 'update',
      teamId: rl(team.id),
      channelId: rl(channelId),
      name: 'ci',
      options: { description: 'Builds' },
    });
    expect(calls('PATCH', `teams/${team.id}/channels/${channelId}`)[0]!.body).toEqual({
      displayName: 'ci',
      description: 'Builds',
    });
    expect(json(updated.items)).toEqual([{ success: true }]);
    expect(
      json(
        (await run({ resource: 'channel', operation: 'deleteChannel', teamId: rl(team.id), channelId: rl(channelId) }))
          .items,
      ),
    ).toEqual([{ success: true }]);
    const gone = await run({ resource: 'channel', operation: 'get', teamId: rl(team.id), channelId: rl(channelId) });
    expect(gone.error?.message).toBe("The channel you are trying to get doesn't exist");
  });

  it('posts channel messages and replies on beta, with the attribution by default from 1.1', async () => {
    const team = teams.addTeam('Eng');
    const channel = teams.addChannel(team.id, 'general');
    const posted = await run({
      resource: 'channelMessage',
      operation: 'create',
      teamId: rl(team.id),
      channelId: rl(channel.id),
      contentType: 'text',
      message: 'Deployed',
      options: {},
    });
    expect(calls('POST', `beta/teams/${team.id}/channels/${channel.id}/messages`)[0]!.body).toEqual({
      body: { contentType: 'html', content: `Deployed${TEAMS_ATTRIBUTION}` },
    });
    const messageId = posted.items[0]!.json.id as string;
    await run({
      resource: 'channelMessage',
      operation: 'create',
      teamId: rl(team.id),
      channelId: rl(channel.id),
      contentType: 'html',
      message: '<b>ok</b>',
      options: { makeReply: messageId, includeLinkToWorkflow: false },
    });
    expect(
      calls('POST', `beta/teams/${team.id}/channels/${channel.id}/messages/${messageId}/replies`)[0]!.body,
    ).toEqual({ body: { contentType: 'html', content: '<b>ok</b>' } });
    const v1 = await runNode(
      'microsoftTeams',
      {
        resource: 'channelMessage',
        operation: 'create',
        teamId: team.id,
        channelId: channel.id,
        messageType: 'text',
        message: 'v1',
        options: {},
      },
      { typeVersion: 1 },
    );
    expect(v1.error).toBeUndefined();
    expect(calls('POST', `beta/teams/${team.id}/channels/${channel.id}/messages`)[1]!.body).toEqual({
      body: { contentType: 'text', content: 'v1' },
    });
    const list = await run({
      resource: 'channelMessage',
      operation: 'getAll',
      teamId: rl(team.id),
      channelId: rl(channel.id),
      returnAll: true,
    });
    expect(list.items.map((i) => (i.json.body as { content: string }).content)).toEqual([
      `Deployed${TEAMS_ATTRIBUTION}`,
      'v1',
    ]);
  });

  it('sends, gets and lists chat messages', async () => {
    const chat = teams.addChat('Standup');
    const sent = await run({
      resource: 'chatMessage',
      operation: 'create',
      chatId: rl(chat.id),
      contentType: 'text',
      message: 'hi',
      options: { includeLinkToWorkflow: false },
    });
    expect(calls('POST', `chats/${chat.id}/messages`)[0]!.body).toEqual({
      body: { contentType: 'text', content: 'hi' },
    });
    const id = sent.items[0]!.json.id as string;
    expect(
      (await run({ resource: 'chatMessage', operation: 'get', chatId: rl(chat.id), messageId: id })).items[0]!.json,
    ).toMatchObject({ id, body: { content: 'hi' } });
    expect(
      (await run({ resource: 'chatMessage', operation: 'getAll', chatId: rl(chat.id), returnAll: false, limit: 5 }))
        .items,
    ).toHaveLength(1);
    const missing = await run({ resource: 'chatMessage', operation: 'get', chatId: rl(chat.id), messageId: 'nope' });
    expect(missing.error?.message).toBe("The message you are trying to get doesn't exist");
    const v10 = await runNode(
      'microsoftTeams',
      {
        resource: 'chatMessage',
        operation: 'create',
        chatId: chat.id,
        messageType: 'text',
        message: 'old',
        options: {},
      },
      { typeVersion: 1 },
    );
    expect(v10.error).toBeUndefined();
    expect(calls('POST', `chats/${chat.id}/messages`)[1]!.body).toEqual({
      body: { contentType: 'text', content: 'old' },
    });
  });

  it('sends one chat message with the answer links and waits', async () => {
    const chat = teams.addChat('Approvals');
    const { status } = await run(
      {
        resource: 'chatMessage',
        operation: 'sendAndWait',
        chatId: rl(chat.id),
        message: 'Ship it?',
        responseType: 'approval',
        approvalOptions: { values: { approvalType: 'single' } },
      },
      { resumable: true, items: [{ json: {} }, { json: {} }] },
    );
    expect(status).toBe('waiting');
    const posts = calls('POST', `chats/${chat.id}/messages`);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body.body.contentType).toBe('html');
    expect(posts[0]!.body.body.content).toMatch(
      /^Ship it\?<br><br><a href="[^"]*approved=true[^"]*signature=sig">Approve<\/a>/,
    );
  });
});

describe('Teams Planner tasks', () => {
  it("creates with an assignment, gets, updates and deletes with the task's ETag", async () => {
    const created = await run({
      resource: 'task',
      operation: 'create',
      groupId: rl('g1'),
      planId: rl('plan-1'),
      bucketId: rl('b1'),
      title: 'Write docs',
      options: {
        assignedTo: rl('2b0f4c1e-8c3a-4d1e-9a7b-0c1d2e3f4a5b'),
        percentComplete: 50,
        dueDateTime: '2026-12-01T00:00:00Z',
      },
    });
    expect(calls('POST', 'planner/tasks')[0]!.body).toEqual({
      planId: 'plan-1',
      bucketId: 'b1',
      title: 'Write docs',
      percentComplete: 50,
      dueDateTime: '2026-12-01T00:00:00Z',
      assignments: {
        '2b0f4c1e-8c3a-4d1e-9a7b-0c1d2e3f4a5b': { '@odata.type': 'microsoft.graph.plannerAssignment', orderHint: ' !' },
      },
    });
    const taskId = created.items[0]!.json.id as string;
    const etag = created.items[0]!.json['@odata.etag'];
    expect((await run({ resource: 'task', operation: 'get', taskId })).items[0]!.json).toMatchObject({
      title: 'Write docs',
    });
    const updated = await run({
      resource: 'task',
      operation: 'update',
      taskId,
      updateFields: { title: 'Docs', groupId: rl('g1'), bucketId: rl('b2') },
    });
    expect(json(updated.items)).toEqual([{ success: true }]);
    const patch = calls('PATCH', `planner/tasks/${taskId}`)[0]!;
    expect(patch.body).toEqual({ title: 'Docs', bucketId: 'b2' });
    expect(patch.headers['if-match']).toBe(etag);
    expect(json((await run({ resource: 'task', operation: 'deleteTask', taskId })).items)).toEqual([{ success: true }]);
    expect(calls('DELETE', `planner/tasks/${taskId}`)[0]!.headers['if-match']).toBeDefined();
  });

  it("lists my tasks (Teams 2 asks /me) or a plan's", async () => {
    teams.addTask({ planId: 'p1', title: 'mine', assignments: { 'user-1': {} } });
    teams.addTask({ planId: 'p1', title: 'theirs' });
    teams.addTask({ planId: 'p2', title: 'other plan' });
    const mine = await run({ resource: 'task', operation: 'getAll', tasksFor: 'member', returnAll: true });
    expect(calls('GET', 'me')).toHaveLength(1);
    expect(calls('GET', 'users/user-1/planner/tasks')).toHaveLength(1);
    expect(mine.items.map((i) => i.json.title)).toEqual(['mine']);
    const plan = await run({
      resource: 'task',
      operation: 'getAll',
      tasksFor: 'plan',
      groupId: rl('g'),
      planId: rl('p1'),
      returnAll: false,
      limit: 1,
    });
    expect(plan.items.map((i) => i.json.title)).toEqual(['mine']);
  });

  it('Teams 1 turns labels into applied categories and takes the member from the parameter', async () => {
    await runNode(
      'microsoftTeams',
      {
        resource: 'task',
        operation: 'create',
        groupSource: 'all',
        groupId: 'g',
        planId: 'p1',
        bucketId: 'b',
        title: 't',
        additionalFields: { labels: ['category1', 'category3'] },
      },
      { typeVersion: 1.1 },
    );
    expect(calls('POST', 'planner/tasks')[0]!.body).toEqual({
      planId: 'p1',
      bucketId: 'b',
      title: 't',
      labels: ['category1', 'category3'],
      appliedCategories: [{ category1: true }, { category3: true }],
    });
    await runNode(
      'microsoftTeams',
      { resource: 'task', operation: 'getAll', tasksFor: 'member', groupId: 'g', memberId: 'user-9', returnAll: true },
      { typeVersion: 1 },
    );
    expect(calls('GET', 'users/user-9/planner/tasks')).toHaveLength(1);
  });
});

describe('Teams errors and look-ups', () => {
  it('retries a throttled post and gives { error } items with continue on fail', async () => {
    const chat = teams.addChat('x');
    state.failures.push({
      method: 'POST',
      path: `chats/${chat.id}/messages`,
      status: 429,
      headers: { 'Retry-After': '0' },
    });
    const ok = await run({
      resource: 'chatMessage',
      operation: 'create',
      chatId: rl(chat.id),
      contentType: 'text',
      message: 'a',
      options: {},
    });
    expect(ok.error).toBeUndefined();
    expect(calls('POST', `chats/${chat.id}/messages`)).toHaveLength(2);
    const soft = await run(
      {
        resource: 'chatMessage',
        operation: 'create',
        chatId: rl(chat.id),
        contentType: 'text',
        message: '={{ $json.m }}',
        options: { includeLinkToWorkflow: false },
      },
      { items: [{ json: { m: '' } }, { json: { m: 'b' } }], onError: 'continueRegularOutput' },
    );
    expect(soft.items[0]!.json.error).toBe('Message body cannot be empty.');
    expect(soft.items[1]!.json).toMatchObject({ body: { content: expect.stringContaining('b') } });
  });

  it('lists teams, channels and chats for the editor, filtered and sorted by name', async () => {
    const t = teams.addTeam('Zeta');
    teams.addTeam('alpha');
    teams.addChannel(t.id, 'General');
    teams.addChat('', 'oneOnOne', [{ displayName: 'Grace' }, { displayName: 'Ada' }]);
    const ctx = {
      getCurrentNodeParameter: (name: string) => (name === 'teamId' ? t.id : undefined),
      getNodeParameter: () => undefined,
      getCredentials: async () => ({ oauthTokenData: { access_token: 'tok' } }),
      getNode: () => ({
        id: 'n',
        name: 'Teams',
        type: 'weft.microsoftTeams',
        typeVersion: 2,
        position: [0, 0],
        parameters: {},
      }),
      helpers: { httpRequest: (o: never) => fetchJson(o) },
    } as unknown as NodeMethodContext;
    const list = teamsV2Methods.listSearch!;
    expect((await list.getTeams!.call(ctx, ctx)).results.map((r) => r.name)).toEqual(['alpha', 'Zeta']);
    expect((await list.getTeams!.call(ctx, ctx, 'ze')).results.map((r) => r.name)).toEqual(['Zeta']);
    expect((await list.getChannels!.call(ctx, ctx)).results.map((r) => r.name)).toEqual(['General']);
    expect((await list.getChats!.call(ctx, ctx)).results.map((r) => r.name)).toEqual(['Grace, Ada (oneOnOne)']);
    expect(calls('GET', 'chats')[0]!.query).toEqual({ $expand: 'members' });
  });
});

async function fetchJson(o: {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  qs?: Record<string, string>;
}) {
  const res = await fetch(`${o.url}${o.qs ? `?${new URLSearchParams(o.qs)}` : ''}`, {
    method: o.method,
    headers: o.headers,
  });
  const text = await res.text();
  return {
    statusCode: res.status,
    statusMessage: res.statusText,
    headers: Object.fromEntries(res.headers),
    body: text ? JSON.parse(text) : '',
  };
}
