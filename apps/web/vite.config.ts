import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiTarget = process.env.VITE_API_TARGET ?? "http://localhost:3000";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: { outDir: "dist", sourcemap: true, chunkSizeWarningLimit: 800 },
  server: {
    port: 5173,
    proxy: {
      "/wps": apiTarget,
      "/lgw": apiTarget,
      "/lotto": apiTarget,
      "/ws": { target: apiTarget, ws: true },
    },
  },
});
