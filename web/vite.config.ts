import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The gateway the dev server forwards to; the browser itself only ever talks to its own origin. */
const gateway = process.env.GATEWAY_URL ?? 'http://localhost:8080';
const proxy = {
  '/trpc': { target: gateway, changeOrigin: true },
  '/api': { target: gateway, changeOrigin: true },
};

/**
 * Vendor chunks for what the entry (the login page) loads: the framework changes least and caches longest,
 * antd with its rc-* parts is the bulk, the data layer (tRPC, react-query) is shared by every page. Only
 * modules of the initial graph are grouped; what a lazy page alone uses stays in that page's chunk.
 */
const VENDOR_GROUPS = [
  {
    name: 'react',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie)[\\/]/,
  },
  { name: 'antd', test: /[\\/]node_modules[\\/](antd|@ant-design|@rc-component|@emotion|stylis|dayjs)[\\/]/ },
  { name: 'data', test: /[\\/]node_modules[\\/](@trpc|@tanstack)[\\/]/ },
];

/**
 * The contracts package declares no `sideEffects`, so the bundler would keep every call definition of the
 * registry. Its modules only declare things, except locale.ts (zod's zh-CN messages), so unused ones may go.
 */
const contractsDeclarationsOnly = (id: string) =>
  !/[\\/]contracts[\\/]src[\\/]/.test(id) || /[\\/]contracts[\\/]src[\\/]locale\.ts$/.test(id);

export default defineConfig({
  plugins: [react()],
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: { moduleSideEffects: contractsDeclarationsOnly },
      output: {
        codeSplitting: {
          groups: VENDOR_GROUPS.map((group) => ({ ...group, tags: ['$initial' as const] })),
        },
      },
    },
  },
});
