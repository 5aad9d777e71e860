/** @weft/server: Weft's REST API, webhooks, sessions, persistence and activation. */
export { loadConfig } from './config.js';
export type { ServerConfig } from './config.js';
export { startServer, createServer, VERSION } from './start.js';
export type { RunningServer } from './start.js';
export { buildApp } from './app.js';
export type { ServerContext } from './context.js';
export { openDatabase, migrate, truncateAll } from './db/database.js';
export type { Db } from './db/database.js';
export { ApiError } from './http/errors.js';
export type { PushHub, ExecutionService, ActiveWorkflowService, CredentialService, StartExecutionArgs, ExecutionRecord } from './services/contracts.js';
