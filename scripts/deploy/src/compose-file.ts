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

/**
 * The shared cache's rules in an nginx config's text: its `map` blocks and its proxy_cache*,
 * proxy_no_cache and proxy_ignore_headers directives (one line each) but proxy_cache_path (where
 * the cache lives and how large it grows), in order, each with single spaces.
 */
export function nginxCacheRules(config: string): string[] {
  const maps = [...config.matchAll(/\bmap\s[^{]*\{[^}]*\}/g)].map((m) => m[0]);
  const directives = config
    .split('\n')
    .map((line) => line.trim())
    .filter((line) =>
      /^(?:proxy_cache(?!_path\b)\w*|proxy_no_cache|proxy_ignore_headers)\s/.test(line),
    );
  return [...maps, ...directives].map((rule) => rule.replace(/\s+/g, ' ').trim());
}

/** An nginx config's text (deploy/nginx/default.conf unless `path` is given), comments removed. */
export function readNginxConfig(path = join(DEPLOY_DIR, 'nginx/default.conf')): string {
  return readFileSync(path, 'utf8')
    .split('\n')
    .map((line) => (line.includes('#') ? line.slice(0, line.indexOf('#')) : line))
    .join('\n');
}
