/**
 * Gives the expression language n8n's transliterator for `replaceSpecialChars` (the
 * `transliteration` package, unknown characters as `?`), which spells every script; the
 * built-in table of `@weft/workflow` only knows Latin, Greek, Cyrillic and common symbols.
 * Imported for its effect by the workflow runner, so every process that runs workflows has it.
 */
import { transliterate } from 'transliteration';
import { installTransliterator } from '@weft/workflow';

installTransliterator((text) => transliterate(text, { unknown: '?' }));
