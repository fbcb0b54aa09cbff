import { defineConfig } from 'vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';

// The renderer is built to static files; Electron loads them from disk, the web bridge serves them.
export default defineConfig({
  root: 'src-renderer',
  base: './',
  plugins: [svelte()],
  build: { outDir: '../dist-renderer', emptyOutDir: true, sourcemap: true },
});
