import type { ServerContext } from '../../context.js';
import { isNpmAvailable } from '../../community-nodes/index.js';
import { isPending } from '../../repositories/users.js';
import { ssoSettings } from '../../sso/settings.js';

/**
 * The instance settings the editor loads first, with n8n's
 * defaults. Features that later work builds report themselves disabled until they exist.
 * Nothing that makes the editor call a third party (version notifications, onboarding, contact
 * and value-survey prompts, external front-end hook scripts) is on unless the operator switches
 * it on; telemetry, when on, goes to this instance only.
 */
export async function instanceSettings(ctx: ServerContext): Promise<Record<string, unknown>> {
  const c = ctx.config;
  const owner = await ctx.users.owner();
  const skipped = await ctx.settings.get('userManagement.skipInstanceOwnerSetup', false);
  const ownerSetUp = !!owner && !isPending(owner);
  const sso = await ssoSettings(ctx);
  return {
    endpointWebhook: c.endpointWebhook,
    endpointWebhookTest: c.endpointWebhookTest,
    saveDataErrorExecution: c.saveDataErrorExecution,
    saveDataSuccessExecution: c.saveDataSuccessExecution,
    saveManualExecutions: c.saveManualExecutions,
    executionTimeout: c.executionTimeout,
    maxExecutionTimeout: c.maxExecutionTimeout,
    workflowCallerPolicyDefaultOption: c.workflowCallerPolicyDefault,
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
    // Off unless the operator sets an endpoint and switches them on: Weft calls nobody by itself.
    versionNotifications: { ...c.versionNotifications },
    defaultLocale: c.defaultLocale,
    // On only when the operator says so; events then go to this instance, never to a third party.
    telemetry: { enabled: c.diagnostics.enabled },
    externalFrontendHooksUrls: [...c.externalFrontendHooksUrls],
    posthog: {
      enabled: false,
      apiHost: '',
      apiKey: '',
      autocapture: false,
      disableSessionRecording: true,
      debug: false,
    },
    personalizationSurveyEnabled: c.prompts.personalizationSurvey,
    userManagement: {
      enabled: true,
      showSetupOnFirstLoad: !ownerSetUp && !skipped,
      smtpSetup: !!c.smtp.host,
      authenticationMethod: sso.authenticationMethod,
    },
    sso: sso.sso,
    mfa: { enabled: true, enforced: await ctx.mfa.isEnforced() },
    publicApi: {
      enabled: !c.publicApi.disabled,
      latestVersion: 1,
      path: 'api',
      swaggerUi: { enabled: !c.publicApi.disabled && c.publicApi.swaggerUi },
    },
    workflowTagsDisabled: false,
    logLevel: c.logLevel,
    hiringBannerEnabled: false,
    onboardingCallPromptEnabled: c.prompts.onboardingCall,
    contactPromptEnabled: c.prompts.contact,
    valueSurveyEnabled: c.prompts.valueSurvey,
    promptsHost: c.prompts.host,
    templates: { enabled: c.templates.enabled, host: c.templates.enabled ? c.templates.host : '' },
    executionMode: c.executionsMode,
    pushBackend: c.pushBackend,
    communityNodesEnabled: c.communityPackages.enabled,
    isNpmAvailable: await isNpmAvailable(),
    deployment: { type: 'default' },
    allowedModules: {
      builtIn: process.env.WEFT_FUNCTION_ALLOW_BUILTIN ?? '',
      external: process.env.WEFT_FUNCTION_ALLOW_EXTERNAL ?? '',
    },
    enterprise: {
      sharing: c.sharingEnabled,
      ldap: sso.enterprise.ldap,
      logStreaming: c.logStreaming.enabled,
      saml: sso.enterprise.saml,
    },
  };
}
