import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { SandboxConfig } from "../../config.js";

interface Mail {
  id: number;
  from: string;
  to: string;
  subject: string;
  text: string;
  at: string;
}

const INBOX_LIMIT = 500;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The mail catcher: accepts `POST /mail/messages {from, to, subject, text}` with the key the
 * server is configured with (MAIL_GATEWAY_KEY) and shows what arrived (`GET /mail/messages?to=`,
 * newest first, and the page `/mail`).
 */
export async function registerMail(app: FastifyInstance, config: SandboxConfig): Promise<void> {
  const inbox: Mail[] = [];
  let next = 1;

  app.post("/mail/messages", async (request, reply) => {
    if (request.headers["x-api-key"] !== config.MAIL_GATEWAY_KEY) {
      return reply.status(401).send({ error: "invalid api key" });
    }
    const body = z
      .object({
        from: z.string().max(200).default(""),
        to: z.string().email(),
        subject: z.string().min(1).max(300),
        text: z.string().min(1).max(20_000),
      })
      .safeParse(request.body);
    if (!body.success) return reply.status(400).send({ error: "to, subject and text are required" });
    const mail = { id: next++, ...body.data, at: new Date().toISOString() };
    inbox.unshift(mail);
    inbox.length = Math.min(inbox.length, INBOX_LIMIT);
    return { id: mail.id, status: "accepted" };
  });

  app.get("/mail/messages", async (request) => {
    const { to } = z.object({ to: z.string().optional() }).parse(request.query);
    return { messages: to ? inbox.filter((m) => m.to.toLowerCase() === to.toLowerCase()) : inbox };
  });

  app.get("/mail", async (_request, reply) => {
    const items = inbox
      .map(
        (m) =>
          `<article style="border:1px solid #ccc;margin:8px 0;padding:8px"><b>${escapeHtml(m.subject)}</b><br>to ${escapeHtml(m.to)} at ${escapeHtml(m.at)}<pre style="white-space:pre-wrap">${escapeHtml(m.text)}</pre></article>`,
      )
      .join("");
    return reply
      .type("text/html")
      .send(
        `<!doctype html><meta charset="utf-8"><title>Mail catcher</title><body style="font-family:sans-serif"><h1>Mail catcher</h1>${items}`,
      );
  });
}
