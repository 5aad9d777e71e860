/**
 * Snowflake: the REST protocol fake the `snowflake-sdk` driver talks to, seeded from a case's
 * `seed.json`: `{ "snowflake": { "account", "users", "tables" } }` (see
 * src/snowflake/test-fake/snowflake-fake.mjs). The cases' credentials name account `weft`, so n8n's
 * driver calls `https://weft.snowflakecomputing.com`; Weft's driver is sent to `WEFT_SNOWFLAKE_ACCESS_URL`.
 */
import { createSnowflakeFake } from '../../../src/snowflake/test-fake/snowflake-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['weft.snowflakecomputing.com'],
  env: ['WEFT_SNOWFLAKE_ACCESS_URL'],
  folders: ['snowflake'],
  create(seed = {}) {
    const fake = createSnowflakeFake(seed.snowflake ?? {});
    return { handle: (req, res) => fake.handle(req, res) };
  },
};
