// The operator console's build: a static single-page app served by the commerce service under
// /admin/ (apps/commerce/src/admin-console.ts). Each route is its own chunk (src/routes.tsx).
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const api = process.env.ADMIN_DEV_API ?? 'http://localhost:4000';

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Nothing inlined as a data: URI; the console's CSP allows only its own files.
    assetsInlineLimit: 0,
  },
  // `npm run dev -w apps/admin`: the console with hot reload, the API proxied from the service.
  server: { proxy: { '/admin-api': api } },
});
