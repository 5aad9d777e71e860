import type { NodeType } from '@weft/workflow';
import { graphqlDescription } from './description.js';
import { executeGraphql } from './execute.js';

export { httpCustomAuth } from '../credentials/http-custom-auth.js';

/** GraphQL (n8n's `n8n-nodes-base.graphql`), typeVersions 1 and 1.1. */
export const graphqlNode: NodeType[] = [{ description: graphqlDescription, execute: executeGraphql }];
