/**
 * Spotify 1's parameters (n8n's `n8n-nodes-base.spotify`): player, albums, artists, playlists, tracks, library and followed artists.
 * Names, types, defaults, options and display rules are n8n 1.123's, so workflows saved by n8n's
 * editor mean the same here; descriptions and hints are left out.
 */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter, in n8n's order. */
export const spotifyProperties: NodeProperty[] = [
  {
    displayName: 'Resource',
    name: 'resource',
    type: 'options',
    noDataExpression: true,
    options: [
      {
        name: 'Album',
        value: 'album',
      },
      {
        name: 'Artist',
        value: 'artist',
      },
      {
        name: 'Library',
        value: 'library',
      },
      {
        name: 'My Data',
        value: 'myData',
      },
      {
        name: 'Player',
        value: 'player',
      },
      {
        name: 'Playlist',
        value: 'playlist',
      },
      {
        name: 'Track',
        value: 'track',
      },
    ],
    default: 'player',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['player'],
      },
    },
    options: [
      {
        name: 'Add Song to Queue',
        value: 'addSongToQueue',
        action: 'Add a song to a queue',
      },
      {
        name: 'Currently Playing',
        value: 'currentlyPlaying',
        action: 'Get the currently playing track',
      },
      {
        name: 'Next Song',
        value: 'nextSong',
        action: 'Skip to the next track',
      },
      {
        name: 'Pause',
        value: 'pause',
        action: 'Pause the player',
      },
      {
        name: 'Previous Song',
        value: 'previousSong',
        action: 'Skip to the previous song',
      },
      {
        name: 'Recently Played',
        value: 'recentlyPlayed',
        action: 'Get the recently played tracks',
      },
      {
        name: 'Resume',
        value: 'resume',
        action: 'Resume the player',
      },
      {
        name: 'Set Volume',
        value: 'volume',
        action: 'Set volume on the player',
      },
      {
        name: 'Start Music',
        value: 'startMusic',
        action: 'Start music on the player',
      },
    ],
    default: 'addSongToQueue',
  },
  {
    displayName: 'Resource ID',
    name: 'id',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['player'],
        operation: ['startMusic'],
      },
    },
    placeholder: 'spotify:album:1YZ3k65Mqw3G8FzYlW1mmp',
  },
  {
    displayName: 'Track ID',
    name: 'id',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['player'],
        operation: ['addSongToQueue'],
      },
    },
    placeholder: 'spotify:track:0xE4LEFzSNGsz1F6kvXsHU',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['album'],
      },
    },
    options: [
      {
        name: 'Get',
        value: 'get',
        action: 'Get an album',
      },
      {
        name: 'Get New Releases',
        value: 'getNewReleases',
        action: 'Get new album releases',
      },
      {
        name: 'Get Tracks',
        value: 'getTracks',
        action: "Get an album's tracks by URI or ID",
      },
      {
        name: 'Search',
        value: 'search',
        action: 'Search albums by keyword',
      },
    ],
    default: 'get',
  },
  {
    displayName: 'Album ID',
    name: 'id',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['album'],
        operation: ['get', 'getTracks'],
      },
      hide: {
        operation: ['search'],
      },
    },
    placeholder: 'spotify:album:1YZ3k65Mqw3G8FzYlW1mmp',
  },
  {
    displayName: 'Search Keyword',
    name: 'query',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['album'],
        operation: ['search'],
      },
    },
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['artist'],
      },
    },
    options: [
      {
        name: 'Get',
        value: 'get',
        action: 'Get an artist',
      },
      {
        name: 'Get Albums',
        value: 'getAlbums',
        action: "Get an artist's albums by URI or ID",
      },
      {
        name: 'Get Related Artists',
        value: 'getRelatedArtists',
        action: "Get an artist's related artists by URI or ID",
      },
      {
        name: 'Get Top Tracks',
        value: 'getTopTracks',
        action: "Get an artist's top tracks by URI or ID",
      },
      {
        name: 'Search',
        value: 'search',
        action: 'Search artists by keyword',
      },
    ],
    default: 'get',
  },
  {
    displayName: 'Artist ID',
    name: 'id',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['artist'],
      },
      hide: {
        operation: ['search'],
      },
    },
    placeholder: 'spotify:artist:4LLpKhyESsyAXpc4laK94U',
  },
  {
    displayName: 'Country',
    name: 'country',
    type: 'string',
    default: 'US',
    required: true,
    displayOptions: {
      show: {
        resource: ['artist'],
        operation: ['getTopTracks'],
      },
    },
    placeholder: 'US',
  },
  {
    displayName: 'Search Keyword',
    name: 'query',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['artist'],
        operation: ['search'],
      },
    },
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['playlist'],
      },
    },
    options: [
      {
        name: 'Add an Item',
        value: 'add',
        action: 'Add an Item to a playlist',
      },
      {
        name: 'Create a Playlist',
        value: 'create',
        action: 'Create a playlist',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get a playlist',
      },
      {
        name: "Get the User's Playlists",
        value: 'getUserPlaylists',
        action: "Get a user's playlists",
      },
      {
        name: 'Get Tracks',
        value: 'getTracks',
        action: "Get a playlist's tracks by URI or ID",
      },
      {
        name: 'Remove an Item',
        value: 'delete',
        action: 'Remove an item from a playlist',
      },
      {
        name: 'Search',
        value: 'search',
        action: 'Search playlists by keyword',
      },
    ],
    default: 'add',
  },
  {
    displayName: 'Playlist ID',
    name: 'id',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['playlist'],
        operation: ['add', 'delete', 'get', 'getTracks'],
      },
    },
    placeholder: 'spotify:playlist:37i9dQZF1DWUhI3iC1khPH',
  },
  {
    displayName: 'Name',
    name: 'name',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['playlist'],
        operation: ['create'],
      },
    },
    placeholder: 'Favorite Songs',
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['playlist'],
        operation: ['create'],
      },
    },
    options: [
      {
        displayName: 'Description',
        name: 'description',
        type: 'string',
        default: '',
        placeholder: 'These are all my favorite songs.',
      },
      {
        displayName: 'Public',
        name: 'public',
        type: 'boolean',
        default: true,
      },
    ],
  },
  {
    displayName: 'Track ID',
    name: 'trackID',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['playlist'],
        operation: ['add', 'delete'],
      },
    },
    placeholder: 'spotify:track:0xE4LEFzSNGsz1F6kvXsHU',
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['playlist'],
        operation: ['add'],
      },
    },
    options: [
      {
        displayName: 'Position',
        name: 'position',
        type: 'number',
        typeOptions: {
          minValue: 0,
        },
        default: 0,
        placeholder: '0',
      },
    ],
  },
  {
    displayName: 'Search Keyword',
    name: 'query',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['playlist'],
        operation: ['search'],
      },
    },
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['track'],
      },
    },
    options: [
      {
        name: 'Get',
        value: 'get',
        action: 'Get a track',
      },
      {
        name: 'Get Audio Features',
        value: 'getAudioFeatures',
        action: 'Get audio features of a track',
      },
      {
        name: 'Search',
        value: 'search',
        action: 'Search tracks by keyword',
      },
    ],
    default: 'track',
  },
  {
    displayName: 'Track ID',
    name: 'id',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['track'],
      },
      hide: {
        operation: ['search'],
      },
    },
    placeholder: 'spotify:track:0xE4LEFzSNGsz1F6kvXsHU',
  },
  {
    displayName: 'Search Keyword',
    name: 'query',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['track'],
        operation: ['search'],
      },
    },
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['library'],
      },
    },
    options: [
      {
        name: 'Get Liked Tracks',
        value: 'getLikedTracks',
        action: 'Get liked tracks',
      },
    ],
    default: 'getLikedTracks',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['myData'],
      },
    },
    options: [
      {
        name: 'Get Following Artists',
        value: 'getFollowingArtists',
        action: 'Get your followed artists',
      },
    ],
    default: 'getFollowingArtists',
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    default: false,
    required: true,
    displayOptions: {
      show: {
        resource: ['album', 'artist', 'library', 'myData', 'playlist', 'track', 'player'],
        operation: [
          'getTracks',
          'getAlbums',
          'getUserPlaylists',
          'getNewReleases',
          'getLikedTracks',
          'getFollowingArtists',
          'search',
          'recentlyPlayed',
        ],
      },
    },
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    default: 50,
    required: true,
    displayOptions: {
      show: {
        resource: ['album', 'artist', 'library', 'playlist', 'track'],
        operation: ['getTracks', 'getAlbums', 'getUserPlaylists', 'getNewReleases', 'getLikedTracks', 'search'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 100,
    },
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    default: 50,
    required: true,
    displayOptions: {
      show: {
        resource: ['myData', 'player'],
        operation: ['getFollowingArtists', 'recentlyPlayed'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 50,
    },
  },
  {
    displayName: 'Volume',
    name: 'volumePercent',
    type: 'number',
    default: 50,
    required: true,
    displayOptions: {
      show: {
        resource: ['player'],
        operation: ['volume'],
      },
    },
    typeOptions: {
      minValue: 0,
      maxValue: 100,
    },
  },
  {
    displayName: 'Filters',
    name: 'filters',
    type: 'collection',
    placeholder: 'Add Filter',
    default: {},
    displayOptions: {
      show: {
        resource: ['album'],
        operation: ['getNewReleases'],
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
            name: 'Åland Islands',
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
            name: 'Bahamas (the)',
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
            name: 'Bolivia (Plurinational State of)',
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
            name: 'British Indian Ocean Territory (the)',
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
            name: 'Cayman Islands (the)',
            value: 'KY',
          },
          {
            name: 'Central African Republic (the)',
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
            name: 'Cocos (Keeling) Islands (the)',
            value: 'CC',
          },
          {
            name: 'Colombia',
            value: 'CO',
          },
          {
            name: 'Comoros (the)',
            value: 'KM',
          },
          {
            name: 'Congo (the Democratic Republic of the)',
            value: 'CD',
          },
          {
            name: 'Congo (the)',
            value: 'CG',
          },
          {
            name: 'Cook Islands (the)',
            value: 'CK',
          },
          {
            name: 'Costa Rica',
            value: 'CR',
          },
          {
            name: "Côte d'Ivoire",
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
            name: 'Dominican Republic (the)',
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
            name: 'Ethiopia',
            value: 'ET',
          },
          {
            name: 'Falkland Islands (the) [Malvinas]',
            value: 'FK',
          },
          {
            name: 'Faroe Islands (the)',
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
            name: 'French Southern Territories (the)',
            value: 'TF',
          },
          {
            name: 'Gabon',
            value: 'GA',
          },
          {
            name: 'Gambia (the)',
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
            name: 'Holy See (the)',
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
            name: 'Iran (Islamic Republic of)',
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
            name: "Korea (the Democratic People's Republic of)",
            value: 'KP',
          },
          {
            name: 'Korea (the Republic of)',
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
            name: "Lao People's Democratic Republic (the)",
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
            name: 'Macedonia (the former Yugoslav Republic of)',
            value: 'MK',
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
            name: 'Marshall Islands (the)',
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
            name: 'Micronesia (Federated States of)',
            value: 'FM',
          },
          {
            name: 'Moldova (the Republic of)',
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
            name: 'Netherlands (the)',
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
            name: 'Niger (the)',
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
            name: 'Northern Mariana Islands (the)',
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
            name: 'Palestine, State of',
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
            name: 'Philippines (the)',
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
            name: 'Russian Federation (the)',
            value: 'RU',
          },
          {
            name: 'Rwanda',
            value: 'RW',
          },
          {
            name: 'Saint Barthélemy',
            value: 'BL',
          },
          {
            name: 'Saint Helena, Ascension and Tristan da Cunha',
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
            name: 'Saint Martin (French part)',
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
            name: 'Sint Maarten (Dutch part)',
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
            name: 'Sudan (the)',
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
            name: 'Swaziland',
            value: 'SZ',
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
            name: 'Taiwan (Province of China)',
            value: 'TW',
          },
          {
            name: 'Tajikistan',
            value: 'TJ',
          },
          {
            name: 'Tanzania, United Republic of',
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
            name: 'Turks and Caicos Islands (the)',
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
            name: 'United Arab Emirates (the)',
            value: 'AE',
          },
          {
            name: 'United Kingdom of Great Britain and Northern Ireland (the)',
            value: 'GB',
          },
          {
            name: 'United States Minor Outlying Islands (the)',
            value: 'UM',
          },
          {
            name: 'United States of America (the)',
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
            name: 'Venezuela (Bolivarian Republic of)',
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
            name: 'Western Sahara*',
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
    ],
  },
  {
    displayName: 'Filters',
    name: 'filters',
    type: 'collection',
    placeholder: 'Add Filter',
    default: {},
    displayOptions: {
      show: {
        resource: ['playlist', 'artist', 'track', 'album'],
        operation: ['search'],
      },
    },
    options: [
      {
        displayName: 'Country',
        name: 'market',
        type: 'options',
        options: [
          {
            name: 'Afghanistan',
            value: 'AF',
          },
          {
            name: 'Åland Islands',
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
            name: 'Bahamas (the)',
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
            name: 'Bolivia (Plurinational State of)',
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
            name: 'British Indian Ocean Territory (the)',
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
            name: 'Cayman Islands (the)',
            value: 'KY',
          },
          {
            name: 'Central African Republic (the)',
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
            name: 'Cocos (Keeling) Islands (the)',
            value: 'CC',
          },
          {
            name: 'Colombia',
            value: 'CO',
          },
          {
            name: 'Comoros (the)',
            value: 'KM',
          },
          {
            name: 'Congo (the Democratic Republic of the)',
            value: 'CD',
          },
          {
            name: 'Congo (the)',
            value: 'CG',
          },
          {
            name: 'Cook Islands (the)',
            value: 'CK',
          },
          {
            name: 'Costa Rica',
            value: 'CR',
          },
          {
            name: "Côte d'Ivoire",
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
            name: 'Dominican Republic (the)',
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
            name: 'Ethiopia',
            value: 'ET',
          },
          {
            name: 'Falkland Islands (the) [Malvinas]',
            value: 'FK',
          },
          {
            name: 'Faroe Islands (the)',
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
            name: 'French Southern Territories (the)',
            value: 'TF',
          },
          {
            name: 'Gabon',
            value: 'GA',
          },
          {
            name: 'Gambia (the)',
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
            name: 'Holy See (the)',
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
            name: 'Iran (Islamic Republic of)',
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
            name: "Korea (the Democratic People's Republic of)",
            value: 'KP',
          },
          {
            name: 'Korea (the Republic of)',
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
            name: "Lao People's Democratic Republic (the)",
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
            name: 'Macedonia (the former Yugoslav Republic of)',
            value: 'MK',
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
            name: 'Marshall Islands (the)',
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
            name: 'Micronesia (Federated States of)',
            value: 'FM',
          },
          {
            name: 'Moldova (the Republic of)',
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
            name: 'Netherlands (the)',
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
            name: 'Niger (the)',
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
            name: 'Northern Mariana Islands (the)',
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
            name: 'Palestine, State of',
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
            name: 'Philippines (the)',
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
            name: 'Russian Federation (the)',
            value: 'RU',
          },
          {
            name: 'Rwanda',
            value: 'RW',
          },
          {
            name: 'Saint Barthélemy',
            value: 'BL',
          },
          {
            name: 'Saint Helena, Ascension and Tristan da Cunha',
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
            name: 'Saint Martin (French part)',
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
            name: 'Sint Maarten (Dutch part)',
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
            name: 'Sudan (the)',
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
            name: 'Swaziland',
            value: 'SZ',
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
            name: 'Taiwan (Province of China)',
            value: 'TW',
          },
          {
            name: 'Tajikistan',
            value: 'TJ',
          },
          {
            name: 'Tanzania, United Republic of',
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
            name: 'Turks and Caicos Islands (the)',
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
            name: 'United Arab Emirates (the)',
            value: 'AE',
          },
          {
            name: 'United Kingdom of Great Britain and Northern Ireland (the)',
            value: 'GB',
          },
          {
            name: 'United States Minor Outlying Islands (the)',
            value: 'UM',
          },
          {
            name: 'United States of America (the)',
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
            name: 'Venezuela (Bolivarian Republic of)',
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
            name: 'Western Sahara*',
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
        default: '',
      },
    ],
  },
];
