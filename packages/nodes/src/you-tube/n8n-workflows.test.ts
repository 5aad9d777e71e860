/**
 * Workflows as people build them in n8n 1.123's editor (`n8n-workflows/*.json`: defaults left out,
 * expressions in the fields), imported with importN8nWorkflow and run through the engine against
 * the loopback YouTube fake.
 */
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { createYouTubeFake, start, type YouTubeFake } from './test-fake/youtube-fake.mjs';

const nodeTypes = createNodeTypeRegistry(builtinNodeTypes);
let server: Server;
let fake: YouTubeFake;

beforeAll(async () => {
  const started = await start(createYouTubeFake());
  server = started.server;
  server.removeAllListeners('request');
  server.on('request', (req, res) => {
    if (!fake.handle(req, res)) res.writeHead(404).end();
  });
  process.env.WEFT_GOOGLE_API_URL = started.url;
});
afterAll(() => {
  delete process.env.WEFT_GOOGLE_API_URL;
  return new Promise<void>((r) => server.close(() => r()));
});
beforeEach(() => {
  fake = createYouTubeFake();
});

async function runFile(file: string) {
  const workflow = importN8nWorkflow(
    JSON.parse(readFileSync(new URL(`./n8n-workflows/${file}`, import.meta.url), 'utf8')),
  );
  const result = await runWorkflow({
    workflow,
    nodeTypes,
    mode: 'manual',
    timezone: 'UTC',
    services: { getCredentials: async () => ({ oauthTokenData: { access_token: 'tok' } }) },
  });
  const output = (name: string) =>
    (result.data.resultData.runData[name]?.[0]?.data?.main?.[0] ?? []).map((i) => i.json as Record<string, any>);
  return { result, output };
}

describe('n8n workflows with YouTube', () => {
  it('upload-to-playlist: the clip goes up from its binary field and into the playlist (position 0 is not sent, as in n8n)', async () => {
    fake.state.addVideo({ id: 'vidOlder001', title: 'Last week' });
    fake.state.addPlaylist({ id: 'PLWeftWeekly000000000000000000001', title: 'Weekly', videos: ['vidOlder001'] });
    const { result, output } = await runFile('upload-to-playlist.json');
    expect(result.data.resultData.error).toBeUndefined();
    const [uploaded] = output('Upload a video');
    expect(uploaded).toEqual({ uploadId: expect.stringMatching(/^vidWeft/) });
    const video = fake.state.videos.get(uploaded!.uploadId)!;
    expect(video).toMatchObject({
      title: expect.stringMatching(/^Weekly update \d{4}-\d{2}-\d{2}$/),
      description: 'This week at Weft',
      tags: ['weekly', 'update'],
      categoryId: '28',
      privacyStatus: 'unlisted',
    });
    expect(video.bytes!.toString()).toBe('weekly clip bytes');
    // Position 0 is not sent (n8n sends a position only when it is not 0): the video goes last.
    expect(output('Add to Weekly')[0]).toMatchObject({
      snippet: { position: 1, resourceId: { videoId: uploaded!.uploadId } },
      contentDetails: { note: 'latest' },
    });
  });

  it("recent-video-stats: this month's public videos of the channel, newest first, with their views", async () => {
    const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString();
    fake.state.addVideo({ id: 'vidOld00001', title: 'Old', publishedAt: daysAgo(60), viewCount: 900 });
    fake.state.addVideo({ id: 'vidWeek0001', title: 'This week', publishedAt: daysAgo(3), viewCount: 12 });
    fake.state.addVideo({ id: 'vidMonth001', title: 'This month', publishedAt: daysAgo(20), viewCount: 40 });
    fake.state.addVideo({ id: 'vidHidden01', title: 'Private', publishedAt: daysAgo(2), privacyStatus: 'private' });
    const { result, output } = await runFile('recent-video-stats.json');
    expect(result.data.resultData.error).toBeUndefined();
    const search = fake.state.requests[0]!;
    expect(search.query).toMatchObject({
      part: 'snippet',
      type: 'video',
      channelId: 'UCWeftTestChannel0000001',
      order: 'date',
      maxResults: '100',
    });
    expect(search.query.forMine).toBeUndefined();
    expect(output('Views')).toEqual([
      { title: 'This week', views: 12 },
      { title: 'This month', views: 40 },
    ]);
  });
});
