/** What every Microsoft 365 node shares: credentials, Graph requests, errors and paging. */
export {
  microsoftCredentialTypeList,
  microsoftExcelOAuth2Api,
  microsoftOAuth2Api,
  microsoftOneDriveOAuth2Api,
  microsoftOutlookOAuth2Api,
  microsoftTeamsOAuth2Api,
} from './credentials.js';
export {
  GRAPH_BASE,
  GRAPH_ORIGIN,
  graphApiError,
  graphApiRequest,
  graphApiRequestAll,
  graphApiResponse,
  graphReason,
  graphUrl,
  type GraphRequest,
  type GraphSource,
} from './request.js';
export { runPerItem } from './items.js';
export { graphSource, type GraphContext } from './source.js';
