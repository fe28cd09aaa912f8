import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { graphqlDocuments } from './build-plugins/graphql-documents';
import { precompress } from './build-plugins/precompress';
import { routePreloads } from './build-plugins/route-preloads';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};
const gateway = process.env.PORTAL_GATEWAY_URL ?? 'http://127.0.0.1:4000';
const srcDir = path.resolve(import.meta.dirname, 'src');

export default defineConfig({
  plugins: [react(), graphqlDocuments(srcDir), routePreloads(srcDir), precompress()],
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    proxy: {
      '/graphql': { target: gateway, ws: true, changeOrigin: true },
      '/healthz': { target: gateway, changeOrigin: true },
      '/files': { target: gateway, changeOrigin: true },
      // the personal playlist links players open (`/iptv/{token}/playlist.m3u`), served by the gateway
      '^/iptv/': { target: gateway, changeOrigin: true },
    },
  },
  preview: { host: '127.0.0.1', port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No source maps in what the gateway serves: they would publish the whole source.
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks, so a new app version does not invalidate them. Chakra UI is left to the route
        // chunks: as one chunk it would make the login page download every component's machinery (~35 KB brotli).
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
            },
            // graphql-ws stays out: it comes with the first subscription (lib/realtime).
            { name: 'apollo', test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism)[\\/]/ },
          ],
        },
      },
    },
  },
});
