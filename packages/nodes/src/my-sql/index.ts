import type { NodeType } from '@weft/workflow';
import { mySqlV1Description, mySqlV2Description } from './description.js';
import { executeMySqlV1 } from './execute-v1.js';
import { executeMySqlV2 } from './execute-v2.js';
import { loadColumns, searchTables } from './methods.js';

export { mySqlCredential } from './credential.js';

const methods = {
  listSearch: { searchTables },
  loadOptions: {
    getColumns: loadColumns,
    getColumnsMultiOptions: loadColumns,
    getColumnsWithoutColumnToMatchOn: loadColumns,
  },
};

/** MySQL (n8n's `n8n-nodes-base.mySql`), typeVersions 1 and 2 to 2.5, for MySQL and MariaDB. */
export const mySqlNode: NodeType[] = [
  { description: mySqlV1Description, execute: executeMySqlV1, methods },
  { description: mySqlV2Description, execute: executeMySqlV2, methods },
];
