/**
 * Parses a comma list of module names, as in `WEFT_FUNCTION_ALLOW_BUILTIN` and
 * `WEFT_FUNCTION_ALLOW_EXTERNAL` (n8n's `NODE_FUNCTION_ALLOW_*`): names are trimmed, empty ones
 * dropped, and `*` stays as the wildcard.
 *
 * @example parseModuleList(' lodash, moment ,') // ['lodash', 'moment']
 */
export function parseModuleList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}
