import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';

const on = (...operation: string[]) => ({ show: { operation } });

const COMPOSITE_OPERATORS = ['Add', 'Atop', 'Bumpmap', 'Copy', 'CopyBlack', 'CopyBlue', 'CopyCyan', 'CopyGreen', 'CopyMagenta', 'CopyOpacity', 'CopyRed', 'CopyYellow', 'Difference', 'Divide', 'In', 'Minus', 'Multiply', 'Out', 'Over', 'Plus', 'Subtract', 'Xor'];
const spaced = (v: string) => v.replace(/([a-z])([A-Z])/g, '$1 $2');

/** The parameters of each operation: shown by `operation` at the top level and in each Multi Step entry alike. */
const operationFields: NodeProperty[] = [
  { displayName: 'Background Color', name: 'backgroundColor', type: 'color', default: '#ffffff00', typeOptions: { showAlpha: true }, displayOptions: on('create'), description: 'Colour of the new image' },
  { displayName: 'Image Width', name: 'width', type: 'number', default: 50, typeOptions: { minValue: 1 }, displayOptions: on('create'), description: 'Width of the new image in pixels' },
  { displayName: 'Image Height', name: 'height', type: 'number', default: 50, typeOptions: { minValue: 1 }, displayOptions: on('create'), description: 'Height of the new image in pixels' },
  { displayName: 'Primitive', name: 'primitive', type: 'options', options: [{ name: 'Circle', value: 'circle' }, { name: 'Line', value: 'line' }, { name: 'Rectangle', value: 'rectangle' }], default: 'rectangle', displayOptions: on('draw'), description: 'Shape to draw' },
  { displayName: 'Color', name: 'color', type: 'color', default: '#ff000000', typeOptions: { showAlpha: true }, displayOptions: on('draw'), description: 'Colour of the shape' },
  ...(['startPositionX', 'startPositionY', 'endPositionX', 'endPositionY'] as const).map((name, i): NodeProperty => ({
    displayName: ['Start Position X', 'Start Position Y', 'End Position X', 'End Position Y'][i]!,
    name,
    type: 'number',
    default: i < 2 ? 50 : 250,
    displayOptions: { show: { operation: ['draw'], primitive: ['circle', 'line', 'rectangle'] } },
    description: i < 2 ? 'Where the shape starts (for a circle: its centre)' : 'Where the shape ends (for a circle: a point on its edge)',
  })),
  { displayName: 'Corner Radius', name: 'cornerRadius', type: 'number', default: 0, displayOptions: { show: { operation: ['draw'], primitive: ['rectangle'] } }, description: 'Radius of rounded corners' },
  { displayName: 'Text', name: 'text', typeOptions: { rows: 5 }, type: 'string', default: '', placeholder: 'Text to render', displayOptions: on('text'), description: 'Text to write on the image' },
  { displayName: 'Font Size', name: 'fontSize', type: 'number', default: 18, displayOptions: on('text'), description: 'Size of the text' },
  { displayName: 'Font Color', name: 'fontColor', type: 'color', default: '#000000', displayOptions: on('text'), description: 'Colour of the text' },
  { displayName: 'Position X', name: 'positionX', type: 'number', default: 50, displayOptions: on('text'), description: 'Horizontal position of the text' },
  { displayName: 'Position Y', name: 'positionY', type: 'number', default: 50, displayOptions: on('text'), description: 'Vertical position of the text (its first baseline)' },
  { displayName: 'Max Line Length', name: 'lineLength', type: 'number', typeOptions: { minValue: 1 }, default: 80, displayOptions: on('text'), description: 'Characters per line before the text wraps' },
  { displayName: 'Blur', name: 'blur', type: 'number', typeOptions: { minValue: 0, maxValue: 1000 }, default: 5, displayOptions: on('blur'), description: 'Radius of the blur' },
  { displayName: 'Sigma', name: 'sigma', type: 'number', typeOptions: { minValue: 0, maxValue: 1000 }, default: 2, displayOptions: on('blur'), description: 'Strength of the blur' },
  { displayName: 'Border Width', name: 'borderWidth', type: 'number', default: 10, displayOptions: on('border'), description: 'Width of the left and right borders' },
  { displayName: 'Border Height', name: 'borderHeight', type: 'number', default: 10, displayOptions: on('border'), description: 'Height of the top and bottom borders' },
  { displayName: 'Border Color', name: 'borderColor', type: 'color', default: '#000000', displayOptions: on('border'), description: 'Colour of the border' },
  { displayName: 'Composite Image Property', name: 'dataPropertyNameComposite', type: 'string', default: '', placeholder: 'data2', displayOptions: on('composite'), description: 'Binary field of the item holding the image to put on top' },
  { displayName: 'Operator', name: 'operator', type: 'options', options: COMPOSITE_OPERATORS.map((v) => ({ name: spaced(v), value: v })), default: 'Over', displayOptions: on('composite'), description: 'How the two images are combined' },
  { displayName: 'Position X', name: 'positionX', type: 'number', default: 0, displayOptions: on('composite'), description: 'Horizontal position of the image on top' },
  { displayName: 'Position Y', name: 'positionY', type: 'number', default: 0, displayOptions: on('composite'), description: 'Vertical position of the image on top' },
  { displayName: 'Width', name: 'width', type: 'number', default: 500, displayOptions: on('crop'), description: 'Width of the part to keep' },
  { displayName: 'Height', name: 'height', type: 'number', default: 500, displayOptions: on('crop'), description: 'Height of the part to keep' },
  { displayName: 'Position X', name: 'positionX', type: 'number', default: 0, displayOptions: on('crop'), description: 'Left edge of the part to keep' },
  { displayName: 'Position Y', name: 'positionY', type: 'number', default: 0, displayOptions: on('crop'), description: 'Top edge of the part to keep' },
  { displayName: 'Width', name: 'width', type: 'number', default: 500, displayOptions: on('resize'), description: 'New width' },
  { displayName: 'Height', name: 'height', type: 'number', default: 500, displayOptions: on('resize'), description: 'New height' },
  {
    displayName: 'Option',
    name: 'resizeOption',
    type: 'options',
    options: [
      { name: 'Ignore Aspect Ratio', value: 'ignoreAspectRatio', description: 'Exactly the size given' },
      { name: 'Maximum Area', value: 'maximumArea', description: 'At most width × height pixels, keeping the aspect ratio' },
      { name: 'Minimum Area', value: 'minimumArea', description: 'Covers width × height, keeping the aspect ratio' },
      { name: 'Only if Larger', value: 'onlyIfLarger', description: 'Shrinks to fit only an image that is larger' },
      { name: 'Only if Smaller', value: 'onlyIfSmaller', description: 'Enlarges to fit only an image that is smaller' },
      { name: 'Percent', value: 'percent', description: 'Width and height are percentages' },
    ],
    default: 'maximumArea',
    displayOptions: on('resize'),
    description: 'How the size is applied',
  },
  { displayName: 'Rotate', name: 'rotate', type: 'number', typeOptions: { minValue: -360, maxValue: 360 }, default: 0, displayOptions: on('rotate'), description: 'Degrees to rotate clockwise' },
  { displayName: 'Background Color', name: 'backgroundColor', type: 'color', default: '#ffffffff', typeOptions: { showAlpha: true }, displayOptions: on('rotate'), description: 'Colour of the corners the rotation uncovers' },
  { displayName: 'Degrees X', name: 'degreesX', type: 'number', default: 0, displayOptions: on('shear'), description: 'Horizontal shear in degrees' },
  { displayName: 'Degrees Y', name: 'degreesY', type: 'number', default: 0, displayOptions: on('shear'), description: 'Vertical shear in degrees' },
  { displayName: 'Color', name: 'color', type: 'color', default: '#ff0000', displayOptions: on('transparent'), description: 'Colour to make transparent' },
];

const OPERATIONS = [
  { name: 'Blur', value: 'blur', description: 'Blur the image', action: 'Blur Image' },
  { name: 'Border', value: 'border', description: 'Put a border around the image', action: 'Border Image' },
  { name: 'Composite', value: 'composite', description: 'Put another image on top', action: 'Composite Image' },
  { name: 'Create', value: 'create', description: 'Make a new image', action: 'Create Image' },
  { name: 'Crop', value: 'crop', description: 'Keep a part of the image', action: 'Crop Image' },
  { name: 'Draw', value: 'draw', description: 'Draw a shape on the image', action: 'Draw Image' },
];
const LATER_OPERATIONS = [
  { name: 'Resize', value: 'resize', description: 'Change the size of the image', action: 'Resize Image' },
  { name: 'Rotate', value: 'rotate', description: 'Turn the image', action: 'Rotate Image' },
  { name: 'Shear', value: 'shear', description: 'Slant the image', action: 'Shear Image' },
  { name: 'Text', value: 'text', description: 'Write text on the image', action: 'Apply Text to Image' },
  { name: 'Transparent', value: 'transparent', description: 'Make a colour transparent', action: 'Add Transparency to Image' },
];
const fontOption: NodeProperty = { displayName: 'Font Name or ID', name: 'font', type: 'options', typeOptions: { loadOptionsMethod: 'getFonts' }, default: '', description: 'Font of the text (a family name the machine has)', displayOptions: { show: { '/operation': ['text'] } } };

/** Description of Edit Image 1 (n8n's `editImage`): parameters as in n8n 1.123. */
export const editImageDescription: NodeTypeDescription = {
  name: 'weft.editImage',
  displayName: 'Edit Image',
  description: 'Edits an image like blur, resize or adding border and text',
  icon: 'fa:image',
  iconColor: 'purple',
  group: ['transform'],
  version: 1,
  defaults: { name: 'Edit Image', color: '#553399' },
  inputs: ['main'],
  outputs: ['main'],
  codex: { categories: ['Marketing', 'Core Nodes'], subcategories: { 'Core Nodes': ['Files', 'Data Transformation'] } },
  properties: [
    {
      displayName: 'Operation',
      name: 'operation',
      type: 'options',
      noDataExpression: true,
      options: [
        ...OPERATIONS,
        { name: 'Get Information', value: 'information', description: 'Answer the format, size and other facts of the image' },
        { name: 'Multi Step', value: 'multiStep', description: 'Apply several operations in a row' },
        ...LATER_OPERATIONS,
      ],
      default: 'border',
    },
    { displayName: 'Property Name', name: 'dataPropertyName', type: 'string', default: 'data', description: 'Binary field of the item holding the image' },
    {
      displayName: 'Operations',
      name: 'operations',
      placeholder: 'Add Operation',
      type: 'fixedCollection',
      typeOptions: { multipleValues: true, sortable: true },
      displayOptions: on('multiStep'),
      description: 'The operations to apply, in order',
      default: {},
      options: [
        {
          name: 'operations',
          displayName: 'Operations',
          values: [
            { displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, options: [...OPERATIONS, LATER_OPERATIONS[1]!, LATER_OPERATIONS[0]!, ...LATER_OPERATIONS.slice(2)], default: '' },
            ...operationFields,
            { ...fontOption, displayOptions: on('text') },
          ],
        },
      ],
    },
    ...operationFields,
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add option',
      default: {},
      displayOptions: { hide: { operation: ['information'] } },
      options: [
        { displayName: 'File Name', name: 'fileName', type: 'string', default: '', description: 'Name of the output file' },
        fontOption,
        {
          displayName: 'Format',
          name: 'format',
          type: 'options',
          options: ['bmp', 'gif', 'jpeg', 'png', 'tiff', 'webp'].map((value) => ({ name: value.toUpperCase(), value })),
          default: 'jpeg',
          description: 'Format to save the image in',
        },
        { displayName: 'Quality', name: 'quality', type: 'number', typeOptions: { minValue: 0, maxValue: 100 }, default: 100, displayOptions: { show: { format: ['jpeg', 'png', 'tiff'] } }, description: 'Compression quality, 0 to 100' },
      ],
    },
  ],
};
