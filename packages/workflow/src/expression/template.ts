/** A piece of an expression template: literal text, or JavaScript between `{{` and `}}`. */
export interface ExpressionSegment {
  kind: 'plaintext' | 'resolvable';
  /** For plaintext the text; for resolvable the JavaScript between the braces (not trimmed). */
  text: string;
  /** Offset of the segment's first character in the template (after the leading `=`). */
  from: number;
  /** Offset just after the segment (the closing braces included for resolvable segments). */
  to: number;
  /** Filled by {@link resolveSegments}. */
  resolved?: unknown;
  /** Filled by {@link resolveSegments} when the segment failed. */
  error?: Error;
}

/** Whether a parameter value is an expression (a string starting with `=`). */
export function isExpression(value: unknown): value is string {
  return typeof value === 'string' && value.charCodeAt(0) === 61; /* = */
}

/**
 * Splits a template (without its leading `=`) into plaintext and resolvable segments.
 * Braces inside strings, template literals and object literals do not end a segment; an
 * unterminated `{{` is kept as plaintext.
 */
export function splitTemplate(template: string): ExpressionSegment[] {
  const out: ExpressionSegment[] = [];
  let pos = 0;
  let textStart = 0;
  while (pos < template.length) {
    const open = template.indexOf('{{', pos);
    if (open === -1) break;
    const close = findClose(template, open + 2);
    if (close === -1) break;
    if (open > textStart)
      out.push({ kind: 'plaintext', text: template.slice(textStart, open), from: textStart, to: open });
    out.push({ kind: 'resolvable', text: template.slice(open + 2, close), from: open, to: close + 2 });
    pos = close + 2;
    textStart = pos;
  }
  if (textStart < template.length)
    out.push({ kind: 'plaintext', text: template.slice(textStart), from: textStart, to: template.length });
  return out;
}

/** Finds the `}}` that closes a segment, skipping strings, comments and nested braces. */
function findClose(s: string, start: number): number {
  let depth = 0;
  let i = start;
  const templateDepth: number[] = [];
  while (i < s.length) {
    const c = s[i]!;
    if (c === '"' || c === "'") {
      i = skipString(s, i, c);
      continue;
    }
    if (c === '`') {
      i = skipTemplate(s, i);
      continue;
    }
    if (c === '/' && s[i + 1] === '*') {
      const end = s.indexOf('*/', i + 2);
      i = end === -1 ? s.length : end + 2;
      continue;
    }
    if (c === '{') depth++;
    else if (c === '}') {
      if (depth === 0 && s[i + 1] === '}') return i;
      if (depth > 0) depth--;
    }
    i++;
  }
  void templateDepth;
  return -1;
}

function skipString(s: string, i: number, quote: string): number {
  i++;
  while (i < s.length) {
    const c = s[i];
    if (c === '\\') i += 2;
    else if (c === quote) return i + 1;
    else if (c === '\n')
      return i; // unterminated: let the parser report it
    else i++;
  }
  return i;
}

function skipTemplate(s: string, i: number): number {
  i++;
  while (i < s.length) {
    const c = s[i];
    if (c === '\\') i += 2;
    else if (c === '`') return i + 1;
    else if (c === '$' && s[i + 1] === '{') {
      // skip the substitution, which may itself contain braces and strings
      let depth = 1;
      i += 2;
      while (i < s.length && depth > 0) {
        const d = s[i]!;
        if (d === '"' || d === "'") {
          i = skipString(s, i, d);
          continue;
        }
        if (d === '`') {
          i = skipTemplate(s, i);
          continue;
        }
        if (d === '{') depth++;
        else if (d === '}') depth--;
        i++;
      }
    } else i++;
  }
  return i;
}
