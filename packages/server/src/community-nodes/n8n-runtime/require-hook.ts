/**
 * Makes `require('n8n-workflow')` answer Weft's runtime module ({@link n8nWorkflowModule}) in this
 * process, whichever folder asks: Node's CommonJS resolver is taught the name, and the module sits
 * in the require cache under a path of its own. A package that ships n8n's package as a dependency
 * of its own still gets Weft's. Deeper paths (`n8n-workflow/dist/…`) are refused with a clear error.
 */
import { Module } from 'node:module';
import { n8nWorkflowModule } from './runtime-module.js';

/** The path Weft's runtime module is cached under (never a file on disk). */
export const N8N_WORKFLOW_MODULE_PATH = '/weft-runtime/n8n-workflow/index.js';

type Resolve = (request: string, parent: unknown, isMain: boolean, options?: unknown) => string;
interface ModuleInternals {
  _resolveFilename: Resolve;
  _cache: Record<string, unknown>;
}

let installed = false;

/** Installs the resolver hook once per process (later calls do nothing). */
export function installN8nWorkflowModule(): void {
  if (installed) return;
  installed = true;
  const internals = Module as unknown as ModuleInternals;
  const cached = new Module(N8N_WORKFLOW_MODULE_PATH) as Module & { loaded: boolean; filename: string };
  cached.filename = N8N_WORKFLOW_MODULE_PATH;
  cached.exports = n8nWorkflowModule;
  cached.loaded = true;
  internals._cache[N8N_WORKFLOW_MODULE_PATH] = cached;
  const original = internals._resolveFilename;
  internals._resolveFilename = function resolveFilename(
    this: unknown,
    request: string,
    parent: unknown,
    isMain: boolean,
    options?: unknown,
  ): string {
    if (request === 'n8n-workflow') {
      // Put it back in case something cleared the cache (a package reload drops only its own files).
      internals._cache[N8N_WORKFLOW_MODULE_PATH] ??= cached;
      return N8N_WORKFLOW_MODULE_PATH;
    }
    if (request.startsWith('n8n-workflow/')) {
      throw new Error(
        `"${request}": Weft provides n8n-workflow's runtime exports (require('n8n-workflow')), not the files inside n8n's package`,
      );
    }
    return original.call(this, request, parent, isMain, options);
  };
}
