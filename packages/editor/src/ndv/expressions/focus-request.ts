/**
 * Handing the focus to an inline expression editor that is about to appear: typing `{{` into a
 * fixed input replaces it by the expression editor, which should take over the typing with the
 * cursor inside the braces, as in n8n. The input asks; the next editor that mounts takes it.
 */

/** How long a request waits for its editor (the editor is a lazy chunk). */
export const FOCUS_REQUEST_MS = 3000;

let pending: { cursor: number; at: number } | null = null;

/** Asks the next inline expression editor that mounts to take the focus, cursor at `cursor`. */
export function requestExpressionFocus(cursor: number, now = Date.now()): void {
  pending = { cursor, at: now };
}

/** The cursor a mounting editor should focus at, if a fresh request waits (taking it). */
export function takeExpressionFocus(now = Date.now()): number | null {
  const p = pending;
  pending = null;
  return p && now - p.at <= FOCUS_REQUEST_MS ? p.cursor : null;
}
