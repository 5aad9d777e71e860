/** n8n's tool name of a node: each run of characters other than letters, digits, `_` and `-` becomes `_`. */
export function toolNameOf(nodeName: string): string {
  return nodeName.replace(/[^a-zA-Z0-9_-]+/g, '_');
}
