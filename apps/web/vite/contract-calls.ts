import path from "node:path";
import { type Plugin, runnerImport } from "vite";

/**
 * The site's build gets the calls of packages/contracts as they travel on the wire, without their
 * zod schemas: the client only reads a call's method, path and flags (call.ts), never validates
 * with its schemas, and zod with every schema of the API would otherwise be in the first chunk.
 *
 * Each domain barrel (`packages/contracts/src/calls/<domain>/index.ts`) is replaced by the same
 * exports with only what the client reads: method, path and the flags that are on; `body` becomes
 * `{}` when the call has one, `reply` keeps only the marks `isEnvelope` reads, `upload` its field;
 * the schemas, the documentation and what only the server reads go. The declarations stay the only
 * source (the build loads them); the types still come from the real module. Dev, tests and the
 * server use the declarations as they are.
 */
export function contractCalls(contractsDir: string): Plugin {
  const callsDir = path.join(contractsDir, "src/calls");
  const barrel = new RegExp(`^${escapeRegExp(callsDir)}/([a-z-]+)/index\\.ts$`);
  const callsIndex = path.join(callsDir, "index.ts");
  const source = new RegExp(`^${escapeRegExp(path.join(contractsDir, "src"))}/.+\\.ts$`);
  let domains: Promise<Record<string, Record<string, unknown>>> | undefined;
  const loadDomains = () => {
    domains ??= runnerImport<{ calls: Record<string, Record<string, unknown>> }>(callsIndex, {
      configFile: false,
      logLevel: "error",
    }).then(({ module }) => module.calls);
    return domains;
  };
  return {
    name: "jogada-contract-calls",
    apply: "build",
    async load(id) {
      const domain = id.match(barrel)?.[1];
      if (!domain) return null;
      const exports = (await loadDomains())[toCamel(domain)];
      if (!exports) this.error(`calls/${domain}: not a domain of the calls index`);
      return Object.entries(exports)
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(wire(value, `${domain}.${name}`))};`)
        .join("\n");
    },
    transform(code, id) {
      if (!source.test(id)) return null;
      // Building a schema has no effect beyond its value: one the site never reads is left out.
      const marked = code
        .replace(PURE_INITIALISER, "$1/* @__PURE__ */ ")
        .replace(ZOD_CALL, "$1/* @__PURE__ */ z.");
      return { code: marked, map: null };
    },
  };
}

/**
 * A top-level `const Name = callee(...)` (a zod builder, `ok(...)`, `Other.extend(...)`): marked
 * pure, so the bundler drops it when nothing the site keeps reads it.
 */
const PURE_INITIALISER = /^((?:export )?const [\w$]+(?:: [^=\n]+)? = )(?=[A-Za-z_$][\w$]*[\s.\w$]*\()/gm;

/** A zod builder inside an initialiser (`{ id: z.string() }`), so its arguments go with it. */
const ZOD_CALL = /([^\w$.\s*/]\s*)z\.(?=[\w$]+\s*\()/g;

/**
 * What the site's `call.ts` reads of a call (besides `body` and `reply`, reduced below); the
 * rest (schemas, documentation, access, module, rate limits) is the server's and the OpenAPI
 * document's. A flag that is off is left out too: absent reads the same.
 */
const SENT = new Set(["method", "path", "encrypted", "headers", "idempotent", "multipart", "form"]);

function isSchema(value: unknown): boolean {
  return typeof value === "object" && value !== null && "_zod" in value;
}

function isCall(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === "object" && value !== null && "method" in value && "path" in value && "reply" in value
  );
}

/** A call without its schemas; anything else exported beside the calls, as plain data. */
function wire(value: unknown, where: string): unknown {
  if (isCall(value)) {
    const plain: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value)) {
      if (SENT.has(key) && field !== false && field !== undefined) plain[key] = field;
    }
    const upload = value.upload as { field: string } | undefined;
    if (upload) plain.upload = { field: upload.field };
    if (value.body) plain.body = {};
    const shape = (value.reply as { shape?: Record<string, unknown> }).shape;
    plain.reply = shape && "success" in shape && "value" in shape ? { shape: { success: 1, value: 1 } } : {};
    return plain;
  }
  if (isSchema(value)) return null;
  if (typeof value === "function") throw new Error(`calls ${where}: a function cannot be sent to the site`);
  if (Array.isArray(value)) return value.map((item, index) => wire(item, `${where}[${index}]`));
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, wire(item, `${where}.${key}`)]),
    );
  }
  return value;
}

function toCamel(name: string): string {
  return name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
