import { z } from "zod";
import { defineCall } from "../../call.js";
import { ok } from "../../envelope.js";
import { DrawId, DrawParams, DrawStatus } from "../../lottery.js";
import { FeedSheet } from "../../lottery-sources.js";

/** The back office's calls on draw results: close an alert, enter a result the sources disagree on. */
const ops = {
  module: null,
  access: "operator",
  alwaysAvailable: true,
  tag: "operators",
  encrypted: false,
  idempotent: false,
  method: "POST",
} as const;

const AlertParams = z.object({ alertId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });
const ResolveAlertBody = z.object({ note: z.string().trim().min(3).max(300) });
const ResolveAlertReply = ok(z.object({ id: z.number().int(), resolvedAt: z.string() }));

const ManualResultBody = z.object({
  /** The sheet as a results feed sends it: {kind: "vn" | "thai" | "lao" | "my4d", sheet}. */
  result: FeedSheet,
  reason: z.string().trim().min(3).max(300),
});
const ManualResultReply = ok(
  z.object({
    drawId: DrawId,
    status: DrawStatus,
    resultRevision: z.number().int(),
    /** False when this entry waits for a second, different staff member to enter the same result. */
    confirmed: z.boolean(),
  }),
);

export const opsResolveAlert = defineCall({
  permission: "lottery.write",
  ...ops,
  path: "/ops/lottery/alerts/:alertId/resolve",
  summary: "Close an alert about a draw's results, with a note (audited)",
  params: AlertParams,
  body: ResolveAlertBody,
  reply: ResolveAlertReply,
  errors: ["lottery.alert.not.found"],
});

export const opsManualResult = defineCall({
  permission: "lottery.write",
  ...ops,
  path: "/ops/lottery/draws/:drawId/result",
  summary:
    "Enter the result of a VN or SEA draw by hand, only while it waits on sources that disagree; validated like a feed's. It applies when a second, different staff member enters the same result",
  params: DrawParams,
  body: ManualResultBody,
  reply: ManualResultReply,
  errors: [
    "lottery.draw.not.found",
    "lottery.result.not.manual",
    "lottery.result.shape",
    "lottery.result.count",
    "lottery.result.digits",
    "lottery.result.second.staff",
    "lottery.result.mismatch",
  ],
});
