/**
 * Gives the expression language n8n's transliterator for `replaceSpecialChars` (the
 * `transliteration` package, unknown characters as `?`), which spells every script; the
 * built-in table of `@weft/workflow` only knows Latin, Greek, Cyrillic and common symbols.
 * Imported for its effect by the workflow runner, so every process that runs workflows has it.
 * The package (about 100 ms to load, for its character tables) loads at the first call.
 */
import { createRequire } from 'node:module';
import { installTransliterator } from '@weft/workflow';

type Library = { transliterate(text: string, options: { unknown: string }): string };

const require = createRequire(import.meta.url);
let library: Library | undefined;

installTransliterator((text) =>
  (library ??= require('transliteration') as Library).transliterate(text, { unknown: '?' }),
);
