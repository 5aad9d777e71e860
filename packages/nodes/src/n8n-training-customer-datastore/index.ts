/**
 * Customer Datastore (n8n training) 1 (n8n's `n8n-nodes-base.n8nTrainingCustomerDatastore`): n8n's
 * course data without any service. "Get One Person" gives the first customer once per input item
 * (as n8n's node gives it, not paired with the item); "Get All People" gives every customer, or the
 * first Limit of them, per input item, each paired with it.
 */
import type { ExecuteContext, Item, NodeOutput, NodeType, NodeTypeDescription } from '@weft/workflow';
import { TRAINING_CUSTOMERS } from './people.js';
import { trainingDatastoreProperties } from './properties.js';

/** Customer Datastore (n8n training) 1's description. */
export const trainingDatastoreDescription: NodeTypeDescription = {
  name: 'weft.n8nTrainingCustomerDatastore',
  displayName: 'Customer Datastore (n8n training)',
  description: 'Dummy node used for n8n training',
  group: ['transform'],
  version: 1,
  icon: 'file:n8nTrainingCustomerDatastore.svg',
  subtitle: '={{$parameter["operation"]}}',
  defaults: { name: 'Customer Datastore (n8n training)' },
  inputs: ['main'],
  outputs: ['main'],
  properties: trainingDatastoreProperties,
};

const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

async function execute(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const operation = ctx.getNodeParameter('operation', 0, 'getOnePerson');
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    if (operation === 'getOnePerson') out.push({ json: copy({ ...TRAINING_CUSTOMERS[0]! }) });
    else if (operation === 'getAllPeople') {
      const people = ctx.getNodeParameter('returnAll', i, false)
        ? TRAINING_CUSTOMERS
        : TRAINING_CUSTOMERS.slice(0, Number(ctx.getNodeParameter('limit', i, 5)));
      out.push(
        ...ctx.helpers.constructExecutionMetaData(ctx.helpers.returnJsonArray(copy(people)), { itemData: { item: i } }),
      );
    }
  }
  return [out];
}

/** Customer Datastore (n8n training) 1. */
export const trainingDatastoreNode: NodeType[] = [{ description: trainingDatastoreDescription, execute }];
