#!/usr/bin/env node
// Checks deploy/kubernetes (or the YAML files named) against the Kubernetes API's JSON schemas, offline:
// kubernetes-models ships every built-in kind's OpenAPI schema compiled for ajv. Prints one JSON line per
// document ({ file, kind, name, errors }) and exits 1 if any is invalid or of a kind it does not know.
// server/src/deploy/kubernetes.test.ts runs it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';

const DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../deploy/kubernetes');
/** apiVersion → the kubernetes-models module of its kinds */
const MODULES = {
  v1: 'kubernetes-models/v1',
  'apps/v1': 'kubernetes-models/apps/v1',
  'autoscaling/v2': 'kubernetes-models/autoscaling/v2',
  'policy/v1': 'kubernetes-models/policy/v1',
  'networking.k8s.io/v1': 'kubernetes-models/networking.k8s.io/v1',
};
/** not an API object: kubectl's own build file */
const KUSTOMIZATION = 'kustomize.config.k8s.io/v1beta1';

const files =
  process.argv.length > 2
    ? process.argv.slice(2)
    : readdirSync(DIR)
        .filter((name) => name.endsWith('.yaml'))
        .map((name) => path.join(DIR, name));
let failed = false;
for (const file of files) {
  for (const document of parseAllDocuments(readFileSync(file, 'utf8'))) {
    const result = { file: path.basename(file), kind: null, name: null, errors: [] };
    if (document.errors.length > 0) result.errors = document.errors.map((error) => error.message);
    const object = document.toJS();
    result.kind = object?.kind ?? null;
    result.name = object?.metadata?.name ?? null;
    if (object?.apiVersion === KUSTOMIZATION) {
      result.kind = 'Kustomization';
    } else if (result.errors.length === 0) {
      const models = MODULES[object?.apiVersion] && (await import(MODULES[object.apiVersion]));
      const Model = models?.[object?.kind];
      if (!Model) result.errors.push(`unknown kind ${object?.apiVersion}/${object?.kind}`);
      else {
        try {
          new Model(object).validate();
        } catch (error) {
          result.errors.push(error.message);
        }
      }
    }
    if (result.errors.length > 0) failed = true;
    console.log(JSON.stringify(result));
  }
}
process.exit(failed ? 1 : 0);
