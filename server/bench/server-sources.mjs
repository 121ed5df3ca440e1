// The server benchmarks load the server from its TypeScript sources, compiled to CommonJS on the fly:
// tsx needs both its hooks, and a CommonJS module arrives as the default export.
import { register as registerCjs } from 'tsx/cjs/api';
import { register as registerEsm } from 'tsx/esm/api';

let registered = false;

/** A module of server/src by its path there, e.g. importServerSource('app.ts'). */
export async function importServerSource(file) {
  if (!registered) {
    registerCjs();
    registerEsm();
    registered = true;
  }
  return (await import(new URL(`../src/${file}`, import.meta.url).href)).default;
}

/** An integer setting of a benchmark from the environment. */
export const envInt = (name, fallback) => Number(process.env[name] ?? fallback);
