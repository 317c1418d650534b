import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEPLOY_DIR } from './paths.ts';
import { parseYamlFile } from './yaml-files.ts';

/** The fields of a compose service the checks read. */
export interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string };
  environment?: Record<string, string | number | boolean | null>;
  ports?: string[];
  expose?: string[];
  networks?: string[];
  depends_on?: Record<string, { condition: string }>;
  profiles?: string[];
  stop_grace_period?: string;
  volumes?: string[];
}

/** The fields of deploy/compose.yaml the checks read. */
export interface ComposeFile {
  services: Record<string, ComposeService>;
  networks?: Record<string, { internal?: boolean } | null>;
  volumes?: Record<string, object | null>;
}

/** deploy/compose.yaml, parsed (its aliases resolved). */
export function readComposeFile(): ComposeFile {
  const [compose] = parseYamlFile(join(DEPLOY_DIR, 'compose.yaml'));
  return compose as ComposeFile;
}

/** The service `name`; throws when compose.yaml has none. */
export function composeService(compose: ComposeFile, name: string): ComposeService {
  const service = compose.services[name];
  if (!service) throw new Error(`compose.yaml has no service ${name}`);
  return service;
}

/** A duration of compose (`30s`, `1m30s`, `500ms`) in seconds. */
export function composeSeconds(duration: string): number {
  let seconds = 0;
  for (const [, amount, unit] of duration.matchAll(/(?<![\d.])(\d+(?:\.\d+)?)(ms|h|m|s)/g))
    seconds += Number(amount) * { ms: 0.001, s: 1, m: 60, h: 3600 }[unit as 'ms' | 's' | 'm' | 'h'];
  return seconds;
}

/** The `server host:port` lines of an nginx `upstream <name> { … }` block, as `host:port`. */
export function nginxUpstream(config: string, name: string): string[] {
  const block = new RegExp(`upstream\\s+${name}\\s*\\{([^}]*)\\}`).exec(config)?.[1] ?? '';
  return block
    .split('\n')
    .map((line) => /^\s*server\s+([^\s;]+)/.exec(line)?.[1])
    .filter((server): server is string => server !== undefined);
}

/** deploy/nginx/default.conf's text, comments removed. */
export function readNginxConfig(): string {
  return readFileSync(join(DEPLOY_DIR, 'nginx/default.conf'), 'utf8')
    .split('\n')
    .map((line) => (line.includes('#') ? line.slice(0, line.indexOf('#')) : line))
    .join('\n');
}
