import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installTransliterator } from '@weft/workflow';
import { App } from './app/App';
import { preloadFor } from './app/preload';
import './styles/tokens.css';
import './styles/base.css';
import './styles/components.css';
import './styles/layout.css';

preloadFor(location.pathname);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// n8n's transliterator for replaceSpecialChars() in expression previews (about 80 kB gzipped):
// loaded after the first render; until then the built-in table answers for Latin, Greek and Cyrillic.
void import('transliteration')
  .then(({ transliterate }) => installTransliterator((text) => transliterate(text, { unknown: '?' })))
  .catch(() => undefined);
