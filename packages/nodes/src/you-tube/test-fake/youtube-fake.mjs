/**
 * A loopback YouTube Data API v3 over one signed-in channel and in-memory videos, playlists and
 * playlist items, following Google's documented contract:
 *
 * - `/youtube/v3/channels` list (id, mine, forUsername, managedByMe, categoryId) and update
 *   (`brandingSettings`); `/upload/youtube/v3/channelBanners/insert` (an image, answering its URL);
 * - `/youtube/v3/playlists` list (id, mine, channelId), insert, update and delete;
 * - `/youtube/v3/playlistItems` list (id or playlistId; the channel's uploads playlist `UU…` lists
 *   its videos), insert (with position) and delete;
 * - `/youtube/v3/videos` list (id, chart, myRating), update, delete and rate (`/videos/rate`);
 *   `/youtube/v3/search` (videos: forMine, q, channelId, publishedAfter/Before, videoCategoryId,
 *   order, …); `/youtube/v3/videoCategories` and `/youtube/v3/i18nLanguages` lists;
 * - `/upload/youtube/v3/videos?uploadType=resumable`: a session answered with a `Location` on
 *   www.googleapis.com, then the bytes PUT there in chunks with `Content-Range` (308 until the last,
 *   which answers the new video). Session PUTs need no token, as Google's do.
 *
 * Every resource answers only the `part`s asked (`kind`, `etag` and `id` always); lists page with
 * `maxResults` (at most 50, 5 when not given) and YouTube-style page tokens. Request parameters are
 * taken from the query, or else from a JSON body (n8n sends the ID of a delete and of a rating in
 * the body, and YouTube accepts it there). Requests need a Bearer token; errors are YouTube's
 * `{ error: { code, message, errors: [{ message, domain, reason, location?, locationType? }] } }`.
 *
 * `createYouTubeFake({ clock })` answers `{ handle(req, res): boolean, state }`; `start(fake)` serves
 * it on 127.0.0.1:0. Ids are counted from the start of each fake, etags are hashes of what they
 * tag, and `clock` (a function answering an ISO time; the wall clock when not given) stamps what is
 * made, so a recorded run replays.
 */
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';

/** The channel the token signs in as, when the seed names none. */
export const MY_CHANNEL = 'UCWeftTestChannel0000001';
/** YouTube's own channel, which owns the video categories. */
const YOUTUBE_CHANNEL = 'UCBR8-60-B28hp2BmDPdntcQ';

/** Video categories (the assignable ones answered for every region). */
const CATEGORIES = [
  ['1', 'Film & Animation'], ['2', 'Autos & Vehicles'], ['10', 'Music'], ['15', 'Pets & Animals'], ['17', 'Sports'], ['19', 'Travel & Events'],
  ['20', 'Gaming'], ['22', 'People & Blogs'], ['23', 'Comedy'], ['24', 'Entertainment'], ['25', 'News & Politics'], ['26', 'Howto & Style'],
  ['27', 'Education'], ['28', 'Science & Technology'], ['29', 'Nonprofits & Activism'],
];
const LANGUAGES = [['de', 'German'], ['en', 'English'], ['es', 'Spanish'], ['fr', 'French'], ['it', 'Italian'], ['ja', 'Japanese'], ['pt', 'Portuguese']];

const PARTS = {
  channel: ['brandingSettings', 'contentDetails', 'contentOwnerDetails', 'id', 'localizations', 'snippet', 'statistics', 'status', 'topicDetails'],
  playlist: ['contentDetails', 'id', 'localizations', 'player', 'snippet', 'status'],
  playlistItem: ['contentDetails', 'id', 'snippet', 'status'],
  video: ['contentDetails', 'fileDetails', 'id', 'liveStreamingDetails', 'localizations', 'player', 'processingDetails', 'recordingDetails', 'snippet', 'statistics', 'status', 'suggestions', 'topicDetails'],
  videoCategory: ['id', 'snippet'],
  i18nLanguage: ['id', 'snippet'],
  search: ['id', 'snippet'],
};

class HttpError extends Error {
  constructor(status, reason, message, domain = 'youtube.api', location) {
    super(message);
    this.status = status;
    this.reason = reason;
    this.domain = domain;
    this.location = location;
  }
}
const errorBody = (status, reason, message, domain = 'global', location) => ({
  error: { code: status, message, errors: [{ message, domain, reason, ...(location ? { location, locationType: 'parameter' } : {}) }] },
});
function send(res, status, body, headers = {}) {
  if (body === undefined) {
    res.writeHead(status, headers);
    return res.end();
  }
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
  res.end(JSON.stringify(body));
}

/** An etag as YouTube's look (27 url-safe characters), hashed from what it tags. */
const etagOf = (value) => createHash('sha1').update(JSON.stringify(value)).digest('base64url').slice(0, 27);
const varint = (n) => {
  const bytes = [];
  do {
    bytes.push((n & 0x7f) | (n > 0x7f ? 0x80 : 0));
    n >>>= 7;
  } while (n > 0);
  return bytes;
};
/** A page token as YouTube's look (`CAUQAA` is the page from 5 on), holding the offset. */
const pageToken = (offset, previous = false) => Buffer.from([0x08, ...varint(offset), 0x10, previous ? 1 : 0]).toString('base64').replace(/=+$/, '');
function offsetOf(token) {
  const bytes = Buffer.from(token, 'base64');
  if (bytes[0] !== 0x08) throw new HttpError(400, 'invalidPageToken', 'The request specifies an invalid page token.', 'youtube.parameter', 'pageToken');
  let n = 0;
  let shift = 0;
  for (let i = 1; i < bytes.length; i++) {
    n |= (bytes[i] & 0x7f) << shift;
    if (!(bytes[i] & 0x80)) return n;
    shift += 7;
  }
  throw new HttpError(400, 'invalidPageToken', 'The request specifies an invalid page token.', 'youtube.parameter', 'pageToken');
}
const thumbnails = (base) => ({
  default: { url: `${base}/default.jpg`, width: 120, height: 90 },
  medium: { url: `${base}/mqdefault.jpg`, width: 320, height: 180 },
  high: { url: `${base}/hqdefault.jpg`, width: 480, height: 360 },
});
const pad = (n, width) => String(n).padStart(width, '0');
/** Drops the keys whose value is undefined. */
const clean = (o) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

/** A fresh YouTube over in-memory state; `clock` answers the times it stamps. */
export function createYouTubeFake(options = {}) {
  const now = options.clock ?? (() => new Date().toISOString());
  const counts = { video: 0, playlist: 0, item: 0, upload: 0, banner: 0 };
  const state = {
    /** The signed-in channel's id. */
    mine: MY_CHANNEL,
    channels: new Map(),
    videos: new Map(),
    playlists: new Map(),
    uploads: new Map(),
    requests: [],
    /** Answers given to the next calls, in order, before any work: `{ status, reason?, message? }`. */
    failures: [],
    /** Tokens answered with 401 (as a revoked or expired one). */
    rejectedTokens: new Set(),
    maxPageSize: 50,
  };

  /** Adds a channel (the first one added, or one with `mine: true`, is the signed-in one). */
  state.addChannel = (props = {}) => {
    const { mine, ...rest } = props;
    const channel = { id: MY_CHANNEL, title: 'Weft Test Channel', description: '', customUrl: '@wefttest', publishedAt: now(), country: undefined, viewCount: 0, subscriberCount: 0, keywords: undefined, branding: {}, image: {}, ...rest };
    state.channels.set(channel.id, channel);
    if (mine) state.mine = channel.id;
    return channel;
  };
  /** Adds a video (of the signed-in channel unless `channelId` says otherwise). */
  state.addVideo = (props = {}) => {
    const video = {
      id: props.id ?? `vidWeft${pad(++counts.video, 4)}`,
      channelId: state.mine,
      title: '',
      description: '',
      categoryId: '22',
      privacyStatus: 'public',
      publishedAt: now(),
      license: 'youtube',
      embeddable: true,
      publicStatsViewable: true,
      uploadStatus: 'processed',
      duration: 'PT1M',
      viewCount: 0,
      likeCount: 0,
      commentCount: 0,
      ...props,
    };
    state.videos.set(video.id, video);
    return video;
  };
  /** Adds a playlist; `videos` are the IDs of its items, in order. */
  state.addPlaylist = (props = {}) => {
    const { videos = [], ...rest } = props;
    const playlist = { id: props.id ?? `PLWeft${pad(++counts.playlist, 28)}`, channelId: state.mine, title: '', description: '', privacyStatus: 'public', publishedAt: now(), items: [], ...rest };
    state.playlists.set(playlist.id, playlist);
    for (const videoId of videos) playlist.items.push(newItem(playlist, { videoId }));
    return playlist;
  };
  function newItem(playlist, props) {
    return { id: Buffer.from(`${playlist.id}.${pad(++counts.item, 6)}`).toString('base64').replace(/=+$/, ''), publishedAt: now(), ...props };
  }
  state.addChannel({ mine: true, ...(options.channel ?? {}) });

  const myChannel = () => state.channels.get(state.mine);
  const channelTitle = (id) => state.channels.get(id)?.title ?? 'Unknown channel';
  const uploadsOf = (channelId) => `UU${channelId.slice(2)}`;

  // ------------------------------------------------------------------------------------ rendering
  function withParts(kind, id, parts, all) {
    const out = { kind, etag: '', id };
    for (const part of parts) if (part !== 'id' && all[part] !== undefined) out[part] = all[part];
    out.etag = etagOf(out);
    return out;
  }
  function channelResource(c, parts) {
    const branding = clean({ title: c.title, description: c.description || undefined, keywords: c.keywords, country: c.country, ...c.branding });
    return withParts('youtube#channel', c.id, parts, {
      snippet: clean({ title: c.title, description: c.description, customUrl: c.customUrl, publishedAt: c.publishedAt, thumbnails: thumbnails(`https://yt3.ggpht.com/${c.id}`), localized: { title: c.title, description: c.description }, country: c.country }),
      contentDetails: { relatedPlaylists: { likes: 'LL', uploads: uploadsOf(c.id) } },
      statistics: { viewCount: String(c.viewCount), subscriberCount: String(c.subscriberCount), hiddenSubscriberCount: false, videoCount: String([...state.videos.values()].filter((v) => v.channelId === c.id).length) },
      status: { privacyStatus: 'public', isLinked: true, longUploadsStatus: 'longUploadsUnspecified' },
      brandingSettings: { channel: branding, ...(Object.keys(c.image).length ? { image: { ...c.image } } : {}) },
    });
  }
  function videoResource(v, parts) {
    return withParts('youtube#video', v.id, parts, {
      snippet: clean({
        publishedAt: v.publishedAt,
        channelId: v.channelId,
        title: v.title,
        description: v.description,
        thumbnails: thumbnails(`https://i.ytimg.com/vi/${v.id}`),
        channelTitle: channelTitle(v.channelId),
        tags: v.tags?.length ? v.tags : undefined,
        categoryId: v.categoryId,
        liveBroadcastContent: 'none',
        defaultLanguage: v.defaultLanguage,
        localized: { title: v.title, description: v.description },
      }),
      contentDetails: { duration: v.duration, dimension: '2d', definition: 'hd', caption: 'false', licensedContent: false, contentRating: {}, projection: 'rectangular' },
      status: clean({ uploadStatus: v.uploadStatus, privacyStatus: v.privacyStatus, publishAt: v.publishAt, license: v.license, embeddable: v.embeddable, publicStatsViewable: v.publicStatsViewable, madeForKids: v.selfDeclaredMadeForKids ?? false, selfDeclaredMadeForKids: v.selfDeclaredMadeForKids }),
      statistics: { viewCount: String(v.viewCount), likeCount: String(v.likeCount), favoriteCount: '0', commentCount: String(v.commentCount) },
      player: { embedHtml: `<iframe width="480" height="270" src="//www.youtube.com/embed/${v.id}" frameborder="0" allowfullscreen></iframe>` },
      recordingDetails: clean({ recordingDate: v.recordingDate }),
    });
  }
  function playlistResource(p, parts) {
    return withParts('youtube#playlist', p.id, parts, {
      snippet: clean({
        publishedAt: p.publishedAt,
        channelId: p.channelId,
        title: p.title,
        description: p.description,
        thumbnails: thumbnails(`https://i.ytimg.com/vi/${p.items[0]?.videoId ?? 'default'}`),
        channelTitle: channelTitle(p.channelId),
        tags: p.tags?.length ? p.tags : undefined,
        defaultLanguage: p.defaultLanguage,
        localized: { title: p.title, description: p.description },
      }),
      status: { privacyStatus: p.privacyStatus },
      contentDetails: { itemCount: p.items.length },
      player: { embedHtml: `<iframe width="640" height="360" src="http://www.youtube.com/embed/videoseries?list=${p.id}" frameborder="0" allowfullscreen></iframe>` },
    });
  }
  function itemResource(p, item, position, parts) {
    const v = state.videos.get(item.videoId);
    return withParts('youtube#playlistItem', item.id, parts, {
      snippet: clean({
        publishedAt: item.publishedAt,
        channelId: p.channelId,
        title: v?.title ?? 'Deleted video',
        description: v?.description ?? 'This video is unavailable.',
        thumbnails: v ? thumbnails(`https://i.ytimg.com/vi/${v.id}`) : {},
        channelTitle: channelTitle(p.channelId),
        playlistId: p.id,
        position,
        resourceId: { kind: 'youtube#video', videoId: item.videoId },
        videoOwnerChannelTitle: v ? channelTitle(v.channelId) : undefined,
        videoOwnerChannelId: v?.channelId,
      }),
      contentDetails: clean({ videoId: item.videoId, startAt: item.startAt, endAt: item.endAt, note: item.note, videoPublishedAt: v?.publishedAt }),
      status: { privacyStatus: v?.privacyStatus ?? 'private' },
    });
  }

  // ------------------------------------------------------------------------------------- requests
  /** A parameter from the query, else from the JSON body (as YouTube takes them). */
  const paramOf = (q, body) => (name) => q.get(name) ?? (body && typeof body === 'object' && body[name] !== undefined ? String(body[name]) : null);
  function partsOf(param, resource) {
    const value = param('part');
    if (!value) throw new HttpError(400, 'required', 'Required parameter: part', 'global', 'part');
    const parts = value.split(',').map((p) => p.trim()).filter(Boolean);
    for (const part of parts) if (!PARTS[resource].includes(part)) throw new HttpError(400, 'unknownPart', `'${part}'`, 'youtube.part', 'part');
    return parts;
  }
  function page(param, kind, all, extra = {}) {
    const raw = param('maxResults');
    const size = raw === null ? 5 : Number(raw);
    if (!Number.isInteger(size) || size < 0) throw new HttpError(400, 'invalidParameter', `Invalid value '${raw}'. Values must be within the range: [0, 50]`, 'global', 'maxResults');
    const take = Math.min(size, state.maxPageSize);
    const token = param('pageToken');
    const from = token ? offsetOf(token) : 0;
    const items = all.slice(from, from + take);
    const body = { kind, etag: '', ...(from + take < all.length ? { nextPageToken: pageToken(from + take) } : {}), ...(from > 0 ? { prevPageToken: pageToken(Math.max(0, from - take), true) } : {}), ...extra, pageInfo: { totalResults: all.length, resultsPerPage: take }, items };
    body.etag = etagOf(body);
    return body;
  }
  const ids = (value) => value.split(',').map((s) => s.trim()).filter(Boolean);
  const videoOf = (id) => {
    const v = state.videos.get(id ?? '');
    if (!v) throw new HttpError(404, 'videoNotFound', 'The video identified by the id parameter cannot be found.', 'youtube.video', 'id');
    return v;
  };
  const ownVideo = (id) => {
    const v = videoOf(id);
    if (v.channelId !== state.mine) throw new HttpError(403, 'forbidden', 'The video that you are trying to change belongs to another channel.', 'youtube.video');
    return v;
  };
  const playlistOf = (id, location = 'id') => {
    const p = state.playlists.get(id ?? '');
    if (!p) throw new HttpError(404, 'playlistNotFound', 'The playlist identified by the request cannot be found.', 'youtube.playlist', location);
    return p;
  };
  /** Whether the signed-in channel may see a video. */
  const visible = (v) => v.channelId === state.mine || v.privacyStatus !== 'private';

  function writeVideo(v, body, parts) {
    if (parts.includes('snippet')) {
      const s = body.snippet ?? {};
      if (!s.title || !String(s.title).trim()) throw new HttpError(400, 'invalidTitle', 'The request metadata specifies an invalid or empty video title.', 'youtube.video');
      if (!s.categoryId) throw new HttpError(400, 'invalidCategoryId', 'The snippet.categoryId property specifies an invalid category ID.', 'youtube.video');
      if (!CATEGORIES.some(([id]) => id === String(s.categoryId))) throw new HttpError(400, 'invalidCategoryId', 'The snippet.categoryId property specifies an invalid category ID.', 'youtube.video');
      v.title = String(s.title);
      v.categoryId = String(s.categoryId);
      v.description = s.description ?? '';
      v.tags = s.tags;
      v.defaultLanguage = s.defaultLanguage;
    }
    if (parts.includes('status') && body.status) {
      const s = body.status;
      for (const key of ['privacyStatus', 'embeddable', 'license', 'publicStatsViewable', 'publishAt', 'selfDeclaredMadeForKids']) if (s[key] !== undefined) v[key] = s[key];
    }
    if (parts.includes('recordingDetails') && body.recordingDetails) v.recordingDate = body.recordingDetails.recordingDate;
  }

  function route(req, res, url, body, raw) {
    const q = url.searchParams;
    const param = paramOf(q, body);
    const m = req.method;
    const path = url.pathname;

    // ---------------------------------------------------------------------------------- uploads
    if (path === '/upload/youtube/v3/videos' && m === 'POST') {
      if (q.get('uploadType') !== 'resumable') throw new HttpError(400, 'invalidParameter', 'This fake takes resumable uploads only', 'global', 'uploadType');
      const parts = partsOf(param, 'video');
      const s = body?.snippet ?? {};
      if (!s.title || !String(s.title).trim()) throw new HttpError(400, 'invalidTitle', 'The request metadata specifies an invalid or empty video title.', 'youtube.video');
      if (s.categoryId && !CATEGORIES.some(([id]) => id === String(s.categoryId))) throw new HttpError(400, 'invalidCategoryId', 'The snippet.categoryId property specifies an invalid category ID.', 'youtube.video');
      const total = Number(req.headers['x-upload-content-length']);
      if (!Number.isInteger(total) || total <= 0) throw new HttpError(400, 'uploadLengthRequired', 'The request must give the length of the video in X-Upload-Content-Length.', 'youtube.video');
      const uploadId = `AUpload${pad(++counts.upload, 8)}Weft`;
      state.uploads.set(uploadId, { metadata: body ?? {}, parts, total, mimeType: req.headers['x-upload-content-type'], chunks: [], received: 0 });
      return send(res, 200, undefined, { location: `https://www.googleapis.com/upload/youtube/v3/videos?uploadType=resumable&upload_id=${uploadId}`, 'x-guploader-uploadid': uploadId, 'content-length': '0' });
    }
    if (path === '/upload/youtube/v3/videos' && m === 'PUT') {
      const upload = state.uploads.get(q.get('upload_id') ?? '');
      if (!upload) throw new HttpError(404, 'notFound', 'No upload session has this upload_id.', 'global', 'upload_id');
      const range = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(String(req.headers['content-range'] ?? ''));
      const start = range ? Number(range[1]) : 0;
      if (start !== upload.received || (range && Number(range[2]) - start + 1 !== raw.length) || (range && Number(range[3]) !== upload.total)) {
        throw new HttpError(400, 'badContent', `The Content-Range does not follow the ${upload.received} bytes received.`, 'global');
      }
      upload.chunks.push(raw);
      upload.received += raw.length;
      if (upload.received < upload.total) return send(res, 308, undefined, { range: `bytes=0-${upload.received - 1}`, 'content-length': '0' });
      state.uploads.delete(q.get('upload_id'));
      const s = upload.metadata.snippet ?? {};
      const st = upload.metadata.status ?? {};
      const video = state.addVideo(clean({
        title: String(s.title),
        description: s.description ?? '',
        tags: s.tags,
        categoryId: s.categoryId ? String(s.categoryId) : '22',
        defaultLanguage: s.defaultLanguage,
        privacyStatus: st.privacyStatus ?? 'public',
        embeddable: st.embeddable ?? true,
        publicStatsViewable: st.publicStatsViewable ?? true,
        publishAt: st.publishAt,
        selfDeclaredMadeForKids: st.selfDeclaredMadeForKids,
        license: st.license ?? 'youtube',
        recordingDate: upload.metadata.recordingDetails?.recordingDate,
        uploadStatus: 'uploaded',
        duration: 'P0D',
        bytes: Buffer.concat(upload.chunks),
        mimeType: upload.mimeType,
      }));
      return send(res, 200, videoResource(video, upload.parts));
    }
    if (path === '/upload/youtube/v3/channelBanners/insert' && m === 'POST') {
      const type = String(req.headers['content-type'] ?? '');
      if (!raw.length) throw new HttpError(400, 'mediaBodyRequired', 'The request does not include the image content.', 'youtube.channelBanner');
      if (!/^image\/(jpeg|png|gif|bmp)|^application\/octet-stream/.test(type)) throw new HttpError(400, 'invalidImage', `The image type ${type || '(none)'} is not supported.`, 'youtube.channelBanner');
      const url = `https://yt3.googleusercontent.com/weft-banner-${pad(++counts.banner, 4)}`;
      const banner = { kind: 'youtube#channelBannerResource', etag: '', url };
      banner.etag = etagOf(banner);
      return send(res, 201, banner);
    }

    const rest = path.replace(/^\/youtube\/v3\//, '');
    // --------------------------------------------------------------------------------- channels
    if (rest === 'channels' && m === 'GET') {
      const parts = partsOf(param, 'channel');
      let found;
      if (param('id')) found = ids(param('id')).map((id) => state.channels.get(id)).filter(Boolean);
      else if (param('mine') === 'true') found = [myChannel()];
      else if (param('forUsername')) found = [...state.channels.values()].filter((c) => c.customUrl?.replace(/^@/, '').toLowerCase() === param('forUsername').toLowerCase());
      else if (param('managedByMe') === 'true') {
        if (!param('onBehalfOfContentOwner')) throw new HttpError(403, 'forbidden', 'managedByMe needs onBehalfOfContentOwner, for content partners only.', 'youtube.parameter', 'managedByMe');
        found = [];
      } else if (param('categoryId')) found = [];
      else throw new HttpError(400, 'missingRequiredParameter', 'No filter selected. Expected one of: forUsername, managedByMe, categoryId, mine, mySubscribers, id, idParam', 'youtube.parameter');
      return send(res, 200, page(param, 'youtube#channelListResponse', found.map((c) => channelResource(c, parts))));
    }
    if (rest === 'channels' && m === 'PUT') {
      const parts = partsOf(param, 'channel');
      const channel = state.channels.get(String(body?.id ?? ''));
      if (!channel) throw new HttpError(404, 'channelNotFound', 'The channel identified by the id property cannot be found.', 'youtube.channel', 'body.id');
      if (channel.id !== state.mine) throw new HttpError(403, 'forbidden', 'The channel belongs to another account.', 'youtube.channel');
      if (parts.includes('brandingSettings')) {
        const b = body.brandingSettings ?? {};
        const c = b.channel ?? {};
        if (c.description !== undefined) channel.description = c.description;
        if (c.country !== undefined) channel.country = c.country;
        if (c.keywords !== undefined) channel.keywords = c.keywords;
        const { description: _d, country: _c, keywords: _k, title: _t, ...others } = c;
        channel.branding = { ...others };
        channel.image = { ...(b.image ?? {}) };
      }
      return send(res, 200, channelResource(channel, parts));
    }

    // -------------------------------------------------------------------------------- playlists
    if (rest === 'playlists' && m === 'GET') {
      const parts = partsOf(param, 'playlist');
      const all = [...state.playlists.values()];
      let found;
      if (param('id')) found = ids(param('id')).map((id) => state.playlists.get(id)).filter((p) => p && (p.channelId === state.mine || p.privacyStatus !== 'private'));
      else if (param('mine') === 'true') found = all.filter((p) => p.channelId === state.mine);
      else if (param('channelId')) {
        if (!state.channels.has(param('channelId'))) throw new HttpError(404, 'channelNotFound', 'The channel specified in the channelId parameter cannot be found.', 'youtube.playlist', 'channelId');
        found = all.filter((p) => p.channelId === param('channelId') && (p.channelId === state.mine || p.privacyStatus === 'public'));
      } else throw new HttpError(400, 'missingRequiredParameter', 'No filter selected. Expected one of: channelId, id, mine', 'youtube.parameter');
      return send(res, 200, page(param, 'youtube#playlistListResponse', found.map((p) => playlistResource(p, parts))));
    }
    if (rest === 'playlists' && m === 'POST') {
      const parts = partsOf(param, 'playlist');
      const s = body?.snippet ?? {};
      if (!s.title || !String(s.title).trim()) throw new HttpError(400, 'playlistTitleRequired', 'The request must specify a playlist title.', 'youtube.playlist');
      const playlist = state.addPlaylist(clean({ title: String(s.title), description: s.description ?? '', tags: s.tags, defaultLanguage: s.defaultLanguage, privacyStatus: body.status?.privacyStatus ?? 'public' }));
      return send(res, 200, playlistResource(playlist, parts));
    }
    if (rest === 'playlists' && m === 'PUT') {
      const parts = partsOf(param, 'playlist');
      const playlist = playlistOf(body?.id, 'body.id');
      if (playlist.channelId !== state.mine) throw new HttpError(403, 'playlistForbidden', 'The playlist belongs to another channel.', 'youtube.playlist');
      if (parts.includes('snippet')) {
        const s = body.snippet ?? {};
        if (!s.title || !String(s.title).trim()) throw new HttpError(400, 'playlistTitleRequired', 'The request must specify a playlist title.', 'youtube.playlist');
        Object.assign(playlist, { title: String(s.title), description: s.description ?? '', tags: s.tags, defaultLanguage: s.defaultLanguage });
      }
      if (parts.includes('status') && body.status?.privacyStatus) playlist.privacyStatus = body.status.privacyStatus;
      return send(res, 200, playlistResource(playlist, parts));
    }
    if (rest === 'playlists' && m === 'DELETE') {
      const playlist = playlistOf(param('id'));
      if (playlist.channelId !== state.mine) throw new HttpError(403, 'playlistForbidden', 'The playlist belongs to another channel.', 'youtube.playlist');
      state.playlists.delete(playlist.id);
      return send(res, 204);
    }

    // ---------------------------------------------------------------------------- playlistItems
    if (rest === 'playlistItems' && m === 'GET') {
      const parts = partsOf(param, 'playlistItem');
      let rows;
      if (param('id')) {
        const wanted = new Set(ids(param('id')));
        rows = [...state.playlists.values()].flatMap((p) => p.items.map((item, i) => ({ p, item, i }))).filter((r) => wanted.has(r.item.id));
      } else if (param('playlistId')) {
        const id = param('playlistId');
        const owner = [...state.channels.values()].find((c) => uploadsOf(c.id) === id);
        if (owner) {
          const uploads = { id, channelId: owner.id, items: [...state.videos.values()].filter((v) => v.channelId === owner.id && visible(v)).reverse().map((v) => ({ id: Buffer.from(`${id}.${v.id}`).toString('base64').replace(/=+$/, ''), videoId: v.id, publishedAt: v.publishedAt })) };
          rows = uploads.items.map((item, i) => ({ p: uploads, item, i }));
        } else {
          const p = playlistOf(id, 'playlistId');
          if (p.channelId !== state.mine && p.privacyStatus === 'private') throw new HttpError(403, 'playlistItemsNotAccessible', 'The request is not properly authorized to read this playlist.', 'youtube.playlistItem', 'playlistId');
          rows = p.items.map((item, i) => ({ p, item, i }));
        }
        if (param('videoId')) rows = rows.filter((r) => r.item.videoId === param('videoId'));
      } else throw new HttpError(400, 'missingRequiredParameter', 'No filter selected. Expected one of: playlistId, id', 'youtube.parameter');
      return send(res, 200, page(param, 'youtube#playlistItemListResponse', rows.map((r) => itemResource(r.p, r.item, r.i, parts))));
    }
    if (rest === 'playlistItems' && m === 'POST') {
      const parts = partsOf(param, 'playlistItem');
      const s = body?.snippet ?? {};
      const playlist = playlistOf(s.playlistId, 'body.snippet.playlistId');
      if (playlist.channelId !== state.mine) throw new HttpError(403, 'playlistContainsMaximumNumberOfVideos', 'The playlist belongs to another channel.', 'youtube.playlistItem');
      if (s.resourceId?.kind !== 'youtube#video') throw new HttpError(400, 'invalidResourceType', 'Resource type not supported.', 'youtube.playlistItem');
      const video = state.videos.get(String(s.resourceId.videoId ?? ''));
      if (!video || !visible(video)) throw new HttpError(404, 'videoNotFound', 'The video to add to the playlist cannot be found.', 'youtube.playlistItem', 'body.snippet.resourceId.videoId');
      const position = s.position === undefined ? playlist.items.length : Number(s.position);
      if (!Number.isInteger(position) || position < 0 || position > playlist.items.length) throw new HttpError(400, 'invalidPlaylistItemPosition', 'The position is outside the playlist.', 'youtube.playlistItem');
      const c = body.contentDetails ?? {};
      const item = newItem(playlist, clean({ videoId: video.id, note: c.note, startAt: c.startAt, endAt: c.endAt }));
      playlist.items.splice(position, 0, item);
      return send(res, 200, itemResource(playlist, item, position, parts));
    }
    if (rest === 'playlistItems' && m === 'DELETE') {
      const id = param('id');
      const playlist = [...state.playlists.values()].find((p) => p.items.some((i) => i.id === id));
      if (!playlist) throw new HttpError(404, 'playlistItemNotFound', 'The playlist item identified by the id parameter cannot be found.', 'youtube.playlistItem', 'id');
      if (playlist.channelId !== state.mine) throw new HttpError(403, 'playlistItemsNotAccessible', 'The playlist belongs to another channel.', 'youtube.playlistItem');
      playlist.items = playlist.items.filter((i) => i.id !== id);
      return send(res, 204);
    }

    // ----------------------------------------------------------------------------------- videos
    if (rest === 'videos' && m === 'GET') {
      const parts = partsOf(param, 'video');
      let found;
      if (param('id')) found = ids(param('id')).map((id) => state.videos.get(id)).filter((v) => v && visible(v));
      else if (param('chart') === 'mostPopular') found = [...state.videos.values()].filter((v) => v.privacyStatus === 'public').sort((a, b) => b.viewCount - a.viewCount);
      else if (param('myRating')) found = [...state.videos.values()].filter((v) => v.rating === param('myRating'));
      else throw new HttpError(400, 'missingRequiredParameter', 'No filter selected. Expected one of: chart, id, myRating', 'youtube.parameter');
      return send(res, 200, page(param, 'youtube#videoListResponse', found.map((v) => videoResource(v, parts))));
    }
    if (rest === 'videos' && m === 'PUT') {
      const parts = partsOf(param, 'video');
      const video = ownVideo(body?.id === undefined ? undefined : String(body.id));
      writeVideo(video, body, parts);
      return send(res, 200, videoResource(video, parts));
    }
    if (rest === 'videos' && m === 'DELETE') {
      const video = ownVideo(param('id'));
      state.videos.delete(video.id);
      for (const p of state.playlists.values()) p.items = p.items.filter((i) => i.videoId !== video.id);
      return send(res, 204);
    }
    if (rest === 'videos/rate' && m === 'POST') {
      const rating = param('rating');
      if (!['like', 'dislike', 'none'].includes(rating ?? '')) throw new HttpError(400, 'invalidRating', 'The request contained an unexpected value for the rating parameter.', 'youtube.video', 'rating');
      const video = videoOf(param('id'));
      if (!visible(video)) throw new HttpError(404, 'videoNotFound', 'The video identified by the id parameter cannot be found.', 'youtube.video', 'id');
      if (video.rating === 'like') video.likeCount -= 1;
      video.rating = rating === 'none' ? undefined : rating;
      if (rating === 'like') video.likeCount += 1;
      return send(res, 204);
    }

    // ----------------------------------------------------------------------------------- search
    if (rest === 'search' && m === 'GET') {
      const parts = partsOf(param, 'search');
      const type = param('type');
      if (param('forMine') === 'true' && type !== 'video') throw new HttpError(400, 'invalidSearchFilter', 'forMine needs type=video.', 'youtube.search', 'type');
      if (param('relatedToVideoId') && param('forDeveloper') !== null) throw new HttpError(400, 'invalidSearchFilter', 'relatedToVideoId cannot be combined with forDeveloper.', 'youtube.search');
      let found = [...state.videos.values()];
      if (param('forMine') === 'true') found = found.filter((v) => v.channelId === state.mine);
      else found = found.filter((v) => v.privacyStatus === 'public');
      if (param('channelId')) found = found.filter((v) => v.channelId === param('channelId'));
      if (param('forDeveloper') === 'true') found = found.filter((v) => v.uploadStatus === 'uploaded');
      if (param('videoCategoryId')) found = found.filter((v) => v.categoryId === param('videoCategoryId'));
      if (param('videoType') === 'episode' || param('videoType') === 'movie') found = [];
      if (param('relatedToVideoId')) {
        const to = state.videos.get(param('relatedToVideoId'));
        found = to ? found.filter((v) => v.id !== to.id && v.categoryId === to.categoryId) : [];
      }
      const time = (name) => {
        const value = param(name);
        if (value === null) return undefined;
        const t = Date.parse(value);
        if (Number.isNaN(t)) throw new HttpError(400, 'invalidParameter', `Invalid value '${value}'. Values must match the following regular expression: an RFC 3339 date-time`, 'global', name);
        return t;
      };
      const after = time('publishedAfter');
      const before = time('publishedBefore');
      if (after !== undefined) found = found.filter((v) => Date.parse(v.publishedAt) >= after);
      if (before !== undefined) found = found.filter((v) => Date.parse(v.publishedAt) < before);
      const words = (param('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      if (words.length) found = found.filter((v) => words.every((w) => `${v.title} ${v.description} ${(v.tags ?? []).join(' ')}`.toLowerCase().includes(w)));
      const order = param('order') ?? 'relevance';
      if (order === 'date') found = [...found].sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt));
      else if (order === 'viewCount') found = [...found].sort((a, b) => b.viewCount - a.viewCount);
      else if (order === 'title') found = [...found].sort((a, b) => a.title.localeCompare(b.title));
      const results = found.map((v) => {
        const out = { kind: 'youtube#searchResult', etag: '', id: { kind: 'youtube#video', videoId: v.id } };
        if (parts.includes('snippet')) {
          out.snippet = { publishedAt: v.publishedAt, channelId: v.channelId, title: v.title, description: v.description, thumbnails: thumbnails(`https://i.ytimg.com/vi/${v.id}`), channelTitle: channelTitle(v.channelId), liveBroadcastContent: 'none', publishTime: v.publishedAt };
        }
        out.etag = etagOf(out);
        return out;
      });
      return send(res, 200, page(param, 'youtube#searchListResponse', results, { regionCode: param('regionCode') ?? 'US' }));
    }

    // --------------------------------------------------------------------- categories, languages
    if (rest === 'videoCategories' && m === 'GET') {
      const parts = partsOf(param, 'videoCategory');
      let found = CATEGORIES;
      if (param('id')) found = CATEGORIES.filter(([id]) => ids(param('id')).includes(id));
      else if (!param('regionCode')) throw new HttpError(400, 'missingRequiredParameter', 'No filter selected. Expected one of: id, regionCode', 'youtube.parameter');
      else if (!/^[A-Za-z]{2}$/.test(param('regionCode'))) throw new HttpError(400, 'invalidRegionCode', 'The regionCode parameter specifies an invalid region code.', 'youtube.parameter', 'regionCode');
      const items = found.map(([id, title]) => withParts('youtube#videoCategory', id, parts, { snippet: { title, assignable: true, channelId: YOUTUBE_CHANNEL } }));
      const list = { kind: 'youtube#videoCategoryListResponse', etag: '', items };
      list.etag = etagOf(list);
      return send(res, 200, list);
    }
    if (rest === 'i18nLanguages' && m === 'GET') {
      const parts = param('part') ? partsOf(param, 'i18nLanguage') : ['snippet'];
      const items = LANGUAGES.map(([id, name]) => withParts('youtube#i18nLanguage', id, parts, { snippet: { hl: id, name } }));
      const list = { kind: 'youtube#i18nLanguageListResponse', etag: '', items };
      list.etag = etagOf(list);
      return send(res, 200, list);
    }
    throw new HttpError(404, 'notFound', `No route ${m} ${path}`, 'global');
  }

  return {
    state,
    /** Answers a YouTube request (true), or leaves it (false). */
    handle(req, res) {
      const url = new URL(req.url ?? '/', 'http://fake');
      if (!url.pathname.startsWith('/youtube/v3/') && !url.pathname.startsWith('/upload/youtube/v3/')) return false;
      const chunks = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        const raw = Buffer.concat(chunks);
        const type = String(req.headers['content-type'] ?? '');
        const isSession = req.method === 'PUT' && url.pathname === '/upload/youtube/v3/videos';
        const isMedia = isSession || url.pathname === '/upload/youtube/v3/channelBanners/insert';
        let body;
        if (!isMedia && raw.length) {
          try {
            body = JSON.parse(raw.toString('utf8'));
          } catch {
            return send(res, 400, errorBody(400, 'parseError', `Invalid JSON payload received (content type ${type || 'none'}).`));
          }
        }
        state.requests.push({ method: req.method, path: url.pathname, query: Object.fromEntries(url.searchParams), body, bytes: isMedia ? raw.length : undefined, headers: { ...req.headers } });
        if (!isSession) {
          const auth = /^Bearer (\S+)/.exec(String(req.headers.authorization ?? ''));
          if (!auth || state.rejectedTokens.has(auth[1])) {
            return send(res, 401, {
              error: {
                code: 401,
                message: 'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
                errors: [{ message: 'Invalid Credentials', domain: 'global', reason: 'authError', location: 'Authorization', locationType: 'header' }],
                status: 'UNAUTHENTICATED',
              },
            });
          }
        }
        const failure = state.failures.shift();
        if (failure) return send(res, failure.status, errorBody(failure.status, failure.reason ?? 'backendError', failure.message ?? 'Backend Error'));
        try {
          route(req, res, url, body, raw);
        } catch (error) {
          if (error instanceof HttpError) return send(res, error.status, errorBody(error.status, error.reason, error.message, error.domain, error.location));
          send(res, 500, errorBody(500, 'backendError', String(error?.message ?? error)));
        }
      });
      return true;
    },
  };
}

/** Serves fakes (this one, and any others given) on 127.0.0.1 (a free port). */
export async function start(fake = createYouTubeFake(), ...others) {
  const server = createServer((req, res) => {
    for (const f of [fake, ...others]) if (f.handle(req, res)) return;
    send(res, 404, errorBody(404, 'notFound', 'No fake answers this route'));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${server.address().port}`, fake };
}
