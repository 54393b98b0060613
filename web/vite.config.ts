import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { createServer, defineConfig, type Plugin } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));

/** The gateway the dev server forwards to; the browser itself only ever talks to its own origin. */
const gateway = process.env.GATEWAY_URL ?? 'http://localhost:8080';
const proxy = {
  '/trpc': { target: gateway, changeOrigin: true },
  '/api': { target: gateway, changeOrigin: true },
};

/**
 * Vendor chunks for what every page loads: the framework changes least and caches longest, and the data layer
 * (tRPC, react-query) serves every call. antd is deliberately not grouped: a group takes every antd module
 * any page uses, and the login page would download the whole console's components. Left alone, the bundler
 * gives the login page the few it renders and shares the rest between the lazy chunks.
 */
const VENDOR_GROUPS = [
  {
    name: 'react',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie)[\\/]/,
  },
  { name: 'data', test: /[\\/]node_modules[\\/](@trpc|@tanstack)[\\/]/ },
];

/**
 * The contracts package declares no `sideEffects`, so the bundler would keep every call definition of the
 * registry. Its modules only declare things. locale.ts configures zod's zh-CN messages, which only matter
 * where zod parses: the gateway does, and shows its messages to the browser; the browser does not parse with
 * zod (a chunk that starts to should call `z.config(z.locales.zhCN())` itself). Without this, zod's whole
 * runtime would sit in the login page.
 */
const contractsDeclarationsOnly = (id: string) => !/[\\/]contracts[\\/]src[\\/]/.test(id);

/**
 * antd's rc-component packages declare no `sideEffects` either, though their modules only declare components
 * (antd itself, which styles with CSS-in-JS, declares none but CSS). Without this, antd's Input alone pulls
 * the whole form engine and tooltip positioning into the login page, through a context it imports.
 */
const rcComponentsPure = (id: string) => !/[\\/]node_modules[\\/]@rc-component[\\/]/.test(id);

/**
 * crypto-js's package entry loads every cipher it has; the browser only checks the product signature
 * (SHA-256, hex). The bare import resolves to a module with just that (vendor/crypto-js-lite.js); its own
 * imports resolve inside the contracts' copy of crypto-js (the web does not depend on it directly).
 */
const cryptoJsDir = dirname(
  createRequire(join(here, '..', 'contracts', 'package.json')).resolve('crypto-js/package.json'),
);
const cryptoJsAliases = [
  { find: /^crypto-js$/, replacement: join(here, 'vendor', 'crypto-js-lite.js') },
  { find: /^crypto-js\/(core|sha256)$/, replacement: `${cryptoJsDir}/$1.js` },
];

/**
 * react-router's package exports name only its development build (warnings and invariant checks on every
 * render); its production build sits beside it. The console's build takes that one; the dev server keeps the
 * warnings.
 */
const reactRouterDist = join(
  dirname(
    createRequire(createRequire(join(here, 'package.json')).resolve('react-router-dom/package.json')).resolve(
      'react-router/package.json',
    ),
  ),
  'dist',
  'production',
);
const reactRouterProduction = [
  { find: /^react-router$/, replacement: join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'dom-export.mjs') },
];

/**
 * `BUNDLE_STATS=1` writes dist/.vite/chunks.json: each chunk's source modules, so the bundle benchmark can tell
 * which chunks hold module code (tests/bench/bundle.ts).
 */
function chunkStats(): Plugin {
  return {
    name: 'console-chunk-stats',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (process.env.BUNDLE_STATS !== '1') return;
      const chunks: Record<string, string[]> = {};
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type === 'chunk') chunks[file] = output.moduleIds.map((id) => id.replace(/\\/g, '/'));
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunks.json', source: JSON.stringify(chunks) });
    },
  };
}

/** The icons' base style, which they insert themselves once the app runs. */
const { iconStyles } = createRequire(join(here, 'package.json'))('@ant-design/icons/lib/utils') as {
  iconStyles: string;
};

/**
 * What login.html runs instead of the app's entry: the app's code is asked for once the first HTML has painted (a
 * hidden tab has no paint to wait for), with its chunks preloaded together. Were the entry in the page, a browser
 * that had it in time would run it (seconds on a slow phone) before painting the form.
 */
const loginBoot = (entry: string, chunks: string[]) => `const start = () => {
  for (const href of ${JSON.stringify(chunks)}) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  import(${JSON.stringify(entry)});
};
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));
`;

/**
 * /login's first HTML: dist/login.html is index.html with the sign-in card already drawn in #root, by the real
 * components rendered at build time (session/login/login-shell.tsx, loaded through Vite's SSR loader), the app's
 * small style sheet inline, and the app's code started after the first paint (loginBoot). The gateway answers
 * /login with it, so the form paints before the app's code arrives; the app takes its place when it starts.
 */
function loginShell(): Plugin {
  return {
    name: 'console-login-shell',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('the build has no index.html to draw /login into');
      const loader = await createServer({
        configFile: false,
        root: here,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        plugins: [react()],
      });
      try {
        const shell = (await loader.ssrLoadModule('/src/session/login/login-shell.tsx')) as {
          renderLoginShell: () => string;
        };
        const empty = '<div id="root"></div>';
        let html = String(index.source);
        if (!html.includes(empty)) throw new Error('index.html has no empty #root to draw /login into');
        // The app's own style sheet comes inline too: a style sheet it must first ask for would hold the paint back.
        html = html.replace(/<link rel="stylesheet"[^>]* href="\/([^"]+\.css)">/g, (link, file: string) => {
          const sheet = bundle[file];
          return sheet?.type === 'asset' ? `<style>${String(sheet.source)}</style>` : link;
        });
        const chunks: string[] = [];
        html = html.replace(/\s*<link rel="modulepreload"[^>]* href="([^"]+)">/g, (_link, href: string) => {
          chunks.push(href);
          return '';
        });
        const entry = /<script type="module"[^>]* src="([^"]+)"><\/script>/.exec(html);
        if (!entry?.[1]) throw new Error('index.html has no entry script for login.html to start');
        const boot = this.emitFile({ type: 'asset', name: 'login-boot.js', source: loginBoot(entry[1], chunks) });
        html = html.replace(entry[0], `<script type="module" src="/${this.getFileName(boot)}"></script>`);
        this.emitFile({
          type: 'asset',
          fileName: 'login.html',
          source: html.replace(empty, `<div id="root"><style>${iconStyles}</style>${shell.renderLoginShell()}</div>`),
        });
      } finally {
        await loader.close();
      }
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), chunkStats(), loginShell()],
  resolve: { alias: command === 'build' ? [...cryptoJsAliases, ...reactRouterProduction] : cryptoJsAliases },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: (id: string) => contractsDeclarationsOnly(id) && rcComponentsPure(id),
        manualPureFunctions: ['z'],
      },
      output: {
        codeSplitting: {
          groups: VENDOR_GROUPS.map((group) => ({ ...group, tags: ['$initial' as const] })),
        },
      },
    },
  },
}));
