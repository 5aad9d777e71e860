import type { ExecuteContext } from '@weft/workflow';
import type { ClashResolveOptions } from '../clash.js';

/**
 * Merge 2's clash options in the terms of the shared merge helpers: its "Prefer Input 2 Version"
 * (`preferInput2`) is what Merge 3 calls `preferLast`.
 */
export function clashOptionsV2(ctx: ExecuteContext): ClashResolveOptions {
  const clash = { ...((ctx.getNodeParameter('options.clashHandling.values', 0, {}) ?? {}) as ClashResolveOptions) };
  if (clash.resolveClash === 'preferInput2') clash.resolveClash = 'preferLast';
  return clash;
}
