/**
 * The Code node's modes and default code. The texts match the
 * Code node's own placeholders in @weft/nodes so a fresh node shows the same code in both places.
 */

/** The two Code node modes; the editor's `mode` prop must be one of them. */
export type CodeNodeMode = 'runOnceForAllItems' | 'runOnceForEachItem';

/** Default code of 'Run Once for All Items'. */
export const ALL_ITEMS_PLACEHOLDER = `// Loop over input items and add a new field
// called 'myNewField' to the JSON of each one
for (const item of $input.all()) {
  item.json.myNewField = 1;
}

return $input.all();`;

/** Default code of 'Run Once for Each Item'. */
export const EACH_ITEM_PLACEHOLDER = `// Add a new field called 'myNewField' to the
// JSON of the item
$input.item.json.myNewField = 1;

return $input.item;`;

/** Whether a value is one of the two modes. */
export function isCodeNodeMode(mode: unknown): mode is CodeNodeMode {
  return mode === 'runOnceForAllItems' || mode === 'runOnceForEachItem';
}

/** Checks the mode prop, throwing on anything else (the mode must be one of the two). */
export function assertCodeNodeMode(mode: unknown): CodeNodeMode {
  if (!isCodeNodeMode(mode))
    throw new Error(`Invalid Code node mode '${String(mode)}': expected 'runOnceForAllItems' or 'runOnceForEachItem'`);
  return mode;
}

/** The default code of a mode. */
export function placeholderFor(mode: CodeNodeMode): string {
  return mode === 'runOnceForAllItems' ? ALL_ITEMS_PLACEHOLDER : EACH_ITEM_PLACEHOLDER;
}

/**
 * The code to show after a mode change: the new mode's placeholder replaces the
 * content only when the content is empty or is the other mode's placeholder; otherwise the
 * user's code stays.
 */
export function codeAfterModeChange(code: string, newMode: CodeNodeMode): string {
  const other: CodeNodeMode = newMode === 'runOnceForAllItems' ? 'runOnceForEachItem' : 'runOnceForAllItems';
  if (code.trim() === '' || code.trim() === placeholderFor(other).trim()) return placeholderFor(newMode);
  return code;
}

/** An empty code value is filled with the mode's placeholder; undefined when nothing changes. */
export function codeToFill(code: string | undefined | null, mode: CodeNodeMode): string | undefined {
  return code === undefined || code === null || code === '' ? placeholderFor(mode) : undefined;
}
