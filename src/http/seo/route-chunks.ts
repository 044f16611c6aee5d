import { escapeMarkup } from './markup';

/** One chunk of Vite's build manifest (web/dist/.vite/manifest.json), keyed by its source. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  /** Files its code or CSS refers to, e.g. fonts. */
  assets?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

/** The screens whose pages the server knows before the client runs (web/src/app/routes). */
export type Screen = 'home' | 'content-lists' | 'content-details';

const ENTRY = 'index.html';

/**
 * The tags that let the browser fetch a screen's chunk, the chunks it imports and their CSS while
 * it fetches the entry, instead of one round trip after another once the router asks for them.
 * Chunks index.html loads already are left out.
 */
export function screenPreloadTags(
  manifest: BuildManifest,
  screen: Screen,
  options: { styles: boolean } = { styles: true },
): string[] {
  const needed = screenChunks(manifest, screen);
  const scripts = needed.map(
    (key) => `<link rel="modulepreload" crossorigin href="/${escapeMarkup(manifest[key]!.file)}" />`,
  );
  // Fetched early but not render-blocking: Vite's loader applies each when the screen is imported.
  const styles = needed
    .flatMap((key) => manifest[key]!.css ?? [])
    .map((file) => `<link rel="preload" as="style" crossorigin href="/${escapeMarkup(file)}" />`);
  return options.styles ? [...scripts, ...styles] : scripts;
}

/** The chunks a screen needs that index.html does not load already. */
function screenChunks(manifest: BuildManifest, screen: Screen): string[] {
  const loaded = reachable(manifest, ENTRY);
  return reachable(manifest, `src/app/routes/${screen}.tsx`).filter((key) => !loaded.includes(key));
}

/** A chunk and every chunk it imports statically, each once; empty for an unknown key. */
function reachable(manifest: BuildManifest, start: string): string[] {
  const seen: string[] = [];
  const visit = (key: string) => {
    if (seen.includes(key) || !manifest[key]) return;
    seen.push(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(start);
  return seen;
}
