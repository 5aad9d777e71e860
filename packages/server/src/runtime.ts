/**
 * `@weft/server/runtime`: what a one-off command needs to open an instance and run workflows
 * (configuration, instance file, database, services, stored workflows, community nodes), without
 * the HTTP server, its routes and queue mode. `weft execute` loads only this, so it starts faster.
 */
export { loadConfig } from './config.js';
export type { ServerConfig } from './config.js';
export { VERSION } from './version.js';
export type { BaseContext, ServerContext, ServerDeps } from './context.js';
export { baseContext } from './context.js';
export { openDatabase } from './db/database.js';
export { loadInstanceFile } from './instance.js';
export { createServices, type ServiceOptions } from './services/index.js';
export { loadCommunityPackages } from './community-nodes/index.js';
export { loadStoredWorkflow } from './services/executions/workflows.js';
export type { ExecutionRecord, PushHub } from './services/contracts.js';
