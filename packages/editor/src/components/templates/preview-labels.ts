/**
 * Labels of a template's workflow preview: node types by their display names (not internal names
 * such as `manualTrigger`) and node names wrapped over two lines instead of cut short.
 */
import { toWeftTypeName, type NodeTypeDescription } from '@weft/workflow';

/** A readable name for a node type: the description's display name, else its words. */
export function nodeTypeLabel(
  type: string | undefined,
  describe: (weftType: string) => NodeTypeDescription | undefined,
): string {
  const raw = type ?? '';
  const desc = raw ? describe(toWeftTypeName(raw)) : undefined;
  if (desc?.displayName) return desc.displayName;
  const last = raw.split('.').pop() ?? raw;
  return last.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());
}

/** Splits a name into at most `lines` lines of about `width` characters, at spaces where it can. */
export function wrapName(name: string, width = 20, lines = 2): string[] {
  const out: string[] = [];
  let rest = name.trim();
  while (rest && out.length < lines) {
    if (rest.length <= width) {
      out.push(rest);
      break;
    }
    if (out.length === lines - 1) {
      out.push(`${rest.slice(0, width - 1).trimEnd()}…`);
      break;
    }
    const cut = rest.lastIndexOf(' ', width);
    const at = cut > 0 ? cut : width;
    out.push(rest.slice(0, at).trimEnd());
    rest = rest.slice(at).trimStart();
  }
  return out;
}

/** A node type's label inside a preview node's box (about 12 characters a line, up to three lines). */
export function typeLabelLines(label: string): string[] {
  return wrapName(label, 12, 3);
}
