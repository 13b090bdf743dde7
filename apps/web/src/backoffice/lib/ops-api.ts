import type { AnyCall, CallInput, CallValue } from "@jogada/contracts";
import {
  type QueryKey,
  type UseMutationOptions,
  type UseQueryOptions,
  useMutation,
  useQuery,
} from "@tanstack/react-query";
import { type CallOptions, call, callObjectUrl } from "../../shared/api/call";
import { ApiError } from "../../shared/api/client";
import { callKey } from "../../shared/api/hooks";
import { currentSession, endSession, touchActivity } from "./session";

/** The server's answers for a staff session it no longer accepts. */
const STAFF_SESSION_GONE = new Set([
  "operator.session.required",
  "operator.session.expired",
  "login.not.session",
]);

function token(): string | undefined {
  return currentSession()?.token;
}

function watch(error: unknown): never {
  if (error instanceof ApiError && error.status === 401 && STAFF_SESSION_GONE.has(error.errorCode)) {
    endSession("ended");
  }
  throw error;
}

/** An /ops call with the staff session's token; a refused session signs the console out. */
export async function opsCall<D extends AnyCall>(
  definition: D,
  input: CallInput<D>,
  options: CallOptions = {},
): Promise<CallValue<D>> {
  return call(definition, input, { ...options, token: token() }).catch(watch);
}

/** A binary /ops answer (a proof image, a CSV file) as an object URL; the caller revokes it. */
export function opsObjectUrl<D extends AnyCall>(
  definition: D,
  input: CallInput<D>,
  options: { signal?: AbortSignal } = {},
): Promise<string> {
  return callObjectUrl(definition, input, { ...options, token: token() }).catch(watch);
}

type QueryOptions<D extends AnyCall> = Omit<UseQueryOptions<CallValue<D>, Error>, "queryKey" | "queryFn">;

/** A read /ops call as a query, keyed by the staff member so a new login never sees old data. */
export function useOpsQuery<D extends AnyCall>(
  definition: D,
  input: CallInput<D>,
  options: QueryOptions<D> = {},
) {
  const who = currentSession()?.username ?? "";
  return useQuery<CallValue<D>, Error>({
    queryKey: opsKey(definition, input, who),
    queryFn: ({ signal }) => opsCall(definition, input, { signal }),
    ...options,
  });
}

export function opsKey<D extends AnyCall>(
  definition: D,
  input?: CallInput<D>,
  ...extra: unknown[]
): QueryKey {
  return ["ops", ...callKey(definition, input, ...extra)];
}

/** A writing /ops call; every action counts as activity for the idle timeout. */
export function useOpsMutation<D extends AnyCall, Context = unknown>(
  definition: D,
  options: Omit<
    UseMutationOptions<CallValue<D>, Error, CallInput<D> & { options?: CallOptions }, Context>,
    "mutationFn"
  > = {},
) {
  return useMutation<CallValue<D>, Error, CallInput<D> & { options?: CallOptions }, Context>({
    mutationFn: ({ options: callOptions, ...input }) => {
      touchActivity();
      return opsCall(definition, input as CallInput<D>, callOptions);
    },
    ...options,
  });
}

/** The message to show for a failed call, in the staff's language (the server's own text first). */
export function errorText(error: unknown, fallback: { network: string; unknown: string }): string {
  if (error instanceof ApiError) {
    if (error.errorCode === "network.error") return fallback.network;
    return error.message || fallback.unknown;
  }
  return fallback.unknown;
}
