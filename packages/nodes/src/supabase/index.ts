import type { NodeType } from '@weft/workflow';
import { supabaseDescription } from './description.js';
import { executeSupabase } from './execute.js';
import { supabaseMethods } from './methods.js';

export { supabaseApiCredential } from './credentials.js';

/** Supabase 1 (n8n's `n8n-nodes-base.supabase`): rows of a project's tables. */
export const supabaseNode: NodeType[] = [
  { description: supabaseDescription, execute: executeSupabase, methods: supabaseMethods },
];
