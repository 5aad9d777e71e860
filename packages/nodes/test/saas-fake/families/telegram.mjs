/**
 * Telegram: the Bot API fake of the Telegram node, seeded from a case's `seed.json`:
 * `{ "telegram": { "chats": [...], "messages": [...], "files": [...], "members": [...], "firstMessageId", "date" } }`
 * (see src/telegram/test-fake/telegram-fake.mjs). n8n calls `<baseUrl>/bot<token>/<method>` with the
 * credential's base URL (https://api.telegram.org in the cases); Weft sends a base URL on Telegram's
 * origin to `WEFT_TELEGRAM_API_URL`, so both reach the same paths. The fake accepts the token
 * `123456:TEST-token`.
 */
import { createTelegramFake } from '../../../src/telegram/test-fake/telegram-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['api.telegram.org'],
  env: ['WEFT_TELEGRAM_API_URL'],
  folders: ['telegram'],
  create(seed = {}) {
    const fake = createTelegramFake(seed.telegram ?? {});
    return { handle: (req, res) => fake.handle(req, res) };
  },
};
