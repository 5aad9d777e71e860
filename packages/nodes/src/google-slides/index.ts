/** Google Slides (n8n's `n8n-nodes-base.googleSlides`), typeVersions 1 and 2. */
import type { LoadOptionsMethod, NodeMethodContext, NodeType, NodeTypeDescription } from '@weft/workflow';
import { googleApiRequest, googleAuthSource } from '../shared/google/index.js';
import { executeGoogleSlides, presentationIdOf, SLIDES_API, slidesAuthentication } from './execute.js';
import { googleSlidesProperties } from './properties.js';

/** Google Slides 1–2's description (1 defaults to a service account, 2 to OAuth2). */
export const googleSlidesDescription: NodeTypeDescription = {
  name: 'weft.googleSlides',
  displayName: 'Google Slides',
  icon: 'file:googleslides.svg',
  group: ['input', 'output'],
  version: [1, 2],
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  description: 'Create and read Google Slides presentations, replace their text and get slide pictures',
  defaults: { name: 'Google Slides' },
  inputs: ['main'],
  outputs: ['main'],
  usableAsTool: true,
  credentials: [
    { name: 'googleApi', required: true, displayOptions: { show: { authentication: ['serviceAccount'] } } },
    { name: 'googleSlidesOAuth2Api', required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
  ],
  codex: { categories: ['Marketing'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.googleslides/',
  properties: googleSlidesProperties,
};

/** The slides of the chosen presentation, by object ID. */
const getPages: LoadOptionsMethod = async function (this: NodeMethodContext, ctx) {
  const c = ctx ?? this;
  const id = presentationIdOf(c.getCurrentNodeParameter('presentationId'));
  if (!id) return [];
  const source = googleAuthSource(
    c,
    slidesAuthentication(c.getNode().typeVersion, c.getCurrentNodeParameter('authentication')),
    'googleSlidesOAuth2Api',
  );
  const { slides = [] } = await googleApiRequest<{ slides?: Array<{ objectId: string }> }>(source, {
    url: `${SLIDES_API}/presentations/${encodeURIComponent(id)}`,
    qs: { fields: 'slides' },
  });
  return slides.map((s) => ({ name: s.objectId, value: s.objectId }));
};

/** Google Slides 1–2. */
export const googleSlidesNode: NodeType[] = [
  { description: googleSlidesDescription, execute: executeGoogleSlides, methods: { loadOptions: { getPages } } },
];
