/** The templates host Weft serves itself (`/templates-api`) and its bundled library. */
export { registerTemplatesHost } from './routes.js';
export { readTemplateLibrary, LIBRARY_DIR } from './library.js';
export type { TemplateLibrary, TemplateFile, TemplateCategory, TemplateCollectionFile } from './library.js';
export type { TemplateNodeInfo } from './shapes.js';
