import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.js';
import { register as authUsers } from './auth-users.js';
import { register as binaryData } from './binary-data.js';
import { register as credentials } from './credentials.js';
import { register as executions } from './executions.js';
import { register as nodesSettings, type TypeFiles } from './nodes-settings.js';
import { register as usage } from './usage.js';
import { register as webhooks, registerRest as activation } from './webhooks.js';
import { register as workflows } from './workflows.js';
import { registerEventBusRoutes as eventBus } from '../eventbus/routes.js';
import { registerSsoRoutes } from '../sso/index.js';
import { registerCommunityPackageRoutes as communityPackages } from '../community-nodes/index.js';
import { registerTelemetryRoutes as telemetry } from '../telemetry/routes.js';
import { registerDataTableRoutes as dataTables } from '../data-tables/index.js';
import { registerExternalSecretsRoutes as externalSecrets } from '../external-secrets/index.js';
import { registerChatRunRoute as aiChat } from '../ai-chat/index.js';

/** Registers every `/rest` route group on a Fastify scope prefixed with `/rest`; `files` are the type description files it shares with the public ones. */
export async function registerRestRoutes(app: FastifyInstance, ctx: ServerContext, files: TypeFiles): Promise<void> {
  await authUsers(app, ctx);
  await credentials(app, ctx);
  await workflows(app, ctx);
  await executions(app, ctx);
  await nodesSettings(app, ctx, files);
  await activation(app, ctx);
  await binaryData(app, ctx);
  await eventBus(app, ctx);
  await registerSsoRoutes(app, ctx);
  await communityPackages(app, ctx);
  await telemetry(app, ctx);
  await dataTables(app, ctx);
  await externalSecrets(app, ctx);
  await usage(app, ctx);
  aiChat(app, ctx);
}

/** Registers the webhook routes (`/webhook/*`, `/webhook-test/*`, `/webhook-waiting/*`) at the root. */
export async function registerWebhookRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  await webhooks(app, ctx);
}
