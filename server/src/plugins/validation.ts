// ajv settings for every route schema (Fastify builds its validator from these at construction).
import type { Plugin } from 'ajv';
import ajvErrors from 'ajv-errors';
import ajvFormats from 'ajv-formats';
import type { FastifyServerOptions } from 'fastify';
import { passwordFormats } from '@arena/contracts';

export const ajvOptions: NonNullable<FastifyServerOptions['ajv']> = {
  customOptions: {
    // report every problem (ajv-errors needs it; bodies are capped by bodyLimit, so the cost is
    // bounded), and never "fix" input behind the caller's back: Fastify's defaults silently drop
    // unknown fields and coerce "12" to 12
    allErrors: true,
    removeAdditional: false,
    coerceTypes: false,
    // contract schemas compare fields with { $data: '1/password' }
    $data: true,
    // a new password is none of the most common ones (the browser forms register the same checks)
    formats: passwordFormats,
  },
  // passed as is: Fastify skips its own ajv-formats only when it sees this very function;
  // the casts bridge their option types to the compiler's Plugin<unknown> slot
  plugins: [ajvFormats as Plugin<unknown>, ajvErrors as Plugin<unknown>],
};
