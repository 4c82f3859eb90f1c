import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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
  plugins: [react()],
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: apiTarget, changeOrigin: false }])),
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
  },
});
