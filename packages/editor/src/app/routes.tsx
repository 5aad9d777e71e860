import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { AppLayout, BareLayout } from '../components/layout/AppLayout';
import { SettingsLayout } from '../components/layout/SettingsLayout';
import { Loading } from '../components/ui/States';
import { GuestOnly, RequireAuth, RequireOwner, SetupOnly } from './guards';
import { PATHS, VIEWS, type ViewName } from './route-names';

/** A view's code, loaded on its route's first visit or before, by `preload` (`app/preload.ts`). */
interface ViewCode {
  preload(): Promise<unknown>;
  /** Renders the view; once its code is here, at once, without suspending. */
  Page: ComponentType;
}

function view(load: () => Promise<{ default: ComponentType }>): ViewCode {
  let loaded: ComponentType | undefined;
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(preload);
  // Rendering the lazy component would suspend even when the code has arrived, and React holds a
  // suspended view back for 300 ms after its fallback shows: a view preloaded while the app booted
  // renders at once instead.
  const Page = () => {
    const View = loaded ?? Lazy;
    return <View />;
  };
  return { preload, Page };
}

/** Loads a view's code only when its route is visited (or preloaded). */
function page({ Page }: ViewCode): ReactNode {
  return (
    <Suspense fallback={<Loading />}>
      <Page />
    </Suspense>
  );
}

/** Every view's code, by name. */
export const views = {
  signin: view(() => import('../views/auth/SigninView')),
  signup: view(() => import('../views/auth/SignupView')),
  signout: view(() => import('../views/auth/SignoutView')),
  setup: view(() => import('../views/auth/SetupView')),
  forgot: view(() => import('../views/auth/ForgotPasswordView')),
  change: view(() => import('../views/auth/ChangePasswordView')),
  workflows: view(() => import('../views/workflows/WorkflowsView')),
  credentials: view(() => import('../views/credentials/CredentialsView')),
  dataTables: view(() => import('../views/data-tables/DataTablesView')),
  dataTable: view(() => import('../views/data-tables/DataTableView')),
  executions: view(() => import('../views/executions/ExecutionsView')),
  nodeView: view(() => import('../views/node-view/NodeView')),
  workflowExecutions: view(() => import('../views/node-view/WorkflowExecutionsView')),
  templates: view(() => import('../views/templates/TemplatesSearchView')),
  template: view(() => import('../views/templates/TemplatesWorkflowView')),
  collection: view(() => import('../views/templates/TemplatesCollectionView')),
  users: view(() => import('../views/settings/UsersSettingsView')),
  personal: view(() => import('../views/settings/PersonalSettingsView')),
  api: view(() => import('../views/settings/ApiSettingsView')),
  ldap: view(() => import('../views/settings/LdapSettingsView')),
  logStreaming: view(() => import('../views/settings/LogStreamingSettingsView')),
  communityNodes: view(() => import('../views/settings/CommunityNodesView')),
  externalSecrets: view(() => import('../views/settings/ExternalSecretsView')),
  usage: view(() => import('../views/settings/UsageView')),
  comingSoon: view(() => import('../views/ComingSoonView')),
  notFound: view(() => import('../views/NotFoundView')),
};

/** A route with its n8n name in `handle.name`, so views can ask which route they are on. */
function route(name: ViewName, element: ReactNode, extra: Partial<RouteObject> = {}): RouteObject {
  const path = PATHS[name];
  return {
    path: path.startsWith('/settings/') ? path.slice('/settings/'.length) : path,
    element,
    handle: { name },
    ...extra,
  };
}

const authed = (node: ReactNode) => <RequireAuth>{node}</RequireAuth>;
const owner = (node: ReactNode) => <RequireOwner>{node}</RequireOwner>;
const guest = (node: ReactNode) => <GuestOnly>{node}</GuestOnly>;

/** Every route of the editor, with the paths of issue #5. */
export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/home/workflows" replace />, handle: { name: VIEWS.HOMEPAGE } },
  route(VIEWS.SIGNIN, guest(page(views.signin))),
  route(VIEWS.SIGNUP, guest(page(views.signup))),
  route(VIEWS.SIGNOUT, page(views.signout)),
  route(VIEWS.SETUP, <SetupOnly>{page(views.setup)}</SetupOnly>),
  route(VIEWS.FORGOT_PASSWORD, guest(page(views.forgot))),
  route(VIEWS.CHANGE_PASSWORD, page(views.change)),
  {
    element: authed(<BareLayout />),
    children: [
      route(VIEWS.NEW_WORKFLOW, page(views.nodeView)),
      route(VIEWS.WORKFLOW, page(views.nodeView)),
      route(VIEWS.WORKFLOW_EXECUTIONS, page(views.workflowExecutions)),
      route(VIEWS.EXECUTION_HOME, page(views.workflowExecutions)),
      route(VIEWS.EXECUTION_PREVIEW, page(views.workflowExecutions)),
      route(VIEWS.DEMO, page(views.nodeView)),
      route(VIEWS.TEMPLATE_IMPORT, page(views.nodeView)),
    ],
  },
  {
    element: authed(<AppLayout />),
    children: [
      route(VIEWS.WORKFLOWS, page(views.workflows)),
      route(VIEWS.CREDENTIALS, page(views.credentials)),
      route(VIEWS.DATA_TABLES, page(views.dataTables)),
      route(VIEWS.DATA_TABLE, page(views.dataTable)),
      route(VIEWS.EXECUTIONS, page(views.executions)),
      route(VIEWS.TEMPLATES, page(views.templates)),
      route(VIEWS.TEMPLATE, page(views.template)),
      route(VIEWS.COLLECTION, page(views.collection)),
      {
        path: '/settings',
        element: <SettingsLayout />,
        children: [
          { index: true, element: <Navigate to="/settings/personal" replace /> },
          route(VIEWS.PERSONAL_SETTINGS, page(views.personal)),
          route(VIEWS.USERS_SETTINGS, <RequireOwner allowDefault>{page(views.users)}</RequireOwner>),
          route(VIEWS.API_SETTINGS, page(views.api)),
          route(VIEWS.LDAP_SETTINGS, owner(page(views.ldap))),
          route(VIEWS.LOG_STREAMING_SETTINGS, owner(page(views.logStreaming))),
          route(VIEWS.COMMUNITY_NODES, owner(page(views.communityNodes))),
          route(VIEWS.EXTERNAL_SECRETS, owner(page(views.externalSecrets))),
          route(VIEWS.USAGE, page(views.usage)),
          route(VIEWS.FAKE_DOOR, page(views.comingSoon)),
        ],
      },
      route(VIEWS.NOT_FOUND, page(views.notFound)),
    ],
  },
];
