import type SharpFactory from 'sharp';
import { lazyRequire } from '../shared/lazy-require.js';

const load = lazyRequire<typeof SharpFactory>('sharp');

/** sharp, `require`d on the first image an Edit Image node touches, so its native library is not loaded at every start. */
export const sharp = ((...args: Parameters<typeof SharpFactory>) => load()(...args)) as typeof SharpFactory;
