// deploy/kubernetes against the Kubernetes API's schemas (offline: kubernetes-models ships them compiled
// for ajv; scripts/validate-kubernetes.mjs runs them in node, where the ESM-only package loads), then what
// the schemas cannot know: the probes hit the server's real health route, the shutdown fits the grace
// period, the settings are ones the server reads, and nothing pins a client to one replica.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from '@jest/globals';
import { endpointCalls } from '@arena/contracts';
import { parse } from 'yaml';
import { loadConfig } from '../config';
import { SERVER_ROOT } from '../server-root';

const REPO = path.resolve(SERVER_ROOT, '..');
const DIR = path.join(REPO, 'deploy/kubernetes');
const VALIDATE = path.join(SERVER_ROOT, 'scripts/validate-kubernetes.mjs');
const run = promisify(execFile);

interface Checked {
  file: string;
  kind: string | null;
  name: string | null;
  errors: string[];
}

async function validate(...files: string[]): Promise<{ code: number; results: Checked[] }> {
  const done = await run(process.execPath, [VALIDATE, ...files]).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
  );
  return {
    code: done.code,
    results: done.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Checked),
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- manifests are read as plain YAML here; their shape is the schemas' job
const manifest = (file: string): any => parse(readFileSync(path.join(DIR, file), 'utf8'));

describe('deploy/kubernetes', () => {
  it('every document validates against its kind’s schema, and every kind the issue asks for is there', async () => {
    const { code, results } = await validate();
    expect(results.filter((result) => result.errors.length > 0)).toEqual([]);
    expect(code).toBe(0);
    expect(results.map((result) => result.kind).sort()).toEqual(
      [
        'ConfigMap',
        'Deployment',
        'HorizontalPodAutoscaler',
        'Ingress',
        'Kustomization',
        'Namespace',
        'PersistentVolumeClaim',
        'PodDisruptionBudget',
        'Secret',
        'Service',
      ].sort(),
    );
    // kubectl apply -k takes every file
    expect([...manifest('kustomization.yaml').resources].sort()).toEqual(
      results
        .filter((result) => result.kind !== 'Kustomization')
        .map((result) => result.file)
        .sort(),
    );
  }, 30_000);

  it('the validator refuses what the API server would: a wrong type, a missing required field, an unknown kind', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'arena-k8s-'));
    try {
      const deployment = manifest('deployment.yaml');
      deployment.spec.template.spec.containers[0].ports[0].containerPort = 'eighty';
      delete deployment.spec.selector;
      writeFileSync(path.join(dir, 'broken.yaml'), JSON.stringify(deployment));
      writeFileSync(path.join(dir, 'unknown.yaml'), 'apiVersion: example.com/v1\nkind: Widget\nmetadata: { name: w }\n');
      const { code, results } = await validate(path.join(dir, 'broken.yaml'), path.join(dir, 'unknown.yaml'));
      expect(code).toBe(1);
      expect(results[0].errors.join('\n')).toMatch(/containerPort must be integer/);
      expect(results[0].errors.join('\n')).toMatch(/must have required property selector/);
      expect(results[1].errors).toEqual(['unknown kind example.com/v1/Widget']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);

  it("probes the server's health route on its port; the replica is named after its pod", () => {
    const deployment = manifest('deployment.yaml');
    const pod = deployment.spec.template.spec;
    const [container] = pod.containers;
    const port = container.ports.find((candidate: { name: string }) => candidate.name === 'http');
    expect(String(port.containerPort)).toBe(manifest('configmap.yaml').data.PORT);
    for (const probe of ['startupProbe', 'readinessProbe', 'livenessProbe']) {
      expect(container[probe].httpGet).toEqual({ path: `/api/${endpointCalls.health.path}`, port: 'http' });
    }
    // liveness gives up much later than readiness: a database outage takes replicas out, never restarts them
    const window = (probe: { periodSeconds: number; failureThreshold: number }) => probe.periodSeconds * probe.failureThreshold;
    expect(window(container.livenessProbe)).toBeGreaterThanOrEqual(10 * window(container.readinessProbe));
    expect(container.env).toContainEqual({ name: 'ARENA_INSTANCE', valueFrom: { fieldRef: { fieldPath: 'metadata.name' } } });
    expect(deployment.spec.template.metadata.labels).toEqual(deployment.spec.selector.matchLabels);
  });

  it("shuts down within the grace period: the preStop sleep, then the server's drain (hub 1 s, requests, leases)", () => {
    const pod = manifest('deployment.yaml').spec.template.spec;
    const sleep = Number(pod.containers[0].lifecycle.preStop.exec.command[1]);
    expect(pod.containers[0].lifecycle.preStop.exec.command[0]).toBe('sleep');
    // the drain's longest wait is a supplier's launch call (CASINO_LAUNCH_TIMEOUT_MS, 10 s), after the hub's 1 s grace
    const config = loadConfig({ NODE_ENV: 'production', ...secretValues(), ...manifest('configmap.yaml').data });
    const drainSeconds = 1 + config.casino.launchTimeoutMs / 1000 + config.sports.liveDelayMs / 1000;
    expect(sleep).toBeGreaterThanOrEqual(5);
    expect(pod.terminationGracePeriodSeconds).toBeGreaterThanOrEqual(sleep + drainSeconds);
  });

  it('autoscales the Deployment, keeps all but one replica through a disruption, and pins no client to a replica', () => {
    const labels = manifest('deployment.yaml').spec.template.metadata.labels;
    const hpa = manifest('hpa.yaml');
    expect(hpa.spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: 'arena-server' });
    expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
    const pdb = manifest('pdb.yaml');
    expect(pdb.spec.selector.matchLabels).toEqual(labels);
    expect(pdb.spec.maxUnavailable).toBe(1);
    const service = manifest('service.yaml');
    expect(service.spec.selector).toEqual(labels);
    expect(service.spec.sessionAffinity).toBeUndefined();
    const ingress = manifest('ingress.yaml');
    expect(ingress.spec.rules[0].http.paths[0].backend.service).toEqual({ name: 'arena-server', port: { name: 'http' } });
    const annotations = Object.keys(ingress.metadata.annotations);
    expect(annotations.filter((name) => /affinity|session-cookie|upstream-hash-by/.test(name))).toEqual([]);
    // a hub socket is held an hour, as deploy/nginx/lb.conf.template holds it
    expect(ingress.metadata.annotations['nginx.ingress.kubernetes.io/proxy-read-timeout']).toBe('3600');
  });

  it('every setting is one the server reads and documents, and production starts with them: pool size, statement timeout, CDN remotes', () => {
    const data: Record<string, string> = manifest('configmap.yaml').data;
    const secrets = Object.keys(manifest('secret.example.yaml').stringData);
    const operations = readFileSync(path.join(REPO, 'docs/operations.md'), 'utf8');
    // REMOTE_CASINO_URL and its kind are documented as REMOTE_<NAME>_URL
    const documented = (name: string) => operations.includes(`\`${name.replace(/^REMOTE_[A-Z]+_URL$/, 'REMOTE_<NAME>_URL')}\``);
    for (const name of [...Object.keys(data), ...secrets]) expect(`${name}: ${documented(name)}`).toBe(`${name}: true`);
    const config = loadConfig({ NODE_ENV: 'production', ...secretValues(), ...data });
    expect(config.database).toMatchObject({ kind: 'postgres', poolMax: 10, statementTimeoutMs: 15_000 });
    expect(config.remotes.casino).toBe('https://cdn.arena.example/remotes/casino/v1/mf-manifest.json');
    expect(config.trustedProxies).toEqual(['10.0.0.0/8']);
    expect(config.jobLeaseMs).toBe(15_000);
  });
});

/** the example Secret with values the production checks accept in place of its placeholders */
function secretValues(): Record<string, string> {
  const secret: Record<string, string> = manifest('secret.example.yaml').stringData;
  return Object.fromEntries(Object.entries(secret).map(([name, value]) => [name, value.includes('://') ? value : 'ab'.repeat(32)]));
}
