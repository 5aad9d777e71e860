import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';

/** Code the editor puts into an empty Code node in 'Run Once for All Items' mode (n8n's template). */
export const ALL_ITEMS_PLACEHOLDER = `
// Loop over input items and add a new field
// called 'myNewField' to the JSON of each one
for (const item of $input.all()) {
  item.json.myNewField = 1;
}

return $input.all();
`.trim();

/** Code the editor puts into an empty Code node in 'Run Once for Each Item' mode (n8n's template). */
export const EACH_ITEM_PLACEHOLDER = `
// Add a new field called 'myNewField' to the
// JSON of the item
$input.item.json.myNewField = 1;

return $input.item;
`.trim();

/** Python template of the all-items mode (n8n's Python Code node, run with Pyodide). */
export const PYTHON_ALL_ITEMS_PLACEHOLDER = `
# Loop over input items and add a new field
# called 'myNewField' to the JSON of each one
for item in _input.all():
  item.json.myNewField = 1
return _input.all()
`.trim();

/** Python template of the each-item mode. */
export const PYTHON_EACH_ITEM_PLACEHOLDER = `
# Add a new field called 'myNewField' to the
# JSON of the item
_input.item.json.myNewField = 1
return _input.item
`.trim();

const JS_DESCRIPTION =
  'JavaScript code to execute.<br><br>Tip: You can use luxon vars like <code>$today</code> for dates and <code>$jmespath</code> for querying JSON structures. <a href="https://docs.n8n.io/nodes/n8n-nodes-base.function">Learn more</a>.';

type Mode = 'runOnceForAllItems' | 'runOnceForEachItem';

function jsCode(version: number, mode: Mode): NodeProperty {
  const show: Record<string, Array<string | number>> = { '@version': [version], mode: [mode] };
  if (version === 2) show.language = ['javaScript'];
  return {
    displayName: 'JavaScript',
    name: 'jsCode',
    type: 'string',
    typeOptions: { editor: 'codeNodeEditor', editorLanguage: 'javaScript' },
    default: '',
    placeholder: mode === 'runOnceForAllItems' ? ALL_ITEMS_PLACEHOLDER : EACH_ITEM_PLACEHOLDER,
    description: JS_DESCRIPTION,
    noDataExpression: true,
    displayOptions: { show },
  };
}

function pythonCode(mode: Mode): NodeProperty {
  return {
    displayName: 'Python',
    name: 'pythonCode',
    type: 'string',
    typeOptions: { editor: 'codeNodeEditor', editorLanguage: 'python' },
    default: '',
    placeholder: mode === 'runOnceForAllItems' ? PYTHON_ALL_ITEMS_PLACEHOLDER : PYTHON_EACH_ITEM_PLACEHOLDER,
    description: 'Python code to execute (Pyodide, in a sandbox without access to files, network or processes).',
    noDataExpression: true,
    displayOptions: { show: { '@version': [2], language: ['python', 'pythonNative'], mode: [mode] } },
  };
}

/** The Code node's parameters: mode, language, code per mode and language, and n8n's notices. */
export const codeProperties: NodeProperty[] = [
  {
    displayName: 'Mode',
    name: 'mode',
    type: 'options',
    noDataExpression: true,
    options: [
      {
        name: 'Run Once for All Items',
        value: 'runOnceForAllItems',
        description: 'Run this code only once, no matter how many input items there are',
      },
      {
        name: 'Run Once for Each Item',
        value: 'runOnceForEachItem',
        description: 'Run this code as many times as there are input items',
      },
    ],
    default: 'runOnceForAllItems',
  },
  {
    displayName: 'Language',
    name: 'language',
    type: 'options',
    noDataExpression: true,
    displayOptions: { show: { '@version': [2] } },
    options: [
      { name: 'JavaScript', value: 'javaScript', action: 'Code in JavaScript' },
      { name: 'Python (Beta)', value: 'python', action: 'Code in Python (Beta)' },
      { name: 'Python (Native)', value: 'pythonNative', action: 'Code in Python (Native)' },
    ],
    default: 'javaScript',
  },
  {
    displayName: 'Language',
    name: 'language',
    type: 'hidden',
    displayOptions: { show: { '@version': [1] } },
    default: 'javaScript',
  },
  jsCode(1, 'runOnceForAllItems'),
  jsCode(1, 'runOnceForEachItem'),
  jsCode(2, 'runOnceForAllItems'),
  jsCode(2, 'runOnceForEachItem'),
  {
    displayName:
      'Type <code>$</code> for a list of <a target="_blank" href="https://docs.n8n.io/code-examples/methods-variables-reference/">special vars/methods</a>. Debug by using <code>console.log()</code> statements and viewing their output in the browser console.',
    name: 'notice',
    type: 'notice',
    displayOptions: { show: { language: ['javaScript'] } },
    default: '',
  },
  pythonCode('runOnceForAllItems'),
  pythonCode('runOnceForEachItem'),
  {
    displayName: 'Debug by using <code>print()</code> statements and viewing their output in the browser console.',
    name: 'notice',
    type: 'notice',
    displayOptions: { show: { language: ['python', 'pythonNative'] } },
    default: '',
  },
];

/** The Code node's description (versions 1 and 2, as n8n's `n8n-nodes-base.code`). */
export const codeDescription: NodeTypeDescription = {
  name: 'weft.code',
  displayName: 'Code',
  description: 'Run custom JavaScript or Python code',
  group: ['transform'],
  version: [1, 2],
  defaultVersion: 2,
  icon: 'fa:code',
  defaults: { name: 'Code' },
  inputs: ['main'],
  outputs: ['main'],
  properties: codeProperties,
  codex: {
    categories: ['Core Nodes', 'Development'],
    subcategories: { 'Core Nodes': ['Helpers', 'Data Transformation'] },
    alias: ['cpde', 'Javascript', 'JS', 'Python', 'Script', 'Custom Code', 'Function'],
  },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/core-nodes/n8n-nodes-base.code/',
};
