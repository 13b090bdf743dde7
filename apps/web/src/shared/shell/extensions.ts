import type { ShellExtensions } from "./types";

/**
 * The shell's extension points, read by the layouts, the header and the lobby. Features fill
 * them through `extendShell` in app/extensions.tsx; the defaults are an empty catalogue.
 */
export const shell: ShellExtensions = {
  LoggedInBar: undefined,
  useNavCategories: () => [],
  useFooterVendors: () => [],
  lobbySections: [],
  accountMenuItems: [],
};

export function extendShell(patch: Partial<ShellExtensions>): void {
  Object.assign(shell, patch);
}
