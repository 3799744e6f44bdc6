// Vite builds the React client into dist/, which server.ts serves. In dev, the lobby API and the game
// sockets are proxied to the Node server on port 8000. vite-plugin-pwa makes the app installable: the
// manifest (one per language) with the icons of public/icons/, and the service worker (client/pwa/service-worker.ts) with
// every file of the build precached, both games included, for offline play (docs/turn-based.md#offline).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { siteDescription, siteManifest, siteName } from './games/site';
import { languageManifests } from './client/pwa/language-manifests';

const SERVER = `http://localhost:${process.env.PORT ?? 8000}`;

export default defineConfig({
  plugins: [
    react(),
    // index.html's title and description name the games from the game list (games/site.ts).
    {
      name: 'site-copy',
      transformIndexHtml: (html: string) =>
        html.replaceAll('{{siteName}}', siteName()).replaceAll('{{siteDescription}}', siteDescription()),
    },
    languageManifests(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'client/pwa',
      filename: 'service-worker.ts',
      // client/pwa/register.ts registers it and asks before a new version takes over.
      injectRegister: false,
      registerType: 'prompt',
      injectManifest: {
        // A classic script (it is registered as one, register.ts): the 'es' build sets Rolldown's deprecated
        // inlineDynamicImports, which printed a warning on every `npm start`.
        rollupFormat: 'iife',
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
      },
      // English here; the other languages' manifests beside it (client/pwa/language-manifests.ts).
      manifest: siteManifest('en'),
    }),
  ],
  // Every bundle the browser runs, the page's and its workers' alike, finds the games-side language folders
  // with Vite's glob (games/locales/folders.vite.ts; README.md#languages): a worker's build does not take the
  // "browser" condition of package.json's "imports", so the alias says it for all of them.
  resolve: {
    alias: {
      '#game-locale-folders': fileURLToPath(new URL('./games/locales/folders.vite.ts', import.meta.url)),
    },
  },
  // No source maps in dist/ (docs/security.md#security-headers): the build, and the service worker's own
  // build (vite-plugin-pwa's injectManifest follows this setting), are served as they are.
  build: { outDir: 'dist', sourcemap: false },
  server: {
    port: 5173,
    proxy: {
      // The lobby API (/games, /games/:name, /games/:name/:id/join, …) but not the source files under
      // games/ that Vite itself serves (they have a dot: /games/carcassonne/index.ts).
      '^/games(/[^/.]+)*/?(\\?.*)?$': SERVER,
      '/health': SERVER,
      '/push/': SERVER,
      // The account API (/account/sign-in, …), not the account page (/account) the client shows.
      '^/account/': SERVER,
      '/socket.io': { target: SERVER, ws: true },
    },
  },
});
