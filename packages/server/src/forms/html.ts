import { escapeHtml } from '@weft/workflow';

const ALLOWED_TAGS = new Set([
  'b',
  'div',
  'i',
  'img',
  'em',
  'strong',
  'a',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'u',
  'sub',
  'sup',
  'code',
  'pre',
  'span',
  'br',
  'ul',
  'ol',
  'li',
  'p',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'td',
  'tr',
  'th',
  'video',
  'source',
  'iframe',
  'hr',
]);
const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  video: ['controls', 'autoplay', 'loop', 'muted', 'poster', 'width', 'height'],
  iframe: ['src', 'width', 'height', 'allowfullscreen'],
  source: ['src', 'type'],
  td: ['colspan', 'rowspan', 'scope', 'headers'],
  th: ['colspan', 'rowspan', 'scope', 'headers'],
};
const URL_ATTRIBUTES = new Set(['href', 'src', 'poster']);
/** Elements whose content is dropped with them. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'textarea',
  'select',
  'noscript',
  'template',
  'object',
  'embed',
  'svg',
  'math',
  'title',
  'head',
]);
const VOID = new Set(['br', 'img', 'source', 'hr']);

/** Whether a URL may be linked or loaded: http(s) only, no protocol-relative URLs. */
function safeUrl(value: string): boolean {
  const v = value.trim();
  return /^https?:\/\//i.test(v);
}

/**
 * Keeps the harmless part of user HTML (form descriptions, Custom HTML elements, completion
 * messages): an allowlist of tags and attributes, http(s) URLs only, iframes sandboxed; scripts,
 * styles, inputs, event handlers and comments are removed. Text is re-escaped.
 */
export function sanitizeHtml(input: unknown): string {
  const html = String(input ?? '').replace(/<!--[\s\S]*?(-->|$)/g, '');
  const out: string[] = [];
  const open: string[] = [];
  let dropping: string | undefined;
  const re =
    /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*(\/?)>|<|>/g;
  let last = 0;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    const text = html.slice(last, m.index);
    last = re.lastIndex;
    if (!dropping) out.push(text.replace(/&(?![a-zA-Z]+;|#\d+;|#x[0-9a-fA-F]+;)/g, '&amp;'));
    if (m[0] === '<' || m[0] === '>') {
      if (!dropping) out.push(m[0] === '<' ? '&lt;' : '&gt;');
      continue;
    }
    const closing = m[1] === '/';
    const tag = m[2]!.toLowerCase();
    if (dropping) {
      if (closing && tag === dropping) dropping = undefined;
      continue;
    }
    if (DROPPED_WITH_CONTENT.has(tag)) {
      if (!closing && m[4] !== '/') dropping = tag;
      continue;
    }
    if (!ALLOWED_TAGS.has(tag)) continue;
    if (closing) {
      const at = open.lastIndexOf(tag);
      if (at >= 0) {
        for (const t of open.splice(at).reverse()) out.push(`</${t}>`);
      }
      continue;
    }
    const attrs: string[] = [];
    const attrRe = /([^\s"'>/=]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'>]+))?/g;
    for (let a = attrRe.exec(m[3] ?? ''); a; a = attrRe.exec(m[3] ?? '')) {
      const name = a[1]!.toLowerCase();
      if (!(ALLOWED_ATTRIBUTES[tag] ?? []).includes(name)) continue;
      let value = a[2] ?? '';
      if (/^["']/.test(value)) value = value.slice(1, -1);
      value = value
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&amp;/g, '&');
      if (URL_ATTRIBUTES.has(name) && !safeUrl(value)) continue;
      attrs.push(a[2] === undefined ? name : `${name}="${escapeHtml(value)}"`);
    }
    if (tag === 'iframe') attrs.push('sandbox=""', 'referrerpolicy="strict-origin-when-cross-origin"');
    if (tag === 'a' && attrs.some((x) => x.startsWith('target='))) attrs.push('rel="noopener noreferrer"');
    out.push(`<${tag}${attrs.length ? ' ' + attrs.join(' ') : ''}>`);
    if (!VOID.has(tag) && m[4] !== '/') open.push(tag);
  }
  if (!dropping) out.push(html.slice(last).replace(/&(?![a-zA-Z]+;|#\d+;|#x[0-9a-fA-F]+;)/g, '&amp;'));
  for (const t of open.reverse()) out.push(`</${t}>`);
  return out.join('');
}

/** Custom CSS as it may go inside a `<style>` element: nothing that could close it or open a tag. */
export function sanitizeCss(css: unknown): string {
  return String(css ?? '').replace(/</g, '');
}

/** A redirect URL if it is an absolute http(s) URL, else undefined. */
export function safeRedirectUrl(url: unknown): string | undefined {
  const v = String(url ?? '').trim();
  if (!v) return undefined;
  try {
    const parsed = new URL(/^[a-z][a-z0-9+.-]*:/i.test(v) ? v : `http://${v}`);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.toString() : undefined;
  } catch {
    return undefined;
  }
}
