/** Every reply of ./api/ is this envelope. */
export interface ApiReply<T = unknown> {
  success: boolean;
  message: string;
  data?: T;
}

/** JSON Schema type used across contracts (kept loose so it is assignable to ajv and fastify). */
export type JsonSchema = Record<string, unknown>;
