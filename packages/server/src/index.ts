/** @weft/server: Weft's REST API, webhooks, sessions, persistence and activation. */
export { loadConfig } from './config.js';
export type { ServerConfig } from './config.js';
export { startServer, createServer, VERSION } from './start.js';
export type { RunningServer } from './start.js';
export { buildApp } from './app.js';
export type { BaseContext, ServerContext, ServerDeps } from './context.js';
export { openDatabase, migrate, truncateAll } from './db/database.js';
export type { Db } from './db/database.js';
export { ApiError } from './http/errors.js';
export type {
  PushHub,
  ExecutionService,
  ActiveWorkflowService,
  CredentialService,
  StartExecutionArgs,
  ExecutionRecord,
} from './services/contracts.js';
export { startWebhookServer, createWebhookServer, buildWebhookApp } from './webhook-server.js';
export type { RunningWebhookServer } from './webhook-server.js';
export { joinCluster } from './cluster/index.js';
export type { ClusterMembership, JoinClusterOptions, ProcessRole } from './cluster/index.js';
export { LeaderLock } from './cluster/leader.js';
export type { LeaderLockOptions } from './cluster/leader.js';
export { redisSettingsOf } from './cluster/redis.js';
export type { RedisSettings } from './cluster/redis.js';
export { createMetrics } from './metrics.js';
export type { WeftMetrics, QueueCounts } from './metrics.js';
export { registerHealthRoutes } from './http/health.js';
export { ReadinessChecks } from './http/readiness-checks.js';
export type { ReadinessCheck } from './http/readiness-checks.js';
export { TriggerGate } from './cluster/trigger-gate.js';
export { startWorker } from './queue/worker.js';
export { startWorkerHealthServer } from './queue/worker-health.js';
export type { RunningWorker, WorkerOptions } from './queue/worker.js';
export { createQueueExecutionService } from './queue/execution-service.js';
export type { QueueExecutionService, StartData } from './queue/execution-service.js';
export { ExecutionEvents } from './queue/events.js';
export type { ExecutionEvent, PushEvent, DoneEvent, StopEvent } from './queue/events.js';
export { BullJobQueue, QUEUE_NAME, jobIdOf } from './queue/job-queue.js';
export type { JobQueue, JobConsumer, EnqueueOptions, ConsumeOptions } from './queue/job-queue.js';
export { checkQueueConfig, verifyEncryptionKey } from './queue/checks.js';
// What the `weft` CLI's operator commands (execute, import/export, audit, db:revert …) work with.
export { loadInstanceFile } from './instance.js';
export type { InstanceFile } from './instance.js';
export { baseContext } from './context.js';
export { createServices, type ServiceOptions } from './services/index.js';
export { MIGRATIONS } from './db/migrations/index.js';
export type { Migration } from './db/migrations/index.js';
export { WorkflowRepository } from './repositories/workflows.js';
export type { WorkflowRecord } from './repositories/workflows.js';
export { CredentialRepository } from './repositories/credentials.js';
export type { CredentialRecord } from './repositories/credentials.js';
export { TagRepository } from './repositories/tags.js';
export { CredentialCipher, CredentialDecryptionError } from './services/credentials/cipher.js';
export { loadCommunityPackages, communityNodeTypes } from './community-nodes/index.js';
export { shortId } from './db/ids.js';
export { generateAudit, buildAudit, isRiskCategory, RISK_CATEGORIES } from './services/audit.js';
export type { AuditOptions, AuditInput, RiskCategory, RiskReport, RiskSection } from './services/audit.js';
export { loadStoredWorkflow } from './services/executions/workflows.js';
