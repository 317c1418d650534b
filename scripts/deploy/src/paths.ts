import { join, resolve } from 'node:path';

/** The repository's root folder (absolute path). */
export const ROOT = resolve(import.meta.dirname, '../../..');

/** The deployment files' folder, `deploy/` (absolute path). */
export const DEPLOY_DIR = join(ROOT, 'deploy');
