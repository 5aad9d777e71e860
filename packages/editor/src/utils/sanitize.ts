import DOMPurify from 'dompurify';

/** Tags kept in server messages. */
export const ALLOWED_TAGS = ['p', 'strong', 'b', 'code', 'a', 'br', 'i', 'em', 'small'];
/** Tags a node error's description may also use (n8n's hints are lists). */
export const ERROR_HINT_TAGS = ['ol', 'ul', 'li'];
/** Attributes kept; data-* attributes are kept too. */
export const ALLOWED_ATTRIBUTES = ['href', 'name', 'target', 'title', 'class', 'id'];

const LOCAL_IMAGE = /^\/static\/[\w\-/.]+\.(jpe?g|gif|png|webp)$/i;

/** Whether an image source is allowed: https, or a local /static image of an allowed type. */
export function isAllowedImageSource(src: string): boolean {
  if (LOCAL_IMAGE.test(src) && !src.includes('..')) return true;
  try {
    return new URL(src).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Sanitises HTML from the server before it is rendered: only the allowed tags and attributes
 * survive, links keep safe protocols, and everything else is reduced to its text. `extraTags`
 * allows a few more (a node error's hint is a list: `ERROR_HINT_TAGS`).
 */
export function sanitizeHtml(html: string, extraTags: readonly string[] = []): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: extraTags.length ? [...ALLOWED_TAGS, ...extraTags] : ALLOWED_TAGS,
    ALLOWED_ATTR: ALLOWED_ATTRIBUTES,
    ALLOW_DATA_ATTR: true,
    // Values with a scheme must be http(s) or mailto; scheme-less values (paths, '_blank') pass.
    ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
    KEEP_CONTENT: true,
  });
}
