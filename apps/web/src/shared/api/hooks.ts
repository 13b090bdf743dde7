import type { AnyCall, CallInput, CallValue } from "@jogada/contracts";
import {
  type QueryKey,
  type UseMutationOptions,
  type UseQueryOptions,
  useMutation,
  useQuery,
} from "@tanstack/react-query";
import { type CallOptions, call } from "./call";

/** The query key of a call: its method and path, then its input (and any extra parts, e.g. the session). */
export function callKey<D extends AnyCall>(
  definition: D,
  input?: CallInput<D>,
  ...extra: unknown[]
): QueryKey {
  return [definition.method, definition.path, input ?? {}, ...extra];
}

type QueryOptions<D extends AnyCall> = Omit<UseQueryOptions<CallValue<D>, Error>, "queryKey" | "queryFn"> & {
  /** Extra key parts that change the answer without being sent (the session token, say). */
  keyExtra?: unknown[];
};

/** A read call as a TanStack query, keyed by the definition and its input. */
export function useCallQuery<D extends AnyCall>(
  definition: D,
  input: CallInput<D>,
  options: QueryOptions<D> = {},
) {
  const { keyExtra = [], ...rest } = options;
  return useQuery<CallValue<D>, Error>({
    queryKey: callKey(definition, input, ...keyExtra),
    queryFn: ({ signal }) => call(definition, input, { signal }),
    ...rest,
  });
}

/** A writing call as a TanStack mutation; its variables are the call's input and options. */
export function useCallMutation<D extends AnyCall, Context = unknown>(
  definition: D,
  options: Omit<
    UseMutationOptions<CallValue<D>, Error, CallInput<D> & { options?: CallOptions }, Context>,
    "mutationFn"
  > = {},
) {
  return useMutation<CallValue<D>, Error, CallInput<D> & { options?: CallOptions }, Context>({
    mutationFn: ({ options: callOptions, ...input }) => call(definition, input as CallInput<D>, callOptions),
    ...options,
  });
}
