/** The nginx the load-balancer tests run: NGINX_PATH, `nginx` on PATH, or its usual places. Throws when there is none. */
export declare function nginxPath(): string;

/** What startNginx takes. */
export interface NginxOptions {
  /** The nginx executable (nginxPath()). */
  nginxPath: string;
  /** The whole nginx.conf (`daemon off;`, its pid, logs and temp paths relative to the prefix folder). */
  config: string;
  /** The loopback port the config listens on: nginx has started once it accepts a connection there. */
  port: number;
  /** How long to wait for that (default 10 s). */
  timeoutMs?: number;
}

/** A running nginx. */
export interface RunningNginx {
  /** Its own temporary folder: nginx.conf, the pid file, the logs, temp files. */
  prefix: string;
  /** The master process. */
  pid: number;
  /** What it printed so far (its error log goes to stderr). */
  output(): string;
  /** Stops it (requests in flight finish; killed after 5 s) and removes the prefix folder. */
  stop(): Promise<void>;
}

/** Runs nginx with `config` in a temporary prefix folder of its own; resolves once it listens on `port`. */
export declare function startNginx(options: NginxOptions): Promise<RunningNginx>;

/**
 * A whole nginx.conf for startNginx that writes nothing outside its prefix folder and needs no
 * privilege, around `servers`: the `server { … }` blocks of its `http` context.
 */
export declare function prefixConfig(servers: string): string;
