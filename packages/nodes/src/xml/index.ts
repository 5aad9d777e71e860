import type { NodeType } from '@weft/workflow';
import { xmlDescription } from './description.js';
import { executeXml } from './execute.js';

/** XML, version 1 (n8n's `n8n-nodes-base.xml`): JSON to XML and XML to JSON with xml2js. */
export const xmlNode: NodeType[] = [{ description: xmlDescription, execute: executeXml }];
