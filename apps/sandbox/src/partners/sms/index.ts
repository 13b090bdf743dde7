import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { SandboxConfig } from "../../config.js";

interface Sms {
  id: number;
  to: string;
  text: string;
  at: string;
}

const OUTBOX_LIMIT = 500;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The SMS gateway stand-in: accepts `POST /sms/messages {to, text}` with the API key the server
 * is configured with (SMS_GATEWAY_KEY), and keeps an outbox readable by API
 * (`GET /sms/outbox?to=+5511...`, newest first) and on the page `/sms`.
 */
export async function registerSms(app: FastifyInstance, config: SandboxConfig): Promise<void> {
  const outbox: Sms[] = [];
  let next = 1;

  app.post("/sms/messages", async (request, reply) => {
    if (request.headers["x-api-key"] !== config.SMS_GATEWAY_KEY) {
      return reply.status(401).send({ error: "invalid api key" });
    }
    const body = z
      .object({ to: z.string().regex(/^\+?[0-9]{6,20}$/), text: z.string().min(1).max(640) })
      .safeParse(request.body);
    if (!body.success) return reply.status(400).send({ error: "to and text are required" });
    const sms = { id: next++, to: body.data.to, text: body.data.text, at: new Date().toISOString() };
    outbox.unshift(sms);
    outbox.length = Math.min(outbox.length, OUTBOX_LIMIT);
    return { id: sms.id, status: "queued" };
  });

  app.get("/sms/outbox", async (request) => {
    const { to } = z.object({ to: z.string().optional() }).parse(request.query);
    const wanted = to?.trim().replace(/^ /, "+");
    return { messages: wanted ? outbox.filter((m) => m.to === wanted) : outbox };
  });

  app.get("/sms", async (_request, reply) => {
    const rows = outbox
      .map(
        (m) =>
          `<tr><td>${escapeHtml(m.at)}</td><td>${escapeHtml(m.to)}</td><td>${escapeHtml(m.text)}</td></tr>`,
      )
      .join("");
    return reply
      .type("text/html")
      .send(
        `<!doctype html><meta charset="utf-8"><title>SMS outbox</title><body style="font-family:sans-serif"><h1>SMS outbox</h1><table border="1" cellpadding="4"><tr><th>Sent</th><th>To</th><th>Text</th></tr>${rows}</table>`,
      );
  });
}
