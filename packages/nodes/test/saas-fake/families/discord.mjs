/**
 * Discord: the Discord API v10 fake of the Discord node, seeded from a case's `seed.json`:
 * `{ "discord": { "messages": [{ "id", "channel_id", "content", … }], "nextId" } }` (see
 * src/discord/test-fake/discord-fake.mjs). n8n calls https://discord.com/api/v10/… and channel
 * webhooks at https://discord.com/api/webhooks/900/hook-token (the Webhook credential, or Discord 1's
 * Webhook URL); Weft calls `WEFT_DISCORD_API_URL` + `/api/v10` and sends webhook URLs on Discord's
 * origin there, so both reach the same paths. The fake accepts the bot token `discord-bot-token`
 * and the OAuth2 user token `discord-user-token`.
 */
import { createDiscordFake } from '../../../src/discord/test-fake/discord-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['discord.com'],
  env: ['WEFT_DISCORD_API_URL'],
  folders: ['discord'],
  create(seed = {}) {
    const fake = createDiscordFake(seed.discord ?? {});
    return { handle: (req, res) => fake.handle(req, res) };
  },
};
