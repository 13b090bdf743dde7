import { createHash } from "node:crypto";
import type { OperatorResolver } from "../../platform/auth.js";
import type { Queryable } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import * as repo from "./repository.js";

export const operatorTokenHash = (token: string) => createHash("sha256").update(token).digest();

/** Back-office sessions for the platform's auth hook (calls with access "operator"). */
export function operatorSessions(db: Queryable, idleMinutes: number): OperatorResolver {
  return {
    async authenticate(token) {
      if (!token) throw new AppError("operator.session.required");
      const session = await repo.touchSession(db, operatorTokenHash(token), idleMinutes);
      if (!session) throw new AppError("operator.session.required");
      return { username: session.username, role: session.role };
    },
  };
}
