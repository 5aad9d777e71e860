/**
 * The Airtable resource locators in n8n's shape: a base, a table and a view, each from a searchable
 * list (version 2), by its airtable.com link, or by ID. Version 1 and the trigger have no lists.
 */
import type { NodeProperty } from '@weft/workflow';

type Show = NonNullable<NonNullable<NodeProperty['displayOptions']>['show']>;

const ID = '[a-zA-Z0-9]{2,}';
/** `https://airtable.com/<base>/…` → the base ID. */
export const BASE_URL_REGEX = `https://airtable.com/(${ID})`;
/** `https://airtable.com/<base>/<table>/…` → the table ID. */
export const TABLE_URL_REGEX = `https://airtable.com/${ID}/(${ID})`;
/** `https://airtable.com/<base>/<table>/<view>/…` → the view ID. */
export const VIEW_URL_REGEX = `https://airtable.com/${ID}/${ID}/(${ID})`;

const EXAMPLE_URL = 'https://airtable.com/app12DiScdfes/tblAAAAAAAAAAAAA/viwHdfasdfeieg5p';
const validation = (regex: string, errorMessage: string) => [{ type: 'regex', properties: { regex, errorMessage } }];

const listMode = (method: string): Record<string, unknown> => ({
  displayName: 'From List',
  name: 'list',
  type: 'list',
  typeOptions: { searchListMethod: method, searchable: true },
});

function baseModes(withList: boolean): Array<Record<string, unknown>> {
  return [
    ...(withList ? [listMode('baseSearch')] : []),
    {
      displayName: 'By URL',
      name: 'url',
      type: 'string',
      placeholder: withList
        ? `e.g. https://airtable.com/app12DiScdfes/tbl9WvGeEPa6lZyVq/viwHdfasdfeieg5p`
        : EXAMPLE_URL,
      validation: validation(`https://airtable.com/(${ID})/.*`, 'Not a valid Airtable Base URL'),
      extractValue: { type: 'regex', regex: BASE_URL_REGEX },
    },
    {
      displayName: 'ID',
      name: 'id',
      type: 'string',
      validation: validation(ID, 'Not a valid Airtable Base ID'),
      placeholder: withList ? 'e.g. appD3dfaeidke' : 'appD3dfaeidke',
      url: '=https://airtable.com/{{$value}}',
    },
  ];
}

function tableModes(withList: boolean): Array<Record<string, unknown>> {
  return [
    ...(withList ? [listMode('tableSearch')] : []),
    {
      displayName: 'By URL',
      name: 'url',
      type: 'string',
      placeholder: EXAMPLE_URL,
      validation: validation(`https://airtable.com/${ID}/(${ID})/.*`, 'Not a valid Airtable Table URL'),
      extractValue: { type: 'regex', regex: TABLE_URL_REGEX },
    },
    {
      displayName: 'ID',
      name: 'id',
      type: 'string',
      validation: validation(ID, 'Not a valid Airtable Table ID'),
      placeholder: 'tbl3dirwqeidke',
    },
  ];
}

/** Version 2's `base` locator (list, URL, ID). */
export function baseLocatorV2(show: Show, description?: string): NodeProperty {
  return {
    displayName: 'Base',
    name: 'base',
    type: 'resourceLocator',
    default: { mode: 'list', value: '' },
    required: true,
    modes: baseModes(true),
    ...(description ? { description } : {}),
    displayOptions: { show },
  };
}

/** Version 2's `table` locator (list, URL, ID), listed from the chosen base. */
export function tableLocatorV2(show: Show): NodeProperty {
  return {
    displayName: 'Table',
    name: 'table',
    type: 'resourceLocator',
    default: { mode: 'list', value: '' },
    required: true,
    typeOptions: { loadOptionsDependsOn: ['base.value'] },
    modes: tableModes(true),
    displayOptions: { show },
  };
}

/** Version 2's `view` locator (an option of Search). */
export const viewLocator: NodeProperty = {
  displayName: 'View',
  name: 'view',
  type: 'resourceLocator',
  default: { mode: 'list', value: '' },
  description: 'Only records in this view, in its order',
  modes: [
    listMode('viewSearch'),
    {
      displayName: 'By URL',
      name: 'url',
      type: 'string',
      placeholder: EXAMPLE_URL,
      validation: validation(`https://airtable.com/${ID}/${ID}/(${ID})/.*`, 'Not a valid Airtable View URL'),
      extractValue: { type: 'regex', regex: VIEW_URL_REGEX },
    },
    {
      displayName: 'ID',
      name: 'id',
      type: 'string',
      validation: validation(ID, 'Not a valid Airtable View ID'),
      placeholder: 'viw3dirwqeidke',
    },
  ],
};

/** A base locator without a list (version 1's `application`, the trigger's `baseId`). */
export function baseLocatorPlain(name: string): NodeProperty {
  return {
    displayName: 'Base',
    name,
    type: 'resourceLocator',
    default: { mode: 'url', value: '' },
    required: true,
    description: 'The Airtable base to work in',
    modes: baseModes(false),
  };
}

/** A table locator without a list (version 1's `table`, the trigger's `tableId`). */
export function tableLocatorPlain(name: string): NodeProperty {
  return {
    displayName: 'Table',
    name,
    type: 'resourceLocator',
    default: { mode: 'url', value: '' },
    required: true,
    description: 'The table of the base, by its link or ID',
    modes: tableModes(false),
  };
}
