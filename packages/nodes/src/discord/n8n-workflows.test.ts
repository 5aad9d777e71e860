/**
 * Workflows as people write them in n8n 1.123 (`n8n-workflows/*.json`, parameters as the editor
 * saves them: defaults left out), imported and run through the engine against the Discord fake:
 * the requests they send and the items they give, including Discord as an agent's tool.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type NodeType } from '@weft/workflow';
import { connectedTools } from '../shared/ai/node-tool.js';
import { builtinNodeTypes } from '../registry.js';
import { BOT_TOKEN, start, WEBHOOK_PATH, type DiscordFake } from './test-fake/discord-fake.mjs';

/** A root node that calls its one connected tool with fixed arguments (an agent's model stand-in). */
const probe: NodeType = {
  description: {
    name: 'test.probe',
    displayName: 'Probe',
    group: ['transform'],
    version: 1,
    defaults: { name: 'Probe' },
    inputs: ['main', { type: 'ai_tool', displayName: 'Tool', required: true }],
    outputs: ['main'],
    properties: [],
  },
  async execute(ctx) {
    const [tool] = await connectedTools(ctx, 0);
    const answer = await tool!.invoke(
      JSON.parse((ctx.getNode().parameters as { args: string }).args) as Record<string, unknown>,
    );
    return [[{ json: { answer: answer as string, name: tool!.name } }]];
  },
};
const registry = createNodeTypeRegistry([...builtinNodeTypes, probe]);
let server: Awaited<ReturnType<typeof start>>;
let fake: DiscordFake;

beforeAll(async () => {
  server = await start();
  fake = server.fake;
  process.env.WEFT_DISCORD_API_URL = server.url;
});
afterAll(async () => {
  delete process.env.WEFT_DISCORD_API_URL;
  await server.close();
});
beforeEach(() => fake.reset());

async function run(file: string) {
  const text = readFileSync(new URL(`./n8n-workflows/${file}`, import.meta.url), 'utf8').replaceAll(
    'http://discord.test',
    server.url,
  );
  const workflow = importN8nWorkflow(JSON.parse(text));
  const credentials: Record<string, Record<string, unknown>> = {
    discordBotApi: { botToken: BOT_TOKEN },
    discordWebhookApi: { webhookUri: `${server.url}${WEBHOOK_PATH}` },
  };
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    services: { getCredentials: async (_node, type) => credentials[type] ?? {} },
  });
  const rd = result.data.resultData;
  return { error: rd.error, out: (node: string) => rd.runData[node]?.at(-1)?.data?.main?.[0] ?? [] };
}

describe('n8n workflows with Discord', () => {
  it('posts each failed build with an embed (2: bot token, Send and channel target by default)', async () => {
    const { error, out } = await run('send-alert-with-embed.json');
    expect(error).toBeUndefined();
    expect(fake.calls.map((c) => `${c.method} ${c.path} ${c.auth}`)).toEqual([
      `POST /api/v10/channels/200/messages Bot ${BOT_TOKEN}`,
      `POST /api/v10/channels/200/messages Bot ${BOT_TOKEN}`,
    ]);
    expect(fake.calls[1]!.body).toEqual({
      content: 'Build 42 failed on release',
      flags: 4096,
      embeds: [{ title: 'Build #42', color: 0xff0000, url: 'https://ci.example.com/builds/42' }],
    });
    expect(out('Discord').map((i) => i.json.content)).toEqual([
      'Build 41 failed on main',
      'Build 42 failed on release',
    ]);
  });

  it('posts through the webhook credential with Wait, then through Discord 1’s webhook URL using the answer', async () => {
    const { error, out } = await run('webhook-and-v1.json');
    expect(error).toBeUndefined();
    const [first, second] = fake.calls;
    expect(first).toMatchObject({
      method: 'POST',
      path: WEBHOOK_PATH,
      query: { wait: 'true' },
      body: { content: 'Release 1.4 is out', username: 'Release Bot' },
    });
    const id = out('Discord webhook')[0]!.json.id as string;
    expect(second!.body).toEqual({
      content: `Posted as message ${id}`,
      embeds: [{ title: 'Changelog', url: 'https://weft.example/changelog' }],
    });
    expect(out('Discord (old)').map((i) => i.json)).toEqual([{ success: true }]);
  });

  it('is an agent’s tool: the model’s content goes into the message', async () => {
    const { error, out } = await run('tool-send-message.json');
    expect(error).toBeUndefined();
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/v10/channels/202/messages',
      body: { content: 'Deploy finished' },
    });
    expect(out('Probe')[0]!.json.name).toBe('Send_a_message_in_Discord');
    expect(String(out('Probe')[0]!.json.answer)).toContain('Deploy finished');
  });
});
