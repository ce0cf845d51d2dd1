import path from "node:path";
import optimizeLocales from "@react-aria/optimize-locales-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import relay from "vite-plugin-relay";
import { precompress } from "./precompress.ts";

// In development (npm run dev) the API runs on API_PORT and Vite proxies to it.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? "3001"}`;

export default defineConfig({
  root: import.meta.dirname,
  // The rules the server enforces (api/src/domain/rules), validated the same way in the browser.
  resolve: { alias: { "@rules": path.resolve(import.meta.dirname, "../api/src/domain/rules") } },
  plugins: [
    relay,
    react(),
    tailwindcss(),
    // The interface is in Spanish only (I18nProvider es-ES): react-aria's strings for its other 33
    // languages stay out of the bundle.
    optimizeLocales.vite({ locales: ["es-ES"] }),
    precompress(),
  ],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    chunkSizeWarningLimit: 1024,
    // What the entry imports statically (the login page) is one chunk beside the entry: left to the
    // automatic split it came in some 17 files, and each request costs a mobile browser a round trip.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: "login", tags: ["$initial"] }] } } },
  },
  server: {
    proxy: { "/api": apiTarget, "/graphql": apiTarget, "/adopta": apiTarget },
  },
});
