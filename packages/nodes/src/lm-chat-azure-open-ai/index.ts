/**
 * Azure OpenAI Chat Model (n8n's `@n8n/n8n-nodes-langchain.lmChatAzureOpenAi` 1): LangChain's
 * `AzureChatOpenAI` on a deployment (the Model (Deployment) Name), authenticated by an API key
 * (`azureOpenAiApi`) or by Azure Entra ID (`azureEntraCognitiveServicesOAuth2Api`, a
 * client-credentials token), with n8n's option mapping; each call is a run of this node.
 */
import { NodeOperationError, type NodeType, type SupplyDataContext } from '@weft/workflow';
import { withLocalTokenCount } from '../shared/ai/local-token-count.js';
import { createLlmTracing, failedAttemptHandler } from '../shared/ai/llm-tracing.js';
import { lmChatAzureOpenAiDescription } from './description.js';
import { entraTokenProvider } from './entra.js';

/** Where the deployment is served: the endpoint, else the resource's Azure host. */
function hostOf(endpoint: unknown, resourceName: unknown): string {
  if (typeof endpoint === 'string' && endpoint) return new URL(endpoint).hostname;
  return `${String(resourceName ?? '')}.openai.azure.com`;
}

/** The client settings of the chosen authentication. */
async function authentication(ctx: SupplyDataContext, itemIndex: number): Promise<Record<string, unknown>> {
  const method = ctx.getNodeParameter('authentication', itemIndex, 'azureOpenAiApi') as string;
  if (method === 'azureOpenAiApi') {
    const credentials = await ctx.getCredentials('azureOpenAiApi', itemIndex);
    if (!credentials.apiKey) {
      throw new NodeOperationError(
        ctx.getNode(),
        'API Key is missing in the selected Azure OpenAI API credential. Please configure the API Key or choose Entra ID authentication.',
        { itemIndex },
      );
    }
    await ctx.helpers.assertHostAllowed(hostOf(credentials.endpoint, credentials.resourceName));
    return {
      azureOpenAIApiKey: credentials.apiKey,
      azureOpenAIApiInstanceName: credentials.resourceName,
      azureOpenAIApiVersion: credentials.apiVersion,
      azureOpenAIEndpoint: credentials.endpoint || undefined,
    };
  }
  if (method === 'azureEntraCognitiveServicesOAuth2Api') {
    const credentials = await ctx.getCredentials('azureEntraCognitiveServicesOAuth2Api', itemIndex);
    await ctx.helpers.assertHostAllowed(hostOf(credentials.endpoint, credentials.resourceName));
    return {
      azureADTokenProvider: entraTokenProvider(ctx, credentials),
      azureOpenAIApiInstanceName: credentials.resourceName,
      azureOpenAIApiVersion: credentials.apiVersion,
      azureOpenAIEndpoint: credentials.endpoint || undefined,
    };
  }
  throw new NodeOperationError(ctx.getNode(), 'Invalid authentication method', { itemIndex });
}

async function supplyData(ctx: SupplyDataContext, itemIndex: number) {
  const model = ctx.getNodeParameter('model', itemIndex) as string;
  const options = (ctx.getNodeParameter('options', itemIndex, {}) ?? {}) as Record<string, unknown>;
  const config = await authentication(ctx, itemIndex);
  const { AzureChatOpenAI } = await import('@langchain/openai');
  const fields: Record<string, unknown> = {
    model,
    azureOpenAIApiDeploymentName: model,
    ...config,
    ...options,
    timeout: options.timeout ?? 60000,
    maxRetries: options.maxRetries ?? 2,
    callbacks: [await createLlmTracing(ctx)],
    modelKwargs: options.responseFormat ? { response_format: { type: options.responseFormat } } : undefined,
    onFailedAttempt: failedAttemptHandler(ctx, {
      credentialType: ctx.getNodeParameter('authentication', itemIndex, 'azureOpenAiApi') as string,
    }),
  };
  return {
    response: withLocalTokenCount(new AzureChatOpenAI(fields as ConstructorParameters<typeof AzureChatOpenAI>[0])),
  };
}

/** Azure OpenAI Chat Model, version 1. */
export const lmChatAzureOpenAiNode: NodeType = { description: lmChatAzureOpenAiDescription, supplyData };
