import type { AnyCall, CallInput, CallValue } from "@jogada/contracts";
import {
  type QueryClient,
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

/**
 * Asks for a call's answer before the component that shows it renders (at start, or beside a
 * route's chunk), under the key `useCallQuery` gives it, so the component finds it there.
 */
export function prefetchCall<D extends AnyCall>(
  client: QueryClient,
  definition: D,
  input: CallInput<D>,
  options: { staleTime: number; keyExtra?: unknown[] },
): void {
  void client.prefetchQuery({
    queryKey: callKey(definition, input, ...(options.keyExtra ?? [])),
    queryFn: ({ signal }) => call(definition, input, { signal }),
    staleTime: options.staleTime,
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
