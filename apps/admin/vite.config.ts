import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../web/build/precompress.ts';

// Served by our server at /admin (apps/server/src/static.ts). `npm run dev` runs this dev server in front of the
// API server on API_PORT, proxying the console's API.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8080'}`;

export default defineConfig({
  base: '/admin/',
  plugins: [react(), precompress()],
  server: {
    port: Number(process.env.ADMIN_PORT ?? 5174),
    proxy: { '/admin/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React, the router and react-query in one chunk every screen shares.
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
            },
          ],
        },
      },
      treeshake: {
        // As in the storefront: antd's helper packages do not declare `sideEffects: false`.
        moduleSideEffects: [{ test: /node_modules[\\/]@rc-component[\\/]/, sideEffects: false }],
      },
    },
  },
});
