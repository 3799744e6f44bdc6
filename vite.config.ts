// Vite builds the React client into dist/, which server.ts serves. In dev, the lobby API and the game
// sockets are proxied to the Node server on port 8000.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const SERVER = `http://localhost:${process.env.PORT ?? 8000}`;

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: true },
  server: {
    port: 5173,
    proxy: {
      // The lobby API (/games, /games/:name, /games/:name/:id/join, …) but not the source files under
      // games/ that Vite itself serves (they have a dot: /games/carcassonne/index.ts).
      '^/games(/[^/.]+)*/?(\\?.*)?$': SERVER,
      '/health': SERVER,
      // The account API (/account/sign-in, …), not the account page (/account) the client shows.
      '^/account/': SERVER,
      '/socket.io': { target: SERVER, ws: true },
    },
  },
});
