/**
 * Import boundaries, checked by `npm run lint`:
 * - a site feature reaches another feature only through its public index.ts; shared/ reaches none;
 * - a server module reaches another module only through its index.ts or a service, never SQL;
 * - the platform imports no module, not even a type: the modules add their services to its
 *   AppContext (modules/context-services.ts);
 * - packages never import the apps; packages/games does no I/O;
 * - no import circle, type-only imports and lazy import() included: a circle means two files
 *   that cannot be read, tested or loaded one without the other.
 */
module.exports = {
  forbidden: [
    {
      name: "web-feature-internals",
      comment:
        "Import another feature through its index.ts (its public surface), or move the code to shared/.",
      severity: "error",
      from: { path: "^apps/web/src/features/([^/]+)/" },
      to: {
        path: "^apps/web/src/features/",
        pathNot: ["^apps/web/src/features/$1/", "^apps/web/src/features/[^/]+/index\\.tsx?$"],
      },
    },
    {
      name: "web-shared-uses-features",
      comment: "shared/ is below the features: it must not import them.",
      severity: "error",
      from: { path: "^apps/web/src/shared/" },
      to: { path: "^apps/web/src/features/" },
    },
    {
      name: "server-module-internals",
      comment: "Call another module through its index.ts or its service, never its repository or routes.",
      severity: "error",
      from: { path: "^apps/server/src/modules/([^/]+)/" },
      to: {
        path: "^apps/server/src/modules/",
        pathNot: [
          "^apps/server/src/modules/$1/",
          "^apps/server/src/modules/[^/]+/(index|service|[a-z-]+-service|types)\\.ts$",
        ],
      },
    },
    {
      name: "platform-uses-modules",
      comment:
        "The platform is below the modules: it imports none of them, types included. Declare what it needs in the platform (modules satisfy it structurally) or let the modules pass it in.",
      severity: "error",
      from: { path: "^apps/server/src/platform/" },
      to: { path: "^apps/server/(src/app\\.ts$|src/modules/)" },
    },
    {
      name: "packages-use-apps",
      severity: "error",
      from: { path: "^packages/" },
      to: { path: "^apps/" },
    },
    {
      name: "games-package-io",
      comment: "packages/games is pure: it runs in the browser and the server alike.",
      severity: "error",
      from: { path: "^packages/games/src/" },
      to: {
        path: "^(node:)?(fs|fs/promises|net|http|https|http2|child_process|dgram|dns|tls|cluster|worker_threads|readline)$|(^|/)node_modules/(pg|ioredis|undici|ws)/",
      },
    },
    {
      name: "no-circular",
      comment:
        "Files that import each other, directly or through others (type-only imports count): move what both need into a third file.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|dist)/|\\.test\\.tsx?$|\\.e2e\\.ts$" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      extensions: [".ts", ".tsx", ".js", ".json"],
      conditionNames: ["import", "require", "node", "default"],
    },
  },
};
