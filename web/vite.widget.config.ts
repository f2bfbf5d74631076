import { defineConfig } from 'vite';

// The widget's loader (widget/widget.ts) as one small script at a fixed name, /widget.js:
// shops paste its URL, so it is not hashed (the gateway and nginx serve it with no-cache).
export default defineConfig({
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: false,
    lib: {
      entry: 'widget/widget.ts',
      formats: ['iife'],
      name: 'CaddieWidget',
      fileName: () => 'widget.js',
    },
  },
});
