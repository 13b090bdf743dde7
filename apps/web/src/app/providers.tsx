import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ApiError } from "../shared/api/client";
import i18n from "../shared/i18n";

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (count, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
    },
  },
});

// Answers carry names and texts in the language they were asked in (vendor names, menus, notices):
// after a switch, whatever is on screen is asked again and the rest is fetched anew when next shown.
i18n.on("languageChanged", () => {
  void queryClient.invalidateQueries();
});

export function Providers({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
