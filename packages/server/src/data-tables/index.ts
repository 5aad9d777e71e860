/** Data tables: tables each user's project keeps in Weft's own database (n8n's data tables). */
export { DataTableRepository, type DataTableRecord } from './repository.js';
export { serverDataTables, mayUseTable } from './access.js';
export { registerDataTableRoutes } from './routes.js';
