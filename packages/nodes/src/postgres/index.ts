import type { NodeType } from '@weft/workflow';
import { postgresV2Description } from './description-v2.js';
import { executePostgresV2 } from './execute-v2.js';
import { postgresV1Description } from './description-v1.js';
import { executePostgresV1 } from './execute-v1.js';
import { searchSchemas, searchTables, loadColumns } from './methods.js';

export { postgresCredential } from './credential.js';

/** Postgres (n8n's `n8n-nodes-base.postgres`), typeVersions 1 and 2 to 2.6. */
export const postgresNode: NodeType[] = [
  { description: postgresV1Description, execute: executePostgresV1 },
  {
    description: postgresV2Description,
    execute: executePostgresV2,
    methods: {
      listSearch: { schemaSearch: searchSchemas, tableSearch: searchTables },
      loadOptions: {
        getColumns: loadColumns,
        getColumnsMultiOptions: loadColumns,
        getColumnsWithoutColumnToMatchOn: loadColumns,
      },
    },
  },
];
