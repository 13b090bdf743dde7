import { readFileSync, statSync } from "node:fs";
import https from "node:https";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";

export interface MtlsListenerOptions {
  host: string;
  /** 0: any free port (the listener's `port()` says which). */
  port: number;
  certFile: string;
  keyFile: string;
  /** The CAs a client's certificate must be issued by: others are refused in the handshake. */
  clientCaFile: string;
  /** Only paths under this prefix are served; anything else is 404 before the app sees it. */
  pathPrefix: string;
  log: { warn(object: object, message: string): void };
}

/**
 * A second, HTTPS-only door into the app for a partner that must present a client certificate
 * (mutual TLS): TLS 1.2 or later, a certificate of `clientCaFile` required in the handshake, and
 * the request then handled by the app's own routes (app.routing), so the handler sees the TLS
 * socket and its peer certificate. The PEM files are read again when one changes on disk (a
 * rotated certificate, or the sandbox making its test CA after the server started).
 */
export function mtlsListener(options: MtlsListenerOptions) {
  const files = [options.certFile, options.keyFile, options.clientCaFile];
  let stamp = "";
  let warned = "";
  let app: FastifyInstance | undefined;
  const server = https.createServer(
    { requestCert: true, rejectUnauthorized: true, minVersion: "TLSv1.2" },
    (req, res) => {
      if (!app || !(req.url ?? "").startsWith(options.pathPrefix)) {
        res.writeHead(404).end();
        return;
      }
      app.routing(req, res);
    },
  );
  const refresh = () => {
    try {
      const now = files.map((file) => statSync(file).mtimeMs).join(":");
      if (now === stamp) return;
      const [cert, key, ca] = files.map((file) => readFileSync(file));
      server.setSecureContext({ cert, key, ca });
      stamp = now;
    } catch (error) {
      // Once per reason: in development the sandbox writes the files a moment after the server starts.
      const message = (error as Error).message;
      if (message !== warned)
        options.log.warn({ err: message }, "mutual-TLS listener certificates unreadable");
      warned = message;
    }
  };
  // Before the connection's TLS socket is made, so a changed file serves this very connection.
  server.prependListener("connection", refresh);
  let opened: () => void = () => {};
  const open = new Promise<void>((resolve) => {
    opened = resolve;
  });
  return {
    async start(routes: FastifyInstance): Promise<void> {
      app = routes;
      refresh();
      await new Promise<void>((resolve, reject) => {
        server.once("error", reject);
        server.listen(options.port, options.host, () => {
          server.off("error", reject);
          opened();
          resolve();
        });
      });
    },
    /**
     * Resolves once the port is open: the app's hooks run in no promised order, so whatever tells
     * a partner this door's address (the job runner starts on the same ready) waits for it.
     */
    listening(): Promise<void> {
      return open;
    },
    port(): number {
      return (server.address() as AddressInfo | null)?.port ?? 0;
    },
    async close(): Promise<void> {
      if (!server.listening) return;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
