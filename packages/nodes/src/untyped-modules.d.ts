/** Types for the few third-party modules that ship none, as far as Weft uses them. */

declare module 'pdf-parse/lib/pdf.js/v1.10.100/build/pdf.js' {
  const pdfjs: unknown;
  export default pdfjs;
}

declare module 'html-to-text' {
  export function htmlToText(html: string, options?: Record<string, unknown>): string;
}
