/** YouTube 1's parameters: the resource, then each resource's operations and fields, in n8n's order. */
import type { NodeProperty } from '@weft/workflow';
import { youTubeChannelProperties } from './channel.js';
import { youTubePlaylistProperties } from './playlist.js';
import { youTubePlaylistItemProperties } from './playlist-item.js';
import { youTubeVideoProperties } from './video.js';
import { youTubeVideoCategoryProperties } from './video-category.js';

/** The resource choice. */
const resource: NodeProperty = {
  displayName: 'Resource',
  name: 'resource',
  type: 'options',
  noDataExpression: true,
  options: [
    {
      name: 'Channel',
      value: 'channel',
    },
    {
      name: 'Playlist',
      value: 'playlist',
    },
    {
      name: 'Playlist Item',
      value: 'playlistItem',
    },
    {
      name: 'Video',
      value: 'video',
    },
    {
      name: 'Video Category',
      value: 'videoCategory',
    },
  ],
  default: 'channel',
  description: 'What to work with',
};

/** Every parameter of YouTube 1. */
export const youTubeProperties: NodeProperty[] = [
  resource,
  ...youTubeChannelProperties,
  ...youTubePlaylistProperties,
  ...youTubePlaylistItemProperties,
  ...youTubeVideoProperties,
  ...youTubeVideoCategoryProperties,
];
