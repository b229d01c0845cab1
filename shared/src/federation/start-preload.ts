/**
 * Preload hints in the shell's index.html for the two files every page of the app runs
 * before its first screen, whatever the address: the libraries (`framework`) and the
 * kit's code (`kit`, shell-chunks.ts). Without them the browser learns of these files only
 * once the start-up script has downloaded and run and the federation runtime asks for its
 * shared modules: on a phone's slow network a whole round trip after the page, with the
 * largest file of the start waiting behind it. A hint only downloads (nothing runs
 * before the app asks for it, so the start-up's own work is not moved).
 *
 * The pre-rendered landing of `/` (scripts/build-landing.tsx) drops them with the scripts,
 * so a visitor who only reads downloads no app: the hints carry `START_PRELOAD_ATTRIBUTE`.
 */
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler, WebpackPluginInstance } from 'webpack';

/** The shell's chunks every page runs before its first screen (shell-chunks.ts names them). */
export const START_CHUNKS = ['framework', 'kit'] as const;
/** The attribute marking the start's hints in index.html. */
export const START_PRELOAD_ATTRIBUTE = 'data-itam-start';

/** The hints' tags for the files of the named chunks (scripts only), under `publicPath`. */
export function startPreloadTags(
  filesOfChunk: (name: string) => Iterable<string>,
  publicPath: string,
): { rel: 'preload'; as: 'script'; href: string }[] {
  return START_CHUNKS.flatMap((name) =>
    [...filesOfChunk(name)]
      .filter((file) => file.endsWith('.js'))
      .map((file) => ({
        rel: 'preload' as const,
        as: 'script' as const,
        href: `${publicPath}${file}`,
      })),
  );
}

export class StartPreloadPlugin implements WebpackPluginInstance {
  apply(compiler: Compiler): void {
    const name = StartPreloadPlugin.name;
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(name, (data) => {
        const publicPath = String(compilation.outputOptions.publicPath ?? '/');
        const files = (chunk: string) => compilation.namedChunks.get(chunk)?.files ?? [];
        for (const attributes of startPreloadTags(files, publicPath))
          data.headTags.push(
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              ...attributes,
              [START_PRELOAD_ATTRIBUTE]: true,
            }),
          );
        return data;
      });
    });
  }
}

/** `html` without the start's hints (the pre-rendered landing's page). */
export function withoutStartPreloads(html: string): string {
  return html.replace(new RegExp(`<link\\b[^>]*\\s${START_PRELOAD_ATTRIBUTE}\\b[^>]*>`, 'g'), '');
}
