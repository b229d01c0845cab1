/**
 * The shell's production build: antd's component styles for the product's theme in one
 * content-hashed CSS file (theme/antd-static-css.tsx makes them), named in the page's head
 * by a meta element whose name the shell gives (FederatedBuildOptions.stylesFileMeta).
 * The shell asks for it once the page has painted, so that it never holds up the first
 * paint, and applies it before its first render (shell/src/frame/styles-file.ts); antd's
 * style engine then skips building and inserting the styles the file holds.
 */
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { Compilation, sources, type Compiler, type WebpackPluginInstance } from 'webpack';

const sharedDir = path.resolve(__dirname, '../..');
const SCRIPT = path.join(sharedDir, 'src/theme/antd-static-css.tsx');

/**
 * The CSS, from a Node process of its own: the style engine fixes its class-name prefix
 * from NODE_ENV when it loads, and the browser build's is 'production'.
 */
export function makeAntdStaticCss(): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', SCRIPT],
      {
        cwd: sharedDir,
        env: { ...process.env, NODE_ENV: 'production' },
        maxBuffer: 64 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`antd's styles could not be made: ${stderr || error.message}`));
        else if (!stdout.includes('data-ant-cssinjs-cache-path'))
          reject(new Error("antd's styles came without their map"));
        else resolve(stdout);
      },
    );
  });
}

/** `antd.<hash>.css` for the CSS. */
export function antdStylesFileName(css: string): string {
  return `antd.${crypto.createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
}

export class AntdStaticCssPlugin implements WebpackPluginInstance {
  private css: Promise<string> | null = null;

  /** `metaName`: the name of the head's meta element whose content is the file's address. */
  constructor(private readonly metaName: string) {}

  apply(compiler: Compiler): void {
    const name = AntdStaticCssPlugin.name;
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      let file: string | null = null;
      compilation.hooks.processAssets.tapPromise(
        { name, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          this.css ??= makeAntdStaticCss();
          const css = await this.css;
          file = antdStylesFileName(css);
          compilation.emitAsset(file, new sources.RawSource(css), { immutable: true });
        },
      );
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(name, (data) => {
        if (file) {
          const publicPath = String(compilation.outputOptions.publicPath ?? '/');
          data.headTags.push(
            HtmlWebpackPlugin.createHtmlTagObject('meta', {
              name: this.metaName,
              content: `${publicPath}${file}`,
            }),
          );
        }
        return data;
      });
    });
  }
}
