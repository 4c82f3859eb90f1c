import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { earlyScript } from './build/early-script.ts';
import { precompress } from './build/precompress.ts';

// `npm run dev` runs this dev server (hot reload) in front of the API server on API_PORT.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8080'}`;
const proxied = [
  '/api',
  '/addons',
  '/config.js',
  '/uploads',
  '/__dev',
  '/storage',
  '/media',
  '/user',
  '/brand',
  '/aboutus',
];

export default defineConfig({
  plugins: [react(), earlyScript(), precompress()],
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: apiTarget, changeOrigin: false }])),
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React, the router, react-query and zustand, which every page needs, in one chunk rather than spread
          // over several shared chunks (fewer requests, better compression); the rest is split automatically.
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|zustand)[\\/]/,
            },
          ],
        },
      },
      treeshake: {
        // antd's helper packages (@rc-component/*) do not declare `sideEffects: false`, so a single barrel
        // import (antd's Form context imports `@rc-component/form`) kept whole packages (Form, async-validator,
        // Trigger, Menu…) in the first download. Their modules only define things; let unused ones go.
        moduleSideEffects: [{ test: /node_modules[\\/]@rc-component[\\/]/, sideEffects: false }],
      },
    },
  },
});
