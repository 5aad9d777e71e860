/**
 * Slack: the Web API fake of the Slack node (src/slack/test-fake/slack-fake.mjs). n8n calls
 * `https://slack.com/api/<method>`, Weft calls `<WEFT_SLACK_API_URL>/api/<method>`, so one fake
 * answers both at `/api/…`; the upload URL it hands out is on the origin the request came to
 * (https://slack.com while recording, the loopback origin when replayed). The fake accepts the
 * token `xoxb-weft-test`, has users U01ALICE, U02BOB, U03CAROL and channels C01GENERAL, C02RANDOM,
 * C03SECRET, and counts message timestamps from 1700000000. Seeded from a case's `seed.json`:
 * `{ "messages": [{ "channel", "ts", "text", "user", … }], "channels": [{ "id", "name", … }],
 * "users": [{ "id", "name", … }], "files": [{ "id", "name", "content", … }], "clock": <seconds> }`.
 */
import { createSlackFake } from '../../../src/slack/test-fake/slack-fake.mjs';

/** A seeded channel with the fields the fake keeps for every channel. */
const channel = (c) => ({ is_channel: true, is_private: false, is_archived: false, members: [], topic: { value: '' }, purpose: { value: '' }, ...c });

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['slack.com'],
  env: ['WEFT_SLACK_API_URL'],
  folders: ['slack'],
  create(seed = {}) {
    const fake = createSlackFake();
    const { state } = fake;
    for (const c of seed.channels ?? []) state.channels.push(channel(c));
    for (const u of seed.users ?? []) state.users.push({ presence: 'away', profile: {}, ...u });
    for (const m of seed.messages ?? []) state.messages.push({ type: 'message', user: 'U02BOB', ...m });
    for (const { content, ...f } of seed.files ?? []) state.files.push({ channels: [], user: 'U01ALICE', ...f, bytes: Buffer.from(content ?? '') });
    if (seed.clock !== undefined) state.clock = seed.clock;
    return {
      async handle(req, res) {
        await fake.handle(req, res);
        return true;
      },
    };
  },
};
