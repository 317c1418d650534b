import type { ViteDevServer } from 'vite';

/** The global layer, imported by the browser entry (src/app/main.tsx) and not by the server's. */
const GLOBAL_CSS = '/src/styles/global.css';

/**
 * In development, the styles of a server-rendered page as `<style data-vite-dev-id>` tags: the
 * global layer, then every stylesheet the server entry and the rendered screens import (their
 * CSS Modules), as Vite's server compiles them. Production links the built stylesheets instead
 * (screen-assets.ts); without this a dev page would show unstyled until its scripts ran. Vite's
 * client adopts tags with its `data-vite-dev-id`, so a style edit still updates them in place.
 * `screens` are source paths relative to the app (`src/routes/home.tsx`).
 */
export async function devStyles(vite: ViteDevServer, screens: string[]): Promise<string> {
  const graph = vite.environments.ssr.moduleGraph;
  const roots = ['/src/entry-server.tsx', ...screens.map((s) => `/${s}`)];
  const seen = new Set<string>();
  const css: string[] = [];
  const visit = (node: { id: string | null; importedModules: Set<unknown> } | undefined) => {
    if (!node?.id || seen.has(node.id)) return;
    seen.add(node.id);
    const file = node.id.split('?')[0] ?? '';
    if (file.endsWith('.css')) css.push(file);
    for (const child of node.importedModules)
      visit(child as { id: string | null; importedModules: Set<unknown> });
  };
  for (const url of roots) visit(await graph.getModuleByUrl(url));
  const root = vite.config.root;
  const urls = [GLOBAL_CSS, ...css.map((id) => id.slice(root.length))];
  const tags = await Promise.all(
    [...new Set(urls)].map(async (url) => {
      const result = await vite.transformRequest(`${url}?direct`);
      return `<style type="text/css" data-vite-dev-id="${root}${url}">${result?.code ?? ''}</style>`;
    }),
  );
  return tags.join('');
}
