// Import boundaries of an app laid out as src/app, src/features/<feature>, src/components,
// src/lib, src/config (bulletproof-react).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

/** import-x's TypeScript settings (parsers, extensions) with the package's own tsconfig paths. */
function settingsFor(dir) {
  const { 'import-x/resolver': _legacy, ...typescript } = importX.flatConfigs.typescript.settings;
  return {
    ...typescript,
    'import-x/resolver-next': [
      createTypeScriptImportResolver({ project: join(dir, 'tsconfig.json') }),
    ],
  };
}

/**
 * No import cycle in the package in `dir` (`import-x/no-cycle`, resolved with its tsconfig):
 * for every package; `boundaries` adds it for the app with its layer rules.
 */
export function noCycles(dir) {
  return [
    {
      files: ['**/*.{ts,tsx}'],
      plugins: { 'import-x': importX },
      settings: settingsFor(dir),
      rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
    },
  ];
}

/**
 * The boundary rules for the app in `appDir` (its folder, e.g. `import.meta.dirname`):
 * - a feature imports no other feature (`src/features/a` may not import `src/features/b`; what
 *   two features share moves to components, lib or the app that composes them);
 * - shared code (`src/components`, `src/lib`, `src/config`) imports no feature and not the app;
 * - no import cycle anywhere (`import-x/no-cycle`), with the app's tsconfig paths (`@/…`).
 * Tests may reach across (they assemble the app), so `*.test.*` files are left out.
 */
export function boundaries(appDir) {
  const features = readdirSync(join(appDir, 'src/features'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  return [
    {
      files: ['src/**/*.{ts,tsx}'],
      ignores: ['**/*.test.{ts,tsx}', 'src/test/**'],
      plugins: { 'import-x': importX },
      settings: settingsFor(appDir),
      rules: {
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
        'import-x/no-restricted-paths': [
          'error',
          {
            basePath: appDir,
            zones: [
              ...features.map((feature) => ({
                target: `./src/features/${feature}`,
                from: './src/features',
                except: [`./${feature}`],
                message:
                  'A feature imports no other feature: compose them in src/app or src/routes, or move what they share to src/components or src/lib.',
              })),
              {
                target: ['./src/components', './src/lib', './src/config'],
                from: ['./src/features', './src/app', './src/routes'],
                message:
                  'Shared code (components, lib, config) imports no feature, route or app module.',
              },
            ],
          },
        ],
      },
    },
  ];
}
