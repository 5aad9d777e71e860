/** Route names (n8n's), mapped to their paths. */
export const VIEWS = {
  HOMEPAGE: 'Homepage',
  WORKFLOWS: 'WorkflowsView',
  CREDENTIALS: 'CredentialsView',
  DATA_TABLES: 'DataTablesView',
  DATA_TABLE: 'DataTableView',
  USAGE: 'Usage',
  NEW_WORKFLOW: 'NodeViewNew',
  WORKFLOW: 'NodeViewExisting',
  WORKFLOW_EXECUTIONS: 'WorkflowExecutions',
  DEMO: 'WorkflowDemo',
  TEMPLATE_IMPORT: 'WorkflowTemplate',
  EXECUTIONS: 'Executions',
  EXECUTION_PREVIEW: 'ExecutionPreview',
  EXECUTION_HOME: 'ExecutionsLandingPage',
  COLLECTION: 'TemplatesCollectionView',
  TEMPLATE: 'TemplatesWorkflowView',
  TEMPLATES: 'TemplatesSearchView',
  SIGNIN: 'SigninView',
  SIGNUP: 'SignupView',
  SIGNOUT: 'SignoutView',
  SETUP: 'SetupView',
  FORGOT_PASSWORD: 'ForgotMyPasswordView',
  CHANGE_PASSWORD: 'ChangePasswordView',
  USERS_SETTINGS: 'UsersSettings',
  LDAP_SETTINGS: 'LdapSettings',
  PERSONAL_SETTINGS: 'PersonalSettings',
  API_SETTINGS: 'APISettings',
  LOG_STREAMING_SETTINGS: 'LogStreamingSettingsView',
  COMMUNITY_NODES: 'CommunityNodes',
  EXTERNAL_SECRETS: 'ExternalSecretsSettings',
  FAKE_DOOR: 'ComingSoon',
  NOT_FOUND: 'NotFoundView',
} as const;

export type ViewName = (typeof VIEWS)[keyof typeof VIEWS];

/** The path of each named route (react-router syntax). */
export const PATHS: Record<ViewName, string> = {
  Homepage: '/',
  WorkflowsView: '/home/workflows',
  CredentialsView: '/home/credentials',
  DataTablesView: '/home/datatables',
  DataTableView: '/home/datatables/:id',
  Usage: '/settings/usage',
  NodeViewNew: '/workflow/new',
  NodeViewExisting: '/workflow/:name',
  WorkflowExecutions: '/workflow/:name/executions',
  WorkflowDemo: '/workflows/demo',
  WorkflowTemplate: '/workflows/templates/:id',
  Executions: '/executions',
  ExecutionPreview: '/workflow/:name/executions/:executionId',
  ExecutionsLandingPage: '/workflow/:name/executions/home',
  TemplatesCollectionView: '/collections/:id',
  TemplatesWorkflowView: '/templates/:id',
  TemplatesSearchView: '/templates',
  SigninView: '/signin',
  SignupView: '/signup',
  SignoutView: '/signout',
  SetupView: '/setup',
  ForgotMyPasswordView: '/forgot-password',
  ChangePasswordView: '/change-password',
  UsersSettings: '/settings/users',
  LdapSettings: '/settings/ldap',
  PersonalSettings: '/settings/personal',
  APISettings: '/settings/api',
  LogStreamingSettingsView: '/settings/log-streaming',
  CommunityNodes: '/settings/community-nodes',
  ExternalSecretsSettings: '/settings/external-secrets',
  ComingSoon: '/settings/coming-soon/:featureId',
  NotFoundView: '*',
};

/** Fills a route's parameters: `pathTo('NodeViewExisting', { name: 'abc' })`. */
export function pathTo(view: ViewName, params: Record<string, string> = {}): string {
  return PATHS[view].replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
}

/**
 * Read-only mode applies to every view except the new and existing workflow views.
 * Expressions are disabled in the demo view.
 */
export function isReadOnlyView(view: ViewName): boolean {
  return view !== VIEWS.NEW_WORKFLOW && view !== VIEWS.WORKFLOW;
}
