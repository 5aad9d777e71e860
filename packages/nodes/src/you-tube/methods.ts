/** YouTube's pickers: languages, countries, the video categories of a country and the channel's playlists. */
import type { LoadOptionsMethod, NodeMethodContext, NodeMethods, NodePropertyOption } from '@weft/workflow';
import { YOUTUBE_API, youTubeApi } from './api.js';

/** Codes `Intl` names as regions that are not ISO 3166-1 countries (old, reserved or grouping codes). */
const NOT_COUNTRIES = new Set(
  'AC AN BU CP CQ CS DD DG DY EA EU EZ FX HV IC NH QO RH SU TA TP UK UN VD XA XB XK YD YU ZR ZZ'.split(' '),
);

/** The ISO 3166-1 countries as "<name> - <code>", by code. */
export function countryOptions(): NodePropertyOption[] {
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const out: NodePropertyOption[] = [];
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      const name = NOT_COUNTRIES.has(code) ? undefined : names.of(code);
      if (name) out.push({ name: `${name} - ${code}`, value: code });
    }
  }
  return out;
}

const contextOf = (self: NodeMethodContext, ctx?: NodeMethodContext) => ctx ?? self;

/** The languages YouTube knows, by code (the code upper-cased as the name, as n8n shows them). */
const getLanguages: LoadOptionsMethod = async function (this: NodeMethodContext, ctx) {
  const languages = await youTubeApi(contextOf(this, ctx)).all<{ id: string }>(`${YOUTUBE_API}/i18nLanguages`, {});
  return languages.map((l) => ({ name: l.id.toUpperCase(), value: l.id }));
};

/** Every country, by its two-letter code. */
const getCountriesCodes: LoadOptionsMethod = async () => countryOptions();

/** The video categories of the country chosen in "Region Code". */
const getVideoCategories: LoadOptionsMethod = async function (this: NodeMethodContext, ctx) {
  const c = contextOf(this, ctx);
  const regionCode = c.getCurrentNodeParameter('regionCode');
  const categories = await youTubeApi(c).all<{ id: string; snippet?: { title?: string } }>(
    `${YOUTUBE_API}/videoCategories`,
    { regionCode, part: 'snippet' },
  );
  return categories.map((cat) => ({ name: String(cat.snippet?.title ?? cat.id), value: cat.id }));
};

/** The signed-in channel's playlists, by title. */
const getPlaylists: LoadOptionsMethod = async function (this: NodeMethodContext, ctx) {
  const playlists = await youTubeApi(contextOf(this, ctx)).all<{ id: string; snippet?: { title?: string } }>(
    `${YOUTUBE_API}/playlists`,
    { part: 'snippet', mine: true },
  );
  return playlists.map((p) => ({ name: String(p.snippet?.title ?? p.id), value: p.id }));
};

/** YouTube's remote methods, with n8n's names. */
export const youTubeMethods: NodeMethods = {
  loadOptions: { getLanguages, getCountriesCodes, getVideoCategories, getPlaylists },
};
