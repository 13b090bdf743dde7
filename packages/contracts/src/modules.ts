import { z } from "zod";

/** Every module ID of the whitelabel tree (REFERENCE.md §1). */
export const MODULE_IDS = [
  "COMM3",
  "LOGINIPVERF3",
  "PASS3",
  "FREEPLAY3",
  "PWRESETSMS3",
  "CHNGPASSVERIF3",
  "VERIFICATION3",
  "MOBILEVERCODELOGIN3",
  "PWDEXPFORCECHANGE3",
  "DIRECTREG3",
  "REG3",
  "USERNAMEREG3",
  "MOBILENUMREG3",
  "MOBILENUMPASSREG3",
  "REGMOBVERF3",
  "AFFMAN3",
  "CAPTCHA3",
  "PROFPIC3",
  "FUNDTRANS3",
  "MEMTRANS3",
  "DPSTBAS3",
  "GAMELO3",
  "GAMELOHOT3",
  "GAMELOFAV3",
  "GAMELOREC3",
  "AGEANNOUNCE3",
  "REWCEN3",
  "MISSIONLB3",
  "PTSYS3",
  "INBOX3",
  "FEEDBACK3",
  "CBS3",
  "SIGNCONDIV3",
  "DAILYSALCONT3",
  "HOURSAL3",
  "RTSALARY3",
] as const;

export const ModuleId = z.enum(MODULE_IDS);
export type ModuleId = z.infer<typeof ModuleId>;

export interface WhitelabelNode {
  modId: string;
  enabled: "1" | "0";
  childrenNodes: WhitelabelNode[];
}

export const WhitelabelNodeSchema: z.ZodType<WhitelabelNode> = z.lazy(() =>
  z.object({
    modId: z.string().min(1),
    enabled: z.enum(["1", "0"]),
    childrenNodes: z.array(WhitelabelNodeSchema),
  }),
);

/**
 * Flattens the whitelabel tree to `modId -> enabled`. A module is on only when it and every
 * ancestor are on, so switching off a parent switches off its whole branch.
 */
export function flattenWhitelabel(
  nodes: readonly WhitelabelNode[],
  parentEnabled = true,
  into: Record<string, boolean> = {},
): Record<string, boolean> {
  for (const node of nodes) {
    const enabled = parentEnabled && node.enabled === "1";
    into[node.modId] = enabled;
    flattenWhitelabel(node.childrenNodes, enabled, into);
  }
  return into;
}

/** Finds a node anywhere in the tree (used by the brand tool to switch a module). */
export function findWhitelabelNode(
  nodes: readonly WhitelabelNode[],
  modId: string,
): WhitelabelNode | undefined {
  for (const node of nodes) {
    if (node.modId === modId) return node;
    const found = findWhitelabelNode(node.childrenNodes, modId);
    if (found) return found;
  }
  return undefined;
}
