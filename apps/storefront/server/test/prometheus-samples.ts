/* Test helpers: reading a Prometheus text exposition (what /metrics answers). */

/** One sample of a Prometheus text exposition: name, labels and value. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a Prometheus text exposition (comments skipped). */
export function samples(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([\w:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`Not a sample: ${line}`);
      // Label values here never hold `",`: split on it.
      const labels: Record<string, string> = {};
      for (const pair of match[2] ? match[2].split('",') : []) {
        const eq = pair.indexOf('="');
        labels[pair.slice(0, eq)] = pair.slice(eq + 2).replace(/"$/, '');
      }
      return { name: match[1] ?? '', labels, value: Number(match[3]) };
    });
}

/** The value of the one sample named `name` with (at least) `labels`; undefined when none. */
export function value(
  all: Sample[],
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const found = all.filter(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
  if (found.length > 1)
    throw new Error(`${found.length} samples of ${name} ${JSON.stringify(labels)}`);
  return found[0]?.value;
}
