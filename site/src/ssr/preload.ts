/** Vite's build manifest (dist/site/.vite/manifest.json), the parts used here. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * The files a prerendered page needs besides the entry: its route chunk with the chunks it imports (module
 * preloads), their stylesheets (render-blocking links, so the server HTML is styled before hydration), and
 * its translation chunks.
 */
export function pageAssets(manifest: Manifest, modules: readonly string[]): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const entryFiles = new Set<string>();
  // Files already loaded by index.html (the entry and what it imports) are not repeated.
  const walk = (key: string, into: Set<string>, seen: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    into.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const child of chunk.imports ?? []) walk(child, into, seen);
  };
  const entrySeen = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key, entryFiles, entrySeen);
  const entryStyles = new Set(styles);
  styles.clear();
  const seen = new Set<string>(entrySeen);
  for (const module of modules) walk(module, scripts, seen);
  for (const file of entryFiles) scripts.delete(file);
  for (const css of entryStyles) styles.delete(css);
  return { scripts: [...scripts], styles: [...styles] };
}

export function preloadTags(assets: { scripts: string[]; styles: string[] }): string {
  return [
    ...assets.styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...assets.scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n    ');
}
