// The benchmarks' arithmetic, kept apart from their I/O so it can be checked by hand
// (src/deploy/bench-figures.test.ts).

/** The nearest-rank percentile of an ascending list: the smallest value with at least p % of the list at or below it. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** count, rate over `seconds`, p50 and p99 of a list of latencies (ms, any order) */
export function summarise(latencies, seconds) {
  const sorted = Float64Array.from(latencies).sort();
  return { count: sorted.length, perSecond: sorted.length / seconds, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

/** cluster ÷ single, or NaN when either is missing */
export const ratio = (cluster, single) => (Number.isFinite(cluster) && Number.isFinite(single) && single !== 0 ? cluster / single : Number.NaN);

/**
 * Delivery latencies of a room's messages: `published` maps a payload's JSON to when it reached the
 * backplane; `arrivals` (one object per watcher process) map it to when each socket received it. Only
 * messages published inside [from, to] count; `expected` is their number × the sockets.
 */
export function deliveries(published, arrivals, sockets, { from, to }) {
  const inWindow = new Map([...published].filter(([, at]) => at >= from && at <= to));
  const latencies = [];
  for (const group of arrivals)
    for (const [key, times] of Object.entries(group)) {
      const at = inWindow.get(key);
      if (at !== undefined) for (const time of times) latencies.push(time - at);
    }
  return { messages: inWindow.size, expected: inWindow.size * sockets, delivered: latencies.length, latencies };
}

const cell = (value, digits) => (Number.isFinite(value) ? value.toFixed(digits) : '–');

/** The side-by-side table: rows of [label, single, cluster, digits]; the ratio column is cluster ÷ single. */
export function sideBySide(rows, heading) {
  const lines = rows.map(([label, single, cluster, digits = 0]) => [label, cell(single, digits), cell(cluster, digits), cell(ratio(cluster, single), 2)]);
  const all = [heading, ...lines];
  const widths = heading.map((_, i) => Math.max(...all.map((line) => line[i].length)));
  return all.map((line) => line.map((text, i) => (i === 0 ? text.padEnd(widths[i]) : text.padStart(widths[i]))).join('  ')).join('\n');
}
