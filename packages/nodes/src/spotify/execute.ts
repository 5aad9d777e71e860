/**
 * Spotify 1: each resource's operations as calls to Spotify's Web API, answered as n8n's node
 * answers them: player commands give `{ success: true }`, reads give the object or one item per
 * entry of a list, and "Return All" follows the list's `next` links. As in n8n's node, the resource
 * and operation are read from the first item and the request's method, path, query, JSON body and
 * list settings are kept from one item to the next (a later item sends what an earlier one set,
 * unless it sets it again); null entries of the user's playlists are dropped. With Continue On Fail
 * an item that fails gives `{ error }` with the error's message.
 */
import type { ExecuteContext, Item, NodeOutput } from '@weft/workflow';
import { spotifyRequest, spotifyRequestAll } from './api.js';

type Json = Record<string, any>;

/** What n8n's node keeps between items. */
interface Shared {
  body: Json;
  qs: Json;
  method: string;
  endpoint: string;
  returnAll: boolean;
  property: string;
  answer: unknown;
}

const SUCCESS = { success: true };

/** Runs one item's operation, updating what is kept between items. */
async function runItem(ctx: ExecuteContext, s: Shared, resource: string, operation: string, i: number): Promise<void> {
  const p = (name: string, fallback?: unknown): any => ctx.getNodeParameter(name, i, fallback);
  const send = () => spotifyRequest(ctx, s.method, s.endpoint, s.body, s.qs, undefined, i);
  /** A list read one page up to the limit, or (with Return All) later through every page. */
  const list = async (property: string, pick: (answer: Json) => unknown, query: () => Json) => {
    s.returnAll = p('returnAll');
    s.property = property;
    if (!s.returnAll) {
      s.qs = query();
      s.answer = pick((await send()) as Json);
    }
  };
  const stripped = (prefix: string) => String(p('id', '')).replace(prefix, '');
  if (resource === 'player') {
    const command = async (method: string, endpoint: string) => {
      s.method = method;
      s.endpoint = endpoint;
      await send();
      s.answer = SUCCESS;
    };
    if (operation === 'pause') await command('PUT', '/me/player/pause');
    else if (operation === 'recentlyPlayed') {
      s.method = 'GET';
      s.endpoint = '/me/player/recently-played';
      await list(
        'items',
        (a) => a.items,
        () => ({ limit: p('limit') }),
      );
    } else if (operation === 'currentlyPlaying') {
      s.method = 'GET';
      s.endpoint = '/me/player/currently-playing';
      s.answer = await send();
    } else if (operation === 'nextSong') await command('POST', '/me/player/next');
    else if (operation === 'previousSong') await command('POST', '/me/player/previous');
    else if (operation === 'startMusic') {
      s.body.context_uri = p('id');
      await command('PUT', '/me/player/play');
    } else if (operation === 'addSongToQueue') {
      s.qs = { uri: p('id') };
      await command('POST', '/me/player/queue');
    } else if (operation === 'resume') await command('PUT', '/me/player/play');
    else if (operation === 'volume') {
      s.qs = { volume_percent: p('volumePercent') };
      await command('PUT', '/me/player/volume');
    }
  } else if (resource === 'album') {
    if (operation === 'get') {
      s.method = 'GET';
      s.endpoint = `/albums/${stripped('spotify:album:')}`;
      s.answer = await send();
    } else if (operation === 'getNewReleases') {
      s.endpoint = '/browse/new-releases';
      s.method = 'GET';
      s.property = 'albums.items';
      const filters = (p('filters') ?? {}) as Json;
      if (Object.keys(filters).length) Object.assign(s.qs, filters);
      s.returnAll = p('returnAll');
      if (!s.returnAll) {
        s.qs.limit = p('limit');
        s.answer = ((await send()) as Json).albums.items;
      }
    } else if (operation === 'getTracks') {
      s.method = 'GET';
      s.endpoint = `/albums/${stripped('spotify:album:')}/tracks`;
      await list(
        'items',
        (a) => a.items,
        () => ({ limit: p('limit') }),
      );
    } else if (operation === 'search') {
      s.method = 'GET';
      s.endpoint = '/search';
      s.property = 'albums.items';
      s.returnAll = p('returnAll');
      s.qs = { q: p('query'), type: 'album', ...((p('filters') ?? {}) as Json) };
      if (!s.returnAll) {
        s.qs.limit = p('limit');
        s.answer = ((await send()) as Json).albums.items;
      }
    }
  } else if (resource === 'artist') {
    const id = stripped('spotify:artist:');
    if (operation === 'getAlbums') {
      s.endpoint = `/artists/${id}/albums`;
      await list(
        'items',
        (a) => a.items,
        () => ({ limit: p('limit') }),
      );
    } else if (operation === 'getRelatedArtists') {
      s.endpoint = `/artists/${id}/related-artists`;
      s.answer = ((await send()) as Json).artists;
    } else if (operation === 'getTopTracks') {
      s.qs = { country: p('country') };
      s.endpoint = `/artists/${id}/top-tracks`;
      s.answer = ((await send()) as Json).tracks;
    } else if (operation === 'get') {
      s.method = 'GET';
      s.endpoint = `/artists/${id}`;
      s.answer = await send();
    } else if (operation === 'search') {
      s.method = 'GET';
      s.endpoint = '/search';
      s.property = 'artists.items';
      s.returnAll = p('returnAll');
      s.qs = { q: p('query'), limit: 50, type: 'artist', ...((p('filters') ?? {}) as Json) };
      if (!s.returnAll) {
        s.qs.limit = p('limit');
        s.answer = ((await send()) as Json).artists.items;
      }
    }
  } else if (resource === 'playlist') {
    if (['delete', 'get', 'getTracks', 'add'].includes(operation)) {
      const id = stripped('spotify:playlist:');
      if (operation === 'delete') {
        s.method = 'DELETE';
        s.body.tracks = [{ uri: p('trackID') }];
        s.endpoint = `/playlists/${id}/tracks`;
        await send();
        s.answer = SUCCESS;
      } else if (operation === 'get') {
        s.method = 'GET';
        s.endpoint = `/playlists/${id}`;
        s.answer = await send();
      } else if (operation === 'getTracks') {
        s.method = 'GET';
        s.endpoint = `/playlists/${id}/tracks`;
        await list(
          'items',
          (a) => a.items,
          () => ({ limit: p('limit') }),
        );
      } else {
        s.method = 'POST';
        const fields = (p('additionalFields') ?? {}) as Json;
        s.qs = { uris: p('trackID') };
        if (fields.position !== undefined) s.qs.position = fields.position;
        s.endpoint = `/playlists/${id}/tracks`;
        s.answer = await send();
      }
    } else if (operation === 'getUserPlaylists') {
      s.method = 'GET';
      s.endpoint = '/me/playlists';
      await list(
        'items',
        (a) => a.items,
        () => ({ limit: p('limit') }),
      );
    } else if (operation === 'create') {
      s.body.name = p('name');
      const fields = (p('additionalFields') ?? {}) as Json;
      if (Object.keys(fields).length) Object.assign(s.body, fields);
      s.answer = await spotifyRequest(ctx, 'POST', '/me/playlists', s.body, s.qs, undefined, i);
    } else if (operation === 'search') {
      s.method = 'GET';
      s.endpoint = '/search';
      s.property = 'playlists.items';
      s.returnAll = p('returnAll');
      s.qs = { q: p('query'), type: 'playlist', limit: 50, ...((p('filters') ?? {}) as Json) };
      if (!s.returnAll) {
        s.qs.limit = p('limit');
        s.answer = ((await send()) as Json).playlists.items;
      }
    }
  } else if (resource === 'track') {
    const id = stripped('spotify:track:');
    s.method = 'GET';
    if (operation === 'getAudioFeatures') {
      s.endpoint = `/audio-features/${id}`;
      s.answer = await send();
    } else if (operation === 'get') {
      s.endpoint = `/tracks/${id}`;
      s.answer = await send();
    } else if (operation === 'search') {
      s.endpoint = '/search';
      s.property = 'tracks.items';
      s.returnAll = p('returnAll');
      s.qs = { q: p('query'), type: 'track', limit: 50, ...((p('filters') ?? {}) as Json) };
      if (!s.returnAll) {
        s.qs.limit = p('limit');
        s.answer = ((await send()) as Json).tracks.items;
      }
    }
  } else if (resource === 'library') {
    if (operation === 'getLikedTracks') {
      s.method = 'GET';
      s.endpoint = '/me/tracks';
      await list(
        'items',
        (a) => a.items,
        () => ({ limit: p('limit') }),
      );
    }
  } else if (resource === 'myData') {
    if (operation === 'getFollowingArtists') {
      s.method = 'GET';
      s.endpoint = '/me/following';
      s.returnAll = p('returnAll');
      s.property = 'artists.items';
      s.qs = { type: 'artist' };
      if (!s.returnAll) {
        s.qs = { type: 'artist', limit: p('limit') };
        s.answer = ((await send()) as Json).artists.items;
      }
    }
  }
  if (s.returnAll) s.answer = await spotifyRequestAll(ctx, s.property, s.method, s.endpoint, s.body, s.qs, i);
  if (operation === 'getUserPlaylists') s.answer = (s.answer as unknown[]).filter((entry) => entry !== null);
}

/** Runs Spotify 1 over the input items. */
export async function executeSpotify(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const out: Item[] = [];
  const operation = String(ctx.getNodeParameter('operation', 0));
  const resource = String(ctx.getNodeParameter('resource', 0));
  const shared: Shared = {
    body: {},
    qs: {},
    method: 'GET',
    endpoint: '',
    returnAll: false,
    property: '',
    answer: undefined,
  };
  for (let i = 0; i < items.length; i++) {
    try {
      await runItem(ctx, shared, resource, operation, i);
      out.push(
        ...ctx.helpers.constructExecutionMetaData(ctx.helpers.returnJsonArray(shared.answer ?? {}), {
          itemData: { item: i },
        }),
      );
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      out.push(
        ...ctx.helpers.constructExecutionMetaData(ctx.helpers.returnJsonArray({ error: (error as Error).message }), {
          itemData: { item: i },
        }),
      );
    }
  }
  return [out];
}
