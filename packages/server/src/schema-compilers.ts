import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';

/** Resolves packages as Fastify does (its compilers are Fastify's dependencies, not Weft's). */
const fromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/** A compilers factory that loads the package `name` (whose export makes the factory) on its first call. */
function loadedOnFirstCall<K extends keyof CompilersFactory>(name: string): NonNullable<CompilersFactory[K]> {
  let factory: ((...args: unknown[]) => unknown) | undefined;
  const lazy = (...args: unknown[]) => {
    factory ??= (fromFastify(name) as () => (...args: unknown[]) => unknown)();
    return factory(...args);
  };
  return lazy as unknown as NonNullable<CompilersFactory[K]>;
}

/**
 * Fastify's own schema compilers (Ajv and fast-json-stringify), loaded when a route first
 * declares a schema instead of when the app is made: Weft's routes validate their input in code,
 * and building the compilers cost a tenth of a second of every start. The same compilers run;
 * the only difference is Fastify's treatment of a custom compiler, which leaves a headers schema's
 * property names as written (Fastify's default lowercases them): write them in lower case.
 */
export const lazySchemaController: NonNullable<FastifyServerOptions['schemaController']> = {
  compilersFactory: {
    buildValidator: loadedOnFirstCall<'buildValidator'>('@fastify/ajv-compiler'),
    buildSerializer: loadedOnFirstCall<'buildSerializer'>('@fastify/fast-json-stringify-compiler'),
  },
};
