/**
 * Airtop 1 and 1.1's parameters (n8n's `n8n-nodes-base.airtop`): agents, sessions, windows, files, extraction and interaction.
 * Names, types, defaults, options and display rules are n8n 1.123's, so workflows saved by n8n's
 * editor mean the same here; descriptions and hints are left out.
 */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter, in n8n's order. */
export const airtopProperties: NodeProperty[] = [
  {
    displayName: 'Resource',
    name: 'resource',
    type: 'options',
    default: 'session',
    noDataExpression: true,
    options: [
      {
        name: 'Agent',
        value: 'agent',
      },
      {
        name: 'Extraction',
        value: 'extraction',
      },
      {
        name: 'File',
        value: 'file',
      },
      {
        name: 'Interaction',
        value: 'interaction',
      },
      {
        name: 'Session',
        value: 'session',
      },
      {
        name: 'Window',
        value: 'window',
      },
    ],
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    default: 'run',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['agent'],
      },
    },
    options: [
      {
        name: 'Run',
        value: 'run',
        action: 'Run an agent',
      },
    ],
  },
  {
    displayName: 'Webhook URL',
    name: 'webhookUrl',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['agent'],
        operation: ['run'],
      },
    },
  },
  {
    displayName: 'Parameters',
    name: 'agentParameters',
    type: 'json',
    default: '{}',
    required: true,
    displayOptions: {
      show: {
        resource: ['agent'],
        operation: ['run'],
      },
    },
  },
  {
    displayName: 'Await Agent',
    name: 'awaitExecution',
    type: 'boolean',
    default: true,
    displayOptions: {
      show: {
        resource: ['agent'],
        operation: ['run'],
      },
    },
  },
  {
    displayName: 'Timeout',
    name: 'timeout',
    type: 'number',
    default: 600,
    displayOptions: {
      show: {
        resource: ['agent'],
        operation: ['run'],
        awaitExecution: [true],
      },
    },
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    default: 'create',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['session'],
      },
    },
    options: [
      {
        name: 'Create Session',
        value: 'create',
        action: 'Create a session',
      },
      {
        name: 'Save Profile on Termination',
        value: 'save',
        action: 'Save a profile on session termination',
      },
      {
        name: 'Terminate Session',
        value: 'terminate',
        action: 'Terminate a session',
      },
      {
        name: 'Wait for Download',
        value: 'waitForDownload',
        action: 'Wait for a download',
      },
    ],
  },
  {
    displayName: 'Profile Name',
    name: 'profileName',
    type: 'string',
    default: '',
    placeholder: 'e.g. my-x-profile',
    displayOptions: {
      show: {
        resource: ['session'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Save Profile',
    name: 'saveProfileOnTermination',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        resource: ['session'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Record Session',
    name: 'record',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        resource: ['session'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Idle Timeout',
    name: 'timeoutMinutes',
    type: 'number',
    default: 10,
    displayOptions: {
      show: {
        resource: ['session'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Proxy',
    name: 'proxy',
    type: 'options',
    default: 'none',
    displayOptions: {
      show: {
        resource: ['session'],
        operation: ['create'],
      },
    },
    options: [
      {
        name: 'None',
        value: 'none',
      },
      {
        name: 'Integrated',
        value: 'integrated',
      },
      {
        name: 'Proxy URL',
        value: 'proxyUrl',
      },
    ],
  },
  {
    displayName: 'Proxy Configuration',
    name: 'proxyConfig',
    type: 'collection',
    default: {
      country: 'US',
      sticky: true,
    },
    placeholder: 'Add Attribute',
    displayOptions: {
      show: {
        resource: ['session'],
        operation: ['create'],
        proxy: ['integrated'],
      },
    },
    options: [
      {
        displayName: 'Country',
        name: 'country',
        type: 'options',
        default: 'US',
        options: [
          {
            name: 'Afghanistan',
            value: 'AF',
          },
          {
            name: 'Aland Islands',
            value: 'AX',
          },
          {
            name: 'Albania',
            value: 'AL',
          },
          {
            name: 'Algeria',
            value: 'DZ',
          },
          {
            name: 'American Samoa',
            value: 'AS',
          },
          {
            name: 'Andorra',
            value: 'AD',
          },
          {
            name: 'Angola',
            value: 'AO',
          },
          {
            name: 'Anguilla',
            value: 'AI',
          },
          {
            name: 'Antarctica',
            value: 'AQ',
          },
          {
            name: 'Antigua and Barbuda',
            value: 'AG',
          },
          {
            name: 'Argentina',
            value: 'AR',
          },
          {
            name: 'Armenia',
            value: 'AM',
          },
          {
            name: 'Aruba',
            value: 'AW',
          },
          {
            name: 'Australia',
            value: 'AU',
          },
          {
            name: 'Austria',
            value: 'AT',
          },
          {
            name: 'Azerbaijan',
            value: 'AZ',
          },
          {
            name: 'Bahamas',
            value: 'BS',
          },
          {
            name: 'Bahrain',
            value: 'BH',
          },
          {
            name: 'Bangladesh',
            value: 'BD',
          },
          {
            name: 'Barbados',
            value: 'BB',
          },
          {
            name: 'Belarus',
            value: 'BY',
          },
          {
            name: 'Belgium',
            value: 'BE',
          },
          {
            name: 'Belize',
            value: 'BZ',
          },
          {
            name: 'Benin',
            value: 'BJ',
          },
          {
            name: 'Bermuda',
            value: 'BM',
          },
          {
            name: 'Bhutan',
            value: 'BT',
          },
          {
            name: 'Bolivia, Plurinational State Of',
            value: 'BO',
          },
          {
            name: 'Bonaire, Sint Eustatius and Saba',
            value: 'BQ',
          },
          {
            name: 'Bosnia and Herzegovina',
            value: 'BA',
          },
          {
            name: 'Botswana',
            value: 'BW',
          },
          {
            name: 'Bouvet Island',
            value: 'BV',
          },
          {
            name: 'Brazil',
            value: 'BR',
          },
          {
            name: 'British Indian Ocean Territory',
            value: 'IO',
          },
          {
            name: 'Brunei Darussalam',
            value: 'BN',
          },
          {
            name: 'Bulgaria',
            value: 'BG',
          },
          {
            name: 'Burkina Faso',
            value: 'BF',
          },
          {
            name: 'Burundi',
            value: 'BI',
          },
          {
            name: 'Cabo Verde',
            value: 'CV',
          },
          {
            name: 'Cambodia',
            value: 'KH',
          },
          {
            name: 'Cameroon',
            value: 'CM',
          },
          {
            name: 'Canada',
            value: 'CA',
          },
          {
            name: 'Cayman Islands',
            value: 'KY',
          },
          {
            name: 'Central African Republic',
            value: 'CF',
          },
          {
            name: 'Chad',
            value: 'TD',
          },
          {
            name: 'Chile',
            value: 'CL',
          },
          {
            name: 'China',
            value: 'CN',
          },
          {
            name: 'Christmas Island',
            value: 'CX',
          },
          {
            name: 'Cocos (Keeling) Islands',
            value: 'CC',
          },
          {
            name: 'Colombia',
            value: 'CO',
          },
          {
            name: 'Comoros',
            value: 'KM',
          },
          {
            name: 'Congo',
            value: 'CG',
          },
          {
            name: 'Congo, Democratic Republic of The',
            value: 'CD',
          },
          {
            name: 'Cook Islands',
            value: 'CK',
          },
          {
            name: 'Costa Rica',
            value: 'CR',
          },
          {
            name: "Cote d'Ivoire",
            value: 'CI',
          },
          {
            name: 'Croatia',
            value: 'HR',
          },
          {
            name: 'Cuba',
            value: 'CU',
          },
          {
            name: 'Curaçao',
            value: 'CW',
          },
          {
            name: 'Cyprus',
            value: 'CY',
          },
          {
            name: 'Czechia',
            value: 'CZ',
          },
          {
            name: 'Denmark',
            value: 'DK',
          },
          {
            name: 'Djibouti',
            value: 'DJ',
          },
          {
            name: 'Dominica',
            value: 'DM',
          },
          {
            name: 'Dominican Republic',
            value: 'DO',
          },
          {
            name: 'Ecuador',
            value: 'EC',
          },
          {
            name: 'Egypt',
            value: 'EG',
          },
          {
            name: 'El Salvador',
            value: 'SV',
          },
          {
            name: 'Equatorial Guinea',
            value: 'GQ',
          },
          {
            name: 'Eritrea',
            value: 'ER',
          },
          {
            name: 'Estonia',
            value: 'EE',
          },
          {
            name: 'Eswatini',
            value: 'SZ',
          },
          {
            name: 'Ethiopia',
            value: 'ET',
          },
          {
            name: 'Falkland Islands (Malvinas)',
            value: 'FK',
          },
          {
            name: 'Faroe Islands',
            value: 'FO',
          },
          {
            name: 'Fiji',
            value: 'FJ',
          },
          {
            name: 'Finland',
            value: 'FI',
          },
          {
            name: 'France',
            value: 'FR',
          },
          {
            name: 'French Guiana',
            value: 'GF',
          },
          {
            name: 'French Polynesia',
            value: 'PF',
          },
          {
            name: 'French Southern Territories',
            value: 'TF',
          },
          {
            name: 'Gabon',
            value: 'GA',
          },
          {
            name: 'Gambia',
            value: 'GM',
          },
          {
            name: 'Georgia',
            value: 'GE',
          },
          {
            name: 'Germany',
            value: 'DE',
          },
          {
            name: 'Ghana',
            value: 'GH',
          },
          {
            name: 'Gibraltar',
            value: 'GI',
          },
          {
            name: 'Greece',
            value: 'GR',
          },
          {
            name: 'Greenland',
            value: 'GL',
          },
          {
            name: 'Grenada',
            value: 'GD',
          },
          {
            name: 'Guadeloupe',
            value: 'GP',
          },
          {
            name: 'Guam',
            value: 'GU',
          },
          {
            name: 'Guatemala',
            value: 'GT',
          },
          {
            name: 'Guernsey',
            value: 'GG',
          },
          {
            name: 'Guinea',
            value: 'GN',
          },
          {
            name: 'Guinea-Bissau',
            value: 'GW',
          },
          {
            name: 'Guyana',
            value: 'GY',
          },
          {
            name: 'Haiti',
            value: 'HT',
          },
          {
            name: 'Heard Island and McDonald Islands',
            value: 'HM',
          },
          {
            name: 'Holy See',
            value: 'VA',
          },
          {
            name: 'Honduras',
            value: 'HN',
          },
          {
            name: 'Hong Kong',
            value: 'HK',
          },
          {
            name: 'Hungary',
            value: 'HU',
          },
          {
            name: 'Iceland',
            value: 'IS',
          },
          {
            name: 'India',
            value: 'IN',
          },
          {
            name: 'Indonesia',
            value: 'ID',
          },
          {
            name: 'Iran, Islamic Republic Of',
            value: 'IR',
          },
          {
            name: 'Iraq',
            value: 'IQ',
          },
          {
            name: 'Ireland',
            value: 'IE',
          },
          {
            name: 'Isle of Man',
            value: 'IM',
          },
          {
            name: 'Israel',
            value: 'IL',
          },
          {
            name: 'Italy',
            value: 'IT',
          },
          {
            name: 'Jamaica',
            value: 'JM',
          },
          {
            name: 'Japan',
            value: 'JP',
          },
          {
            name: 'Jersey',
            value: 'JE',
          },
          {
            name: 'Jordan',
            value: 'JO',
          },
          {
            name: 'Kazakhstan',
            value: 'KZ',
          },
          {
            name: 'Kenya',
            value: 'KE',
          },
          {
            name: 'Kiribati',
            value: 'KI',
          },
          {
            name: "Korea, Democratic People's Republic Of",
            value: 'KP',
          },
          {
            name: 'Korea, Republic Of',
            value: 'KR',
          },
          {
            name: 'Kuwait',
            value: 'KW',
          },
          {
            name: 'Kyrgyzstan',
            value: 'KG',
          },
          {
            name: "Lao People's Democratic Republic",
            value: 'LA',
          },
          {
            name: 'Latvia',
            value: 'LV',
          },
          {
            name: 'Lebanon',
            value: 'LB',
          },
          {
            name: 'Lesotho',
            value: 'LS',
          },
          {
            name: 'Liberia',
            value: 'LR',
          },
          {
            name: 'Libya',
            value: 'LY',
          },
          {
            name: 'Liechtenstein',
            value: 'LI',
          },
          {
            name: 'Lithuania',
            value: 'LT',
          },
          {
            name: 'Luxembourg',
            value: 'LU',
          },
          {
            name: 'Macao',
            value: 'MO',
          },
          {
            name: 'Madagascar',
            value: 'MG',
          },
          {
            name: 'Malawi',
            value: 'MW',
          },
          {
            name: 'Malaysia',
            value: 'MY',
          },
          {
            name: 'Maldives',
            value: 'MV',
          },
          {
            name: 'Mali',
            value: 'ML',
          },
          {
            name: 'Malta',
            value: 'MT',
          },
          {
            name: 'Marshall Islands',
            value: 'MH',
          },
          {
            name: 'Martinique',
            value: 'MQ',
          },
          {
            name: 'Mauritania',
            value: 'MR',
          },
          {
            name: 'Mauritius',
            value: 'MU',
          },
          {
            name: 'Mayotte',
            value: 'YT',
          },
          {
            name: 'Mexico',
            value: 'MX',
          },
          {
            name: 'Micronesia, Federated States Of',
            value: 'FM',
          },
          {
            name: 'Moldova, Republic Of',
            value: 'MD',
          },
          {
            name: 'Monaco',
            value: 'MC',
          },
          {
            name: 'Mongolia',
            value: 'MN',
          },
          {
            name: 'Montenegro',
            value: 'ME',
          },
          {
            name: 'Montserrat',
            value: 'MS',
          },
          {
            name: 'Morocco',
            value: 'MA',
          },
          {
            name: 'Mozambique',
            value: 'MZ',
          },
          {
            name: 'Myanmar',
            value: 'MM',
          },
          {
            name: 'Namibia',
            value: 'NA',
          },
          {
            name: 'Nauru',
            value: 'NR',
          },
          {
            name: 'Nepal',
            value: 'NP',
          },
          {
            name: 'Netherlands, Kingdom of The',
            value: 'NL',
          },
          {
            name: 'New Caledonia',
            value: 'NC',
          },
          {
            name: 'New Zealand',
            value: 'NZ',
          },
          {
            name: 'Nicaragua',
            value: 'NI',
          },
          {
            name: 'Niger',
            value: 'NE',
          },
          {
            name: 'Nigeria',
            value: 'NG',
          },
          {
            name: 'Niue',
            value: 'NU',
          },
          {
            name: 'Norfolk Island',
            value: 'NF',
          },
          {
            name: 'North Macedonia',
            value: 'MK',
          },
          {
            name: 'Northern Mariana Islands',
            value: 'MP',
          },
          {
            name: 'Norway',
            value: 'NO',
          },
          {
            name: 'Oman',
            value: 'OM',
          },
          {
            name: 'Pakistan',
            value: 'PK',
          },
          {
            name: 'Palau',
            value: 'PW',
          },
          {
            name: 'Palestine, State Of',
            value: 'PS',
          },
          {
            name: 'Panama',
            value: 'PA',
          },
          {
            name: 'Papua New Guinea',
            value: 'PG',
          },
          {
            name: 'Paraguay',
            value: 'PY',
          },
          {
            name: 'Peru',
            value: 'PE',
          },
          {
            name: 'Philippines',
            value: 'PH',
          },
          {
            name: 'Pitcairn',
            value: 'PN',
          },
          {
            name: 'Poland',
            value: 'PL',
          },
          {
            name: 'Portugal',
            value: 'PT',
          },
          {
            name: 'Puerto Rico',
            value: 'PR',
          },
          {
            name: 'Qatar',
            value: 'QA',
          },
          {
            name: 'Réunion',
            value: 'RE',
          },
          {
            name: 'Romania',
            value: 'RO',
          },
          {
            name: 'Russian Federation',
            value: 'RU',
          },
          {
            name: 'Rwanda',
            value: 'RW',
          },
          {
            name: 'Saint Barthelemy',
            value: 'BL',
          },
          {
            name: 'Saint Helena, Ascension and Tristan Da Cunha',
            value: 'SH',
          },
          {
            name: 'Saint Kitts and Nevis',
            value: 'KN',
          },
          {
            name: 'Saint Lucia',
            value: 'LC',
          },
          {
            name: 'Saint Martin (French Part)',
            value: 'MF',
          },
          {
            name: 'Saint Pierre and Miquelon',
            value: 'PM',
          },
          {
            name: 'Saint Vincent and the Grenadines',
            value: 'VC',
          },
          {
            name: 'Samoa',
            value: 'WS',
          },
          {
            name: 'San Marino',
            value: 'SM',
          },
          {
            name: 'Sao Tome and Principe',
            value: 'ST',
          },
          {
            name: 'Saudi Arabia',
            value: 'SA',
          },
          {
            name: 'Senegal',
            value: 'SN',
          },
          {
            name: 'Serbia',
            value: 'RS',
          },
          {
            name: 'Seychelles',
            value: 'SC',
          },
          {
            name: 'Sierra Leone',
            value: 'SL',
          },
          {
            name: 'Singapore',
            value: 'SG',
          },
          {
            name: 'Sint Maarten (Dutch Part)',
            value: 'SX',
          },
          {
            name: 'Slovakia',
            value: 'SK',
          },
          {
            name: 'Slovenia',
            value: 'SI',
          },
          {
            name: 'Solomon Islands',
            value: 'SB',
          },
          {
            name: 'Somalia',
            value: 'SO',
          },
          {
            name: 'South Africa',
            value: 'ZA',
          },
          {
            name: 'South Georgia and the South Sandwich Islands',
            value: 'GS',
          },
          {
            name: 'South Sudan',
            value: 'SS',
          },
          {
            name: 'Spain',
            value: 'ES',
          },
          {
            name: 'Sri Lanka',
            value: 'LK',
          },
          {
            name: 'Sudan',
            value: 'SD',
          },
          {
            name: 'Suriname',
            value: 'SR',
          },
          {
            name: 'Svalbard and Jan Mayen',
            value: 'SJ',
          },
          {
            name: 'Sweden',
            value: 'SE',
          },
          {
            name: 'Switzerland',
            value: 'CH',
          },
          {
            name: 'Syrian Arab Republic',
            value: 'SY',
          },
          {
            name: 'Taiwan, Province of China',
            value: 'TW',
          },
          {
            name: 'Tajikistan',
            value: 'TJ',
          },
          {
            name: 'Tanzania, United Republic Of',
            value: 'TZ',
          },
          {
            name: 'Thailand',
            value: 'TH',
          },
          {
            name: 'Timor-Leste',
            value: 'TL',
          },
          {
            name: 'Togo',
            value: 'TG',
          },
          {
            name: 'Tokelau',
            value: 'TK',
          },
          {
            name: 'Tonga',
            value: 'TO',
          },
          {
            name: 'Trinidad and Tobago',
            value: 'TT',
          },
          {
            name: 'Tunisia',
            value: 'TN',
          },
          {
            name: 'Turkey',
            value: 'TR',
          },
          {
            name: 'Turkmenistan',
            value: 'TM',
          },
          {
            name: 'Turks and Caicos Islands',
            value: 'TC',
          },
          {
            name: 'Tuvalu',
            value: 'TV',
          },
          {
            name: 'Uganda',
            value: 'UG',
          },
          {
            name: 'Ukraine',
            value: 'UA',
          },
          {
            name: 'United Arab Emirates',
            value: 'AE',
          },
          {
            name: 'United Kingdom of Great Britain and Northern Ireland',
            value: 'GB',
          },
          {
            name: 'United States Minor Outlying Islands',
            value: 'UM',
          },
          {
            name: 'United States of America',
            value: 'US',
          },
          {
            name: 'Uruguay',
            value: 'UY',
          },
          {
            name: 'Uzbekistan',
            value: 'UZ',
          },
          {
            name: 'Vanuatu',
            value: 'VU',
          },
          {
            name: 'Venezuela, Bolivarian Republic Of',
            value: 'VE',
          },
          {
            name: 'Viet Nam',
            value: 'VN',
          },
          {
            name: 'Virgin Islands (British)',
            value: 'VG',
          },
          {
            name: 'Virgin Islands (U.S.)',
            value: 'VI',
          },
          {
            name: 'Wallis and Futuna',
            value: 'WF',
          },
          {
            name: 'Western Sahara',
            value: 'EH',
          },
          {
            name: 'Yemen',
            value: 'YE',
          },
          {
            name: 'Zambia',
            value: 'ZM',
          },
          {
            name: 'Zimbabwe',
            value: 'ZW',
          },
        ],
      },
      {
        displayName: 'Keep Same IP',
        name: 'sticky',
        type: 'boolean',
        default: true,
      },
    ],
  },
  {
    displayName: 'Proxy URL',
    name: 'proxyUrl',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['session'],
        operation: ['create'],
        proxy: ['proxyUrl'],
      },
    },
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    default: {},
    placeholder: 'Add Field',
    displayOptions: {
      show: {
        resource: ['session'],
        operation: ['create'],
      },
    },
    options: [
      {
        displayName: 'Auto Solve Captchas',
        name: 'solveCaptcha',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Extension IDs',
        name: 'extensionIds',
        type: 'string',
        default: '',
        placeholder: 'e.g. extId1, extId2, ...',
      },
    ],
  },
  {
    displayName: "Note: This operation is not needed if you enabled 'Save Profile' in the 'Create Session' operation",
    name: 'notice',
    type: 'notice',
    default: 'This operation will save the profile on session termination',
    displayOptions: {
      show: {
        resource: ['session'],
        operation: ['save'],
      },
    },
  },
  {
    displayName: 'Session ID',
    name: 'sessionId',
    type: 'string',
    default: '={{ $json["sessionId"] }}',
    required: true,
    displayOptions: {
      show: {
        resource: ['session'],
        operation: ['save'],
      },
    },
  },
  {
    displayName: 'Profile Name',
    name: 'profileName',
    type: 'string',
    default: '',
    placeholder: 'e.g. my-x-profile',
    required: true,
    displayOptions: {
      show: {
        resource: ['session'],
        operation: ['save'],
      },
    },
  },
  {
    displayName: 'Session ID',
    name: 'sessionId',
    type: 'string',
    default: '={{ $json["sessionId"] }}',
    required: true,
    displayOptions: {
      show: {
        resource: ['session'],
        operation: ['terminate'],
      },
    },
  },
  {
    displayName: 'Session ID',
    name: 'sessionId',
    type: 'string',
    default: '={{ $json["sessionId"] }}',
    required: true,
    displayOptions: {
      show: {
        resource: ['session'],
        operation: ['waitForDownload'],
      },
    },
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    default: {},
    placeholder: 'Add Field',
    displayOptions: {
      show: {
        resource: ['session'],
        operation: ['waitForDownload'],
      },
    },
    options: [
      {
        displayName: 'Timeout',
        name: 'timeout',
        type: 'number',
        default: 30,
      },
    ],
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    default: 'create',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['window'],
      },
    },
    options: [
      {
        name: 'Close Window',
        value: 'close',
        action: 'Close a window',
      },
      {
        name: 'Create a New Browser Window',
        value: 'create',
        action: 'Create a window',
      },
      {
        name: 'Get Live View',
        value: 'getLiveView',
        action: 'Get live view',
      },
      {
        name: 'List Windows',
        value: 'list',
        action: 'List windows',
      },
      {
        name: 'Load URL',
        value: 'load',
        action: 'Load a page',
      },
      {
        name: 'Take Screenshot',
        value: 'takeScreenshot',
        action: 'Take screenshot',
      },
    ],
    typeOptions: {
      sortable: false,
    },
  },
  {
    displayName: 'Session ID',
    name: 'sessionId',
    type: 'string',
    default: '={{ $json["sessionId"] }}',
    required: true,
    displayOptions: {
      show: {
        resource: ['window'],
      },
    },
  },
  {
    displayName: 'Window ID',
    name: 'windowId',
    type: 'string',
    default: '={{ $json["windowId"] }}',
    required: true,
    displayOptions: {
      show: {
        resource: ['window'],
        operation: ['close', 'takeScreenshot', 'load', 'getLiveView'],
      },
    },
  },
  {
    displayName: 'URL',
    name: 'url',
    type: 'string',
    default: '',
    placeholder: 'e.g. https://google.com',
    displayOptions: {
      show: {
        resource: ['window'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Get Live View',
    name: 'getLiveView',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        resource: ['window'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Include Navigation Bar',
    name: 'includeNavigationBar',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        resource: ['window'],
        operation: ['create'],
        getLiveView: [true],
      },
    },
  },
  {
    displayName: 'Screen Resolution',
    name: 'screenResolution',
    type: 'string',
    default: '',
    placeholder: 'e.g. 1280x720',
    displayOptions: {
      show: {
        resource: ['window'],
        operation: ['create'],
        getLiveView: [true],
      },
    },
  },
  {
    displayName: 'Disable Resize',
    name: 'disableResize',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        resource: ['window'],
        operation: ['create'],
        getLiveView: [true],
      },
    },
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    default: {},
    placeholder: 'Add Field',
    displayOptions: {
      show: {
        resource: ['window'],
        operation: ['create'],
      },
    },
    options: [
      {
        displayName: 'Wait Until',
        name: 'waitUntil',
        type: 'options',
        default: 'load',
        options: [
          {
            name: 'Load',
            value: 'load',
          },
          {
            name: 'DOM Content Loaded',
            value: 'domContentLoaded',
          },
          {
            name: 'Complete',
            value: 'complete',
          },
          {
            name: 'No Wait',
            value: 'noWait',
          },
        ],
      },
    ],
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    default: {},
    placeholder: 'Add Field',
    displayOptions: {
      show: {
        resource: ['window'],
        operation: ['getLiveView'],
      },
    },
    options: [
      {
        displayName: 'Include Navigation Bar',
        name: 'includeNavigationBar',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Screen Resolution',
        name: 'screenResolution',
        type: 'string',
        default: '',
        placeholder: 'e.g. 1280x720',
      },
      {
        displayName: 'Disable Resize',
        name: 'disableResize',
        type: 'boolean',
        default: false,
      },
    ],
  },
  {
    displayName: 'URL',
    name: 'url',
    type: 'string',
    default: '',
    placeholder: 'e.g. https://google.com',
    required: true,
    displayOptions: {
      show: {
        resource: ['window'],
        operation: ['load'],
      },
    },
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    default: {},
    placeholder: 'Add Field',
    displayOptions: {
      show: {
        resource: ['window'],
        operation: ['load'],
      },
    },
    options: [
      {
        displayName: 'Wait Until',
        name: 'waitUntil',
        type: 'options',
        default: 'load',
        options: [
          {
            name: 'Complete',
            value: 'complete',
          },
          {
            name: 'DOM Only Loaded',
            value: 'domContentLoaded',
          },
          {
            name: 'Fully Loaded',
            value: 'load',
          },
          {
            name: 'No Wait',
            value: 'noWait',
          },
        ],
      },
    ],
  },
  {
    displayName: 'Output Binary Image',
    name: 'outputImageAsBinary',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        resource: ['window'],
        operation: ['takeScreenshot'],
      },
    },
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    default: 'getMany',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['file'],
      },
    },
    options: [
      {
        name: 'Delete',
        value: 'deleteFile',
        action: 'Delete a file',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get a file',
      },
      {
        name: 'Get Many',
        value: 'getMany',
        action: 'Get many files',
      },
      {
        name: 'Load',
        value: 'load',
        action: 'Load a file',
      },
      {
        name: 'Upload',
        value: 'upload',
        action: 'Upload a file',
      },
    ],
  },
  {
    displayName: 'File ID',
    name: 'fileId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['file'],
        operation: ['deleteFile'],
      },
    },
  },
  {
    displayName: 'File ID',
    name: 'fileId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['file'],
        operation: ['get'],
      },
    },
  },
  {
    displayName: 'Output Binary File',
    name: 'outputBinaryFile',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        resource: ['file'],
        operation: ['get'],
      },
    },
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        resource: ['file'],
        operation: ['getMany'],
      },
    },
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    default: 10,
    displayOptions: {
      show: {
        resource: ['file'],
        operation: ['getMany'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 100,
    },
  },
  {
    displayName: 'Session IDs',
    name: 'sessionIds',
    type: 'string',
    default: '',
    placeholder: 'e.g. 6aac6f73-bd89-4a76-ab32-5a6c422e8b0b, a13c6f73-bd89-4a76-ab32-5a6c422e8224',
    displayOptions: {
      show: {
        resource: ['file'],
        operation: ['getMany'],
      },
    },
  },
  {
    displayName: 'Output Files in Single Item',
    name: 'outputSingleItem',
    type: 'boolean',
    default: true,
    displayOptions: {
      show: {
        resource: ['file'],
        operation: ['getMany'],
      },
    },
  },
  {
    displayName: 'Session ID',
    name: 'sessionId',
    type: 'string',
    default: '={{ $json["sessionId"] }}',
    required: true,
    displayOptions: {
      show: {
        resource: ['file'],
        operation: ['load'],
      },
    },
  },
  {
    displayName: 'Window ID',
    name: 'windowId',
    type: 'string',
    default: '={{ $json["windowId"] }}',
    required: true,
    displayOptions: {
      show: {
        resource: ['file'],
        operation: ['load'],
      },
    },
  },
  {
    displayName: 'File ID',
    name: 'fileId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['file'],
        operation: ['load'],
      },
    },
  },
  {
    displayName: 'Element Description',
    name: 'elementDescription',
    type: 'string',
    default: '',
    placeholder: 'e.g. the file upload selection box',
    displayOptions: {
      show: {
        resource: ['file'],
        operation: ['load'],
      },
    },
  },
  {
    displayName: 'Include Hidden Elements',
    name: 'includeHiddenElements',
    type: 'boolean',
    default: true,
    displayOptions: {
      show: {
        resource: ['file'],
        operation: ['load'],
      },
    },
  },
  {
    displayName: 'Session ID',
    name: 'sessionId',
    type: 'string',
    default: '={{ $json["sessionId"] }}',
    required: true,
    displayOptions: {
      show: {
        resource: ['file'],
        operation: ['upload'],
      },
    },
  },
  {
    displayName: 'Window ID',
    name: 'windowId',
    type: 'string',
    default: '={{ $json["windowId"] }}',
    required: true,
    displayOptions: {
      show: {
        resource: ['file'],
        operation: ['upload'],
      },
    },
  },
  {
    displayName: 'File Name',
    name: 'fileName',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['file'],
        operation: ['upload'],
      },
    },
  },
  {
    displayName: 'File Type',
    name: 'fileType',
    type: 'options',
    default: 'customer_upload',
    displayOptions: {
      show: {
        resource: ['file'],
        operation: ['upload'],
      },
    },
    options: [
      {
        name: 'Browser Download',
        value: 'browser_download',
      },
      {
        name: 'Screenshot',
        value: 'screenshot',
      },
      {
        name: 'Video',
        value: 'video',
      },
      {
        name: 'Customer Upload',
        value: 'customer_upload',
      },
    ],
  },
  {
    displayName: 'Source',
    name: 'source',
    type: 'options',
    default: 'url',
    displayOptions: {
      show: {
        resource: ['file'],
        operation: ['upload'],
      },
    },
    options: [
      {
        name: 'URL',
        value: 'url',
      },
      {
        name: 'Binary',
        value: 'binary',
      },
    ],
  },
  {
    displayName: 'Binary Property',
    name: 'binaryPropertyName',
    type: 'string',
    default: 'data',
    required: true,
    displayOptions: {
      show: {
        source: ['binary'],
        resource: ['file'],
        operation: ['upload'],
      },
    },
  },
  {
    displayName: 'URL',
    name: 'url',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        source: ['url'],
        resource: ['file'],
        operation: ['upload'],
      },
    },
  },
  {
    displayName: 'Trigger File Input',
    name: 'triggerFileInputParameter',
    type: 'boolean',
    default: true,
    displayOptions: {
      show: {
        resource: ['file'],
        operation: ['upload'],
      },
    },
  },
  {
    displayName: 'Element Description',
    name: 'elementDescription',
    type: 'string',
    default: '',
    placeholder: 'e.g. the file upload selection box',
    displayOptions: {
      show: {
        triggerFileInputParameter: [true],
        resource: ['file'],
        operation: ['upload'],
      },
    },
  },
  {
    displayName: 'Include Hidden Elements',
    name: 'includeHiddenElements',
    type: 'boolean',
    default: true,
    displayOptions: {
      show: {
        triggerFileInputParameter: [true],
        resource: ['file'],
        operation: ['upload'],
      },
    },
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    default: 'getPaginated',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['extraction'],
      },
    },
    options: [
      {
        name: 'Query Page',
        value: 'query',
        action: 'Query page',
      },
      {
        name: 'Query Page with Pagination',
        value: 'getPaginated',
        action: 'Query page with pagination',
      },
      {
        name: 'Smart Scrape',
        value: 'scrape',
        action: 'Smart scrape page',
      },
    ],
  },
  {
    displayName: 'Session Mode',
    name: 'sessionMode',
    type: 'options',
    default: 'existing',
    displayOptions: {
      show: {
        resource: ['extraction'],
        operation: ['getPaginated', 'query', 'scrape'],
      },
    },
    options: [
      {
        name: 'Automatically Create Session',
        value: 'new',
      },
      {
        name: 'Use Existing Session',
        value: 'existing',
      },
    ],
  },
  {
    displayName: 'Session ID',
    name: 'sessionId',
    type: 'string',
    default: '={{ $json["sessionId"] }}',
    required: true,
    displayOptions: {
      show: {
        resource: ['extraction'],
        sessionMode: ['existing'],
      },
    },
  },
  {
    displayName: 'Window ID',
    name: 'windowId',
    type: 'string',
    default: '={{ $json["windowId"] }}',
    required: true,
    displayOptions: {
      show: {
        resource: ['extraction'],
        sessionMode: ['existing'],
      },
    },
  },
  {
    displayName: 'URL',
    name: 'url',
    type: 'string',
    default: '',
    placeholder: 'e.g. https://google.com',
    required: true,
    displayOptions: {
      show: {
        resource: ['extraction'],
        sessionMode: ['new'],
      },
    },
  },
  {
    displayName: 'Profile Name',
    name: 'profileName',
    type: 'string',
    default: '',
    placeholder: 'e.g. my-x-profile',
    displayOptions: {
      show: {
        resource: ['extraction'],
        sessionMode: ['new'],
      },
    },
  },
  {
    displayName: 'Auto-Terminate Session',
    name: 'autoTerminateSession',
    type: 'boolean',
    default: true,
    displayOptions: {
      show: {
        resource: ['extraction'],
        sessionMode: ['new'],
      },
    },
  },
  {
    displayName: 'Prompt',
    name: 'prompt',
    type: 'string',
    default: '',
    placeholder: 'e.g. Extract all the product names and prices',
    required: true,
    displayOptions: {
      show: {
        resource: ['extraction'],
        operation: ['getPaginated'],
      },
    },
    typeOptions: {
      rows: 4,
    },
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    default: {},
    placeholder: 'Add Field',
    displayOptions: {
      show: {
        resource: ['extraction'],
        operation: ['getPaginated'],
      },
    },
    options: [
      {
        displayName: 'JSON Output Schema',
        name: 'outputSchema',
        type: 'json',
        default: '',
      },
      {
        displayName: 'Parse JSON Output',
        name: 'parseJsonOutput',
        type: 'boolean',
        default: true,
      },
      {
        displayName: 'Interaction Mode',
        name: 'interactionMode',
        type: 'options',
        default: 'auto',
        options: [
          {
            name: 'Auto',
            value: 'auto',
          },
          {
            name: 'Accurate',
            value: 'accurate',
          },
          {
            name: 'Cost Efficient',
            value: 'cost-efficient',
          },
        ],
      },
      {
        displayName: 'Pagination Mode',
        name: 'paginationMode',
        type: 'options',
        default: 'auto',
        options: [
          {
            name: 'Auto',
            value: 'auto',
          },
          {
            name: 'Paginated',
            value: 'paginated',
          },
          {
            name: 'Infinite Scroll',
            value: 'infinite-scroll',
          },
        ],
      },
    ],
  },
  {
    displayName: 'Prompt',
    name: 'prompt',
    type: 'string',
    default: '',
    placeholder: 'e.g. Is there a login form in this page?',
    required: true,
    displayOptions: {
      show: {
        resource: ['extraction'],
        operation: ['query'],
      },
    },
    typeOptions: {
      rows: 4,
    },
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    default: {},
    placeholder: 'Add Field',
    displayOptions: {
      show: {
        resource: ['extraction'],
        operation: ['query'],
      },
    },
    options: [
      {
        displayName: 'JSON Output Schema',
        name: 'outputSchema',
        type: 'json',
        default: '',
      },
      {
        displayName: 'Parse JSON Output',
        name: 'parseJsonOutput',
        type: 'boolean',
        default: true,
      },
      {
        displayName: 'Include Visual Analysis',
        name: 'includeVisualAnalysis',
        type: 'boolean',
        default: false,
      },
    ],
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    default: 'click',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['interaction'],
      },
    },
    options: [
      {
        name: 'Click an Element',
        value: 'click',
        action: 'Click an element',
      },
      {
        name: 'Fill Form',
        value: 'fill',
        action: 'Fill form',
      },
      {
        name: 'Hover on an Element',
        value: 'hover',
        action: 'Hover on an element',
      },
      {
        name: 'Scroll',
        value: 'scroll',
        action: 'Scroll on page',
      },
      {
        name: 'Type',
        value: 'type',
        action: 'Type text',
      },
    ],
  },
  {
    displayName: 'Session ID',
    name: 'sessionId',
    type: 'string',
    default: '={{ $json["sessionId"] }}',
    required: true,
    displayOptions: {
      show: {
        resource: ['interaction'],
      },
    },
  },
  {
    displayName: 'Window ID',
    name: 'windowId',
    type: 'string',
    default: '={{ $json["windowId"] }}',
    required: true,
    displayOptions: {
      show: {
        resource: ['interaction'],
      },
    },
  },
  {
    displayName: 'Element Description',
    name: 'elementDescription',
    type: 'string',
    default: '',
    placeholder: 'e.g. the green "save" button at the top of the page',
    required: true,
    displayOptions: {
      show: {
        resource: ['interaction'],
        operation: ['click'],
      },
    },
  },
  {
    displayName: 'Click Type',
    name: 'clickType',
    type: 'options',
    default: 'click',
    displayOptions: {
      show: {
        resource: ['interaction'],
        operation: ['click'],
      },
    },
    options: [
      {
        name: 'Left Click',
        value: 'click',
      },
      {
        name: 'Double Click',
        value: 'doubleClick',
      },
      {
        name: 'Right Click',
        value: 'rightClick',
      },
    ],
  },
  {
    displayName: 'Form Data',
    name: 'formData',
    type: 'string',
    default: '',
    placeholder: 'e.g. "Name: John Doe, Email: john.doe@example.com"',
    required: true,
    displayOptions: {
      show: {
        resource: ['interaction'],
        operation: ['fill'],
      },
    },
    typeOptions: {
      rows: 4,
    },
  },
  {
    displayName: 'Element Description',
    name: 'elementDescription',
    type: 'string',
    default: '',
    placeholder: 'e.g. the rounded user profile image at the top right of the page',
    required: true,
    displayOptions: {
      show: {
        resource: ['interaction'],
        operation: ['hover'],
      },
    },
  },
  {
    displayName: 'Scroll Mode',
    name: 'scrollingMode',
    type: 'options',
    default: 'automatic',
    required: true,
    displayOptions: {
      show: {
        resource: ['interaction'],
        operation: ['scroll'],
      },
    },
    options: [
      {
        name: 'Automatic',
        value: 'automatic',
      },
      {
        name: 'Manual',
        value: 'manual',
      },
    ],
  },
  {
    displayName: 'Element Description',
    name: 'scrollToElement',
    type: 'string',
    default: '',
    placeholder: 'e.g. the page section titled "Contact Us"',
    required: true,
    displayOptions: {
      show: {
        resource: ['interaction'],
        operation: ['scroll'],
        scrollingMode: ['automatic'],
      },
    },
  },
  {
    displayName: 'Scroll To Edge',
    name: 'scrollToEdge',
    type: 'fixedCollection',
    default: {},
    placeholder: 'Add Edge Direction',
    displayOptions: {
      show: {
        resource: ['interaction'],
        operation: ['scroll'],
        scrollingMode: ['manual'],
      },
    },
    options: [
      {
        displayName: 'Page Edges',
        name: 'edgeValues',
        values: [
          {
            displayName: 'Vertically',
            name: 'yAxis',
            type: 'options',
            default: '',
            options: [
              {
                name: 'Empty',
                value: '',
              },
              {
                name: 'Top',
                value: 'top',
              },
              {
                name: 'Bottom',
                value: 'bottom',
              },
            ],
          },
          {
            displayName: 'Horizontally',
            name: 'xAxis',
            type: 'options',
            default: '',
            options: [
              {
                name: 'Empty',
                value: '',
              },
              {
                name: 'Left',
                value: 'left',
              },
              {
                name: 'Right',
                value: 'right',
              },
            ],
          },
        ],
      },
    ],
  },
  {
    displayName: 'Scroll By',
    name: 'scrollBy',
    type: 'fixedCollection',
    default: {},
    placeholder: 'Add Scroll Amount',
    displayOptions: {
      show: {
        resource: ['interaction'],
        operation: ['scroll'],
        scrollingMode: ['manual'],
      },
    },
    options: [
      {
        displayName: 'Scroll Values',
        name: 'scrollValues',
        values: [
          {
            displayName: 'Vertically',
            name: 'yAxis',
            type: 'string',
            default: '',
            placeholder: 'e.g. 200px, 50%, -100px',
          },
          {
            displayName: 'Horizontally',
            name: 'xAxis',
            type: 'string',
            default: '',
            placeholder: 'e.g. 50px, 10%, -200px',
          },
        ],
      },
    ],
  },
  {
    displayName: 'Scrollable Area',
    name: 'scrollWithin',
    type: 'string',
    default: '',
    placeholder: 'e.g. the left sidebar',
    displayOptions: {
      show: {
        resource: ['interaction'],
        operation: ['scroll'],
      },
    },
  },
  {
    displayName: 'Text',
    name: 'text',
    type: 'string',
    default: '',
    placeholder: 'e.g. email@example.com',
    required: true,
    displayOptions: {
      show: {
        resource: ['interaction'],
        operation: ['type'],
      },
    },
  },
  {
    displayName: 'Press Enter Key',
    name: 'pressEnterKey',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        resource: ['interaction'],
        operation: ['type'],
      },
    },
  },
  {
    displayName: 'Element Description',
    name: 'elementDescription',
    type: 'string',
    default: '',
    placeholder: 'e.g. the search box at the top of the page',
    displayOptions: {
      show: {
        resource: ['interaction'],
        operation: ['type'],
      },
    },
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    default: {},
    placeholder: 'Add Field',
    displayOptions: {
      show: {
        resource: ['interaction'],
        operation: ['click', 'hover', 'type', 'scroll'],
      },
    },
    options: [
      {
        displayName: 'Visual Scope',
        name: 'visualScope',
        type: 'options',
        default: 'auto',
        options: [
          {
            name: 'Auto',
            value: 'auto',
          },
          {
            name: 'Viewport',
            value: 'viewport',
          },
          {
            name: 'Page',
            value: 'page',
          },
          {
            name: 'Scan',
            value: 'scan',
          },
        ],
      },
      {
        displayName: 'Wait Until Event After Navigation',
        name: 'waitForNavigation',
        type: 'options',
        default: 'load',
        options: [
          {
            name: 'Fully Loaded (Slower)',
            value: 'load',
          },
          {
            name: 'DOM Only Loaded (Faster)',
            value: 'domcontentloaded',
          },
          {
            name: 'All Network Activity Has Stopped',
            value: 'networkidle0',
          },
          {
            name: 'Most Network Activity Has Stopped',
            value: 'networkidle2',
          },
        ],
      },
    ],
  },
];
