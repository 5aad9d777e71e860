import type { ServerContext } from '../../context.js';
import { isPending } from '../../repositories/users.js';

/**
 * The instance settings the editor loads first (instance-and-api spec §3), with the §9
 * defaults. Features that later work builds (LDAP, SAML, log streaming, community nodes,
 * templates, public API) report themselves disabled until they exist.
 */
export async function instanceSettings(ctx: ServerContext): Promise<Record<string, unknown>> {
  const c = ctx.config;
  const owner = await ctx.users.owner();
  const skipped = await ctx.settings.get('userManagement.skipInstanceOwnerSetup', false);
  const ownerSetUp = !!owner && !isPending(owner);
  return {
    endpointWebhook: c.endpointWebhook,
    endpointWebhookTest: c.endpointWebhookTest,
    saveDataErrorExecution: c.saveDataErrorExecution,
    saveDataSuccessExecution: c.saveDataSuccessExecution,
    saveManualExecutions: c.saveManualExecutions,
    executionTimeout: c.executionTimeout,
    maxExecutionTimeout: c.maxExecutionTimeout,
    workflowCallerPolicyDefaultOption: 'workflowsFromSameOwner',
    timezone: c.timezone,
    urlBaseWebhook: `${c.baseUrl}/`,
    urlBaseEditor: c.editorBaseUrl,
    versionCli: ctx.version,
    instanceId: ctx.instanceId,
    oauthCallbackUrls: {
      oauth1: `${c.baseUrl}/rest/oauth1-credential/callback`,
      oauth2: `${c.baseUrl}/rest/oauth2-credential/callback`,
    },
    productMetadata: { name: 'Weft', version: ctx.version },
    versionNotifications: { enabled: false, endpoint: '', infoUrl: '' },
    defaultLocale: 'en',
    telemetry: { enabled: false },
    posthog: { enabled: false, apiHost: '', apiKey: '', autocapture: false, disableSessionRecording: true, debug: false },
    personalizationSurveyEnabled: true,
    userManagement: {
      enabled: true,
      showSetupOnFirstLoad: !ownerSetUp && !skipped,
      smtpSetup: !!c.smtp.host,
      authenticationMethod: 'email',
    },
    sso: { saml: { loginEnabled: false, loginLabel: '' }, ldap: { loginEnabled: false, loginLabel: '' } },
    publicApi: { enabled: false, latestVersion: 1, path: 'api', swaggerUi: { enabled: false } },
    workflowTagsDisabled: false,
    logLevel: c.logLevel,
    hiringBannerEnabled: false,
    onboardingCallPromptEnabled: false,
    templates: { enabled: false, host: '' },
    executionMode: c.executionsMode,
    pushBackend: c.pushBackend,
    communityNodesEnabled: false,
    isNpmAvailable: false,
    deployment: { type: 'default' },
    allowedModules: { builtIn: process.env.WEFT_FUNCTION_ALLOW_BUILTIN ?? '', external: process.env.WEFT_FUNCTION_ALLOW_EXTERNAL ?? '' },
    enterprise: { sharing: c.sharingEnabled, ldap: false, logStreaming: false, saml: false },
  };
}
