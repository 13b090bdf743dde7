import { writeFileSync } from "node:fs";
import { ALL_CALLS, openApiDocument } from "@jogada/contracts";

/** Writes docs/openapi.json from the call definitions; a test fails when it drifts from them. */
const target = new URL("../docs/openapi.json", import.meta.url);
writeFileSync(target, `${JSON.stringify(openApiDocument(ALL_CALLS), null, 2)}\n`);
process.stdout.write(`wrote ${target.pathname} (${ALL_CALLS.length} calls)\n`);
