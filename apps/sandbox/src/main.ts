import { buildSandbox } from "./app.js";
import { loadSandboxConfig } from "./config.js";

const config = loadSandboxConfig();
const app = await buildSandbox(config);
const stop = async () => {
  await app.close();
  process.exit(0);
};
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
await app.listen({ host: config.SANDBOX_HOST, port: config.SANDBOX_PORT });
process.stdout.write(`[sandbox] ready on http://${config.SANDBOX_HOST}:${config.SANDBOX_PORT}\n`);
