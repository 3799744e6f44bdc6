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
      '/games': SERVER,
      '/health': SERVER,
      '/socket.io': { target: SERVER, ws: true },
    },
  },
});
