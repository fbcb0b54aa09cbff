import { defineConfig } from 'vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { fileURLToPath } from 'node:url';

// The renderer is built to static files; Electron loads them from disk, the web bridge serves them.
export default defineConfig({
  root: 'src-renderer',
  base: './',
  plugins: [svelte()],
  build: {
    outDir: '../dist-renderer',
    emptyOutDir: true,
    sourcemap: true,
    // the referee's app, and the read-only page the player server serves to each side
    rollupOptions: {
      input: {
        index: fileURLToPath(new URL('./src-renderer/index.html', import.meta.url)),
        player: fileURLToPath(new URL('./src-renderer/player.html', import.meta.url)),
      },
    },
  },
});
