import { z } from "zod";
import { defineCall } from "../../call.js";
import { ok } from "../../envelope.js";
import { JobStatusValue } from "../../jobs.js";

export const listJobs = defineCall({
  permission: "jobs.read",
  method: "GET",
  path: "/ops/jobs",
  module: null,
  access: "operator",
  alwaysAvailable: true,
  tag: "operators",
  encrypted: false,
  idempotent: false,
  summary: "Every periodic job: schedule, last run, duration, next run and last failure",
  reply: ok(z.array(JobStatusValue)),
  errors: [],
});
