// @ts-check
/**
 * TypeDoc plugin (typedoc.json "plugin"): names each module of the docs after the import path that
 * reaches it, read from package.json "exports": `@trini/domain`, `@trini/domain/cart`... instead
 * of TypeDoc's guesses from the file names (`index`, `cart`, `constants-entry`).
 * The entry's source is found from its ESM types: ./dist/esm/cart/index.d.mts → src/cart/index.ts.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Converter, ReflectionKind } from 'typedoc';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** @returns {Map<string, string>} absolute source path → import path */
function importPaths() {
  /** @type {{ name: string, exports: Record<string, string | { import?: { types?: string } }> }} */
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const names = new Map();
  for (const [subpath, target] of Object.entries(pkg.exports)) {
    const types = typeof target === 'object' ? target.import?.types : undefined;
    if (!types) continue;
    const source = types.replace(/^\.\/dist\/esm\//, 'src/').replace(/\.d\.mts$/, '.ts');
    names.set(
      resolve(root, source),
      subpath === '.' ? pkg.name : `${pkg.name}/${subpath.slice(2)}`,
    );
  }
  return names;
}

/** @param {import('typedoc').Application} app */
export function load(app) {
  const names = importPaths();
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    for (const module of context.project.getChildrenByKind(ReflectionKind.Module)) {
      const file = context
        .getSymbolFromReflection(module)
        ?.declarations?.[0]?.getSourceFile().fileName;
      const name = file && names.get(resolve(file));
      if (name) module.name = name;
      else
        app.logger.warn(`typedoc-subpath-names: no package.json export for module ${module.name}`);
    }
  });
}
