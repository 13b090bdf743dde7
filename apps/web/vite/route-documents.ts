import { readFileSync } from "node:fs";
import type { Plugin, Rollup } from "vite";
// The one module of the contracts this needs (the barrel would bring every schema into the config).
import { routeDocumentName, WEB_ROUTES } from "../../../packages/contracts/src/web-routes";
import { staticClosure } from "./chunk-closure";

type OutputChunk = Rollup.OutputChunk;
type Node = { type: string; [key: string]: unknown };

export interface RouteDocumentsOptions {
  /** The router: `const page = () => import("...")` loaders and `{ path, ...section(page, "ns") }` routes. */
  router: string;
  /** The default language's catalogue: `namespaces = { ns: () => import("...") }`. */
  catalogue: string;
}

/** Every node of an ESTree tree, depth first. */
function* walk(node: unknown): Generator<Node> {
  if (Array.isArray(node)) {
    for (const child of node) yield* walk(child);
  } else if (node && typeof node === "object" && typeof (node as Node).type === "string") {
    yield node as Node;
    for (const [key, value] of Object.entries(node)) if (key !== "type") yield* walk(value);
  } else if (node && typeof node === "object") {
    for (const value of Object.values(node)) yield* walk(value);
  }
}

const stringLiteral = (node: unknown): string | undefined =>
  node && (node as Node).type === "Literal" && typeof (node as Node).value === "string"
    ? ((node as Node).value as string)
    : undefined;

const keyName = (node: Node): string | undefined =>
  (node.key as Node).type === "Identifier" ? ((node.key as Node).name as string) : stringLiteral(node.key);

/** `name: () => import("source")` and `const name = () => import("source")`: name -> source. */
function loaders(program: Node): Map<string, string> {
  const found = new Map<string, string>();
  for (const node of walk(program)) {
    const named =
      node.type === "VariableDeclarator" && (node.id as Node).type === "Identifier"
        ? { name: (node.id as Node).name as string, value: node.init }
        : node.type === "Property"
          ? { name: keyName(node), value: node.value }
          : undefined;
    if (!named?.name || (named.value as Node | null)?.type !== "ArrowFunctionExpression") continue;
    for (const inner of walk(named.value)) {
      const source = inner.type === "ImportExpression" ? stringLiteral(inner.source) : undefined;
      if (source) {
        found.set(named.name, source);
        break;
      }
    }
  }
  return found;
}

/** `{ path: "/x", ...section(loader, "namespace") }`: path -> its loader and namespace. */
function routes(program: Node): Map<string, { loader: string; namespace?: string }> {
  const found = new Map<string, { loader: string; namespace?: string }>();
  for (const node of walk(program)) {
    if (node.type !== "ObjectExpression") continue;
    const properties = node.properties as Node[];
    const path = properties.find((p) => p.type === "Property" && keyName(p) === "path");
    const spread = properties.find((p) => p.type === "SpreadElement");
    const call = spread?.argument as Node | undefined;
    const route = path && stringLiteral(path.value);
    if (!route || call?.type !== "CallExpression" || (call.callee as Node).name !== "section") continue;
    const [loader, namespace] = call.arguments as Node[];
    if (loader?.type !== "Identifier") continue;
    found.set(route, { loader: loader.name as string, namespace: stringLiteral(namespace) });
  }
  return found;
}

/**
 * Writes, for every route of the site, a copy of index.html that also preloads the route's own
 * chunks (its page and what the page imports, and the page's texts in the default language), so
 * the browser fetches them beside the entry instead of after it has run: one round trip less
 * before the first screen. The server sends `routes/<name>.html` for the route (see
 * routeDocumentName). A `section(loader)` whose loader or chunk cannot be found fails the build.
 */
export function routeDocuments(options: RouteDocumentsOptions): Plugin {
  return {
    name: "jogada-route-documents",
    apply: "build",
    generateBundle: {
      order: "post",
      async handler(_options, bundle) {
        const index = bundle["index.html"];
        if (index?.type !== "asset" || typeof index.source !== "string") {
          this.error("no index.html in the bundle");
        }
        const html = index.source as string;
        const parse = (file: string) =>
          this.parse(readFileSync(file, "utf8"), { lang: "tsx" }) as unknown as Node;
        const router = parse(options.router);
        const pages = loaders(router);
        const texts = loaders(parse(options.catalogue));
        const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === "chunk");
        const chunkOf = async (source: string, importer: string) => {
          const resolved = await this.resolve(source, importer);
          return chunks.find((chunk) => chunk.facadeModuleId === resolved?.id);
        };
        const shared = staticClosure(
          bundle,
          chunks.filter((chunk) => chunk.isEntry),
        );
        const declared = routes(router);
        for (const route of WEB_ROUTES) {
          // A route whose component is not a lazy section (one taken over by a component in the
          // entry) has nothing of its own to preload: the server sends it index.html.
          const found = declared.get(route);
          if (!found) continue;
          const source = pages.get(found.loader);
          const page = source && (await chunkOf(source, options.router));
          if (!page) {
            this.error(`the route ${route} has no page chunk the build can find in ${options.router}`);
          }
          const roots = [page];
          const textSource = found.namespace && texts.get(found.namespace);
          const text = textSource && (await chunkOf(textSource, options.catalogue));
          if (found.namespace && !text) this.error(`no texts chunk for the namespace ${found.namespace}`);
          if (text) roots.push(text);
          const links = [...staticClosure(bundle, roots).keys()]
            .filter((file) => !shared.has(file) && !html.includes(`/${file}"`))
            .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`)
            .join("");
          this.emitFile({
            type: "asset",
            fileName: `routes/${routeDocumentName(route)}.html`,
            source: html.replace(/\n\s*<\/head>/, `\n${links}  </head>`),
          });
        }
      },
    },
  };
}
