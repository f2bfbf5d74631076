import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The assistant's name in "{product} is typing" (SPEC, chat screen), fixed at build time.
const productName = process.env.VITE_PRODUCT_NAME ?? 'Caddie';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  define: { __PRODUCT_NAME__: JSON.stringify(productName) },
  // The manifest lets tools/web/bundle-size.js tell the chat route's initial JS from lazy chunks.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, manifest: true },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
