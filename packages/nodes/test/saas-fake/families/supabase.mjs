/**
 * Supabase: the PostgREST fake of the Supabase node (a project at https://weft.supabase.test), seeded
 * from a case's `seed.json`: `{ "supabase": { "tables": { "<schema.>table": { "columns"?, "rows" } },
 * "generate"?: { "table", "count" } } }` (see src/supabase/test-fake/supabase-fake.mjs). n8n calls the
 * credential's host (https://weft.supabase.test in the cases); Weft sends the credential's host to
 * `WEFT_SUPABASE_API_URL` instead (same path), so both reach the same fake. The fake accepts the
 * service role key `weft-service-role-key`.
 */
import { createSupabaseFake } from '../../../src/supabase/test-fake/supabase-fake.mjs';

/** @type {import('../families.mjs').Family} */
export default {
  hosts: ['weft.supabase.test'],
  env: ['WEFT_SUPABASE_API_URL'],
  folders: ['supabase'],
  create(seed = {}) {
    const fake = createSupabaseFake(seed.supabase ?? {});
    return { handle: (req, res) => fake.handle(req, res) };
  },
};
