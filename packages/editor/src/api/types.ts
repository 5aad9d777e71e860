/** Shapes the REST API answers. */

export type GlobalRole = 'owner' | 'member' | 'default';

/** A user as the server sends it. */
export interface UserResponse {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  globalRole: { name: GlobalRole; scope?: string };
  isPending: boolean;
  isOwner?: boolean;
  personalizationAnswers?: Record<string, unknown> | null;
  settings?: Record<string, unknown>;
  disabled?: boolean;
  createdAt?: string;
  featureFlags?: Record<string, unknown>;
  /** Whether the user has two-factor authentication (TOTP) on. */
  mfaEnabled?: boolean;
}

/** Instance settings, as GET /rest/settings answers them. */
export interface InstanceSettings {
  enterprise: { sharing: boolean; ldap: boolean; logStreaming: boolean; saml: boolean };
  userManagement: {
    enabled: boolean;
    showSetupOnFirstLoad: boolean;
    smtpSetup: boolean;
    authenticationMethod: 'email' | 'ldap' | 'saml';
  };
  publicApi: { enabled: boolean; latestVersion: number; path: string; swaggerUi: { enabled: boolean } };
  /** Two-factor authentication: `enforced` when the owner requires it of everyone. */
  mfa?: { enabled: boolean; enforced: boolean };
  sso: { ldap: { loginEnabled: boolean; loginLabel: string }; saml: { loginEnabled: boolean; loginLabel: string } };
  templates: { enabled: boolean; host: string };
  deployment: { type: string };
  communityNodesEnabled: boolean;
  isNpmAvailable: boolean;
  executionMode: string;
  timezone: string;
  executionTimeout: number;
  maxExecutionTimeout: number;
  saveDataErrorExecution: string;
  saveDataSuccessExecution: string;
  saveManualExecutions: boolean;
  urlBaseWebhook: string;
  urlBaseEditor: string;
  endpointWebhook: string;
  endpointWebhookTest: string;
  versionCli: string;
  instanceId: string;
  defaultLocale: string;
  versionNotifications: { enabled: boolean; endpoint: string; infoUrl: string };
  workflowTagsDisabled: boolean;
  personalizationSurveyEnabled: boolean;
  onboardingCallPromptEnabled: boolean;
  pushBackend: string;
  /** Editor telemetry to this instance (WEFT_DIAGNOSTICS_ENABLED); absent means off. */
  telemetry?: { enabled: boolean };
  /** Scripts that register external front-end hooks (WEFT_EXTERNAL_FRONTEND_HOOKS_URLS). */
  externalFrontendHooksUrls?: string[];
  [key: string]: unknown;
}
