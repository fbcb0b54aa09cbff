import { defineConfig } from 'vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { fileURLToPath } from 'node:url';

// The player's page for the club's server as one script and one style sheet, no module chunks:
// exported, they are written inside the page itself (relay/player-page-export.ts), so that the
// page opens from disk (file://), where a browser refuses to fetch a module script by relative URL.
export default defineConfig({
  root: 'src-renderer',
  base: './',
  plugins: [svelte()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: '../dist-renderer/player-file',
    emptyOutDir: true,
    sourcemap: false,
    lib: {
      entry: fileURLToPath(new URL('./src-renderer/player/player-main.ts', import.meta.url)),
      formats: ['iife'],
      name: 'quartermasterPlayer',
      fileName: () => 'player.js',
      cssFileName: 'player',
    },
  },
});
