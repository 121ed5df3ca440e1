// Fastify compiles every route's request validators (ajv) and reply serializers (fast-json-stringify)
// while the app gets ready: about 0.6 s of CPU a start for some 300 routes, paid by every server start,
// every server test file and every browser suite's server, though most of those routes are never called
// there. Here each compiles on its first use instead: a route's first request pays a few milliseconds.
// `compileEverySchema()` compiles the rest at once, so a schema that cannot compile still fails a test
// (schema-compilation.test.ts) rather than a player's first request.
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import ValidatorSelector from '@fastify/ajv-compiler';
import type { FastifySchemaCompiler, FastifySerializerCompiler, FastifyServerOptions } from 'fastify';

type Validator = ReturnType<FastifySchemaCompiler<unknown>>;
type RouteSchema = Parameters<FastifySchemaCompiler<unknown>>[0];
type Compilers = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

declare module 'fastify' {
  interface FastifyInstance {
    /** this app's schema compilation (http/schema-compilation.ts) */
    schemaCompilation: SchemaCompilation;
  }
}

export interface SchemaCompilation {
  /** Fastify's `schemaController.compilersFactory`: its own compilers, deferred */
  compilersFactory: Compilers;
  /** a validator compiled by `compile` on its first call (for a scope's own validator compiler); `what` names it in an error */
  validatorOnFirstUse(compile: () => Validator, what: string): Validator;
  /** compiles every schema not compiled yet; throws the first that cannot compile, naming it */
  compileEverySchema(): void;
}

export function schemaCompilation(): SchemaCompilation {
  const pending = new Set<() => void>();

  function onFirstUse<F>(what: string, compile: () => F): () => F {
    let compiled: F | undefined;
    const build = () => {
      try {
        compiled ??= compile();
      } catch (error) {
        throw new Error(`${what}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
      pending.delete(build);
      return compiled;
    };
    pending.add(build);
    return () => compiled ?? build();
  }

  function validatorOnFirstUse(compile: () => Validator, what: string): Validator {
    const validator = onFirstUse(what, compile);
    // Fastify reads a failed validation's reasons from the function's `errors`, as ajv leaves them
    const validate: Validator = (data) => {
      const compiled = validator();
      const result = compiled(data);
      validate.errors = compiled.errors;
      return result;
    };
    return validate;
  }

  const defaultValidators = ValidatorSelector();
  const defaultSerializers = SerializerSelector();

  return {
    // the factories' declared types are unions over ajv's and JTD's compilers; both built here are Fastify's defaults
    compilersFactory: {
      buildValidator: ((...pool: Parameters<typeof defaultValidators>) => {
        const compiler = defaultValidators(...pool) as unknown as (route: RouteSchema) => Validator;
        return (route: RouteSchema) => validatorOnFirstUse(() => compiler(route), `${route.method} ${route.url} ${route.httpPart ?? ''}`);
      }) as unknown as Compilers['buildValidator'],
      buildSerializer: ((...pool: Parameters<typeof defaultSerializers>) => {
        const compiler = defaultSerializers(...pool) as unknown as FastifySerializerCompiler<unknown>;
        return (route: RouteSchema) => {
          const serializer = onFirstUse(`${route.method} ${route.url} reply`, () => compiler(route));
          return (data: unknown) => serializer()(data);
        };
      }) as unknown as Compilers['buildSerializer'],
    },
    validatorOnFirstUse,
    compileEverySchema: () => {
      for (const build of [...pending]) build();
    },
  };
}
