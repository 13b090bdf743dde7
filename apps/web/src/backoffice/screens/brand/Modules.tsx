import { calls, MODULE_IDS, type WhitelabelNode } from "@jogada/contracts";
import { useState } from "react";
import { useScreenTexts } from "../i18n";
import { Badge, Modal, Outcome, primary, Switch, secondary } from "../kit";
import { useBrandWrite } from "./brand-write";

const KNOWN_MODULES = new Set<string>(MODULE_IDS);

/** The brand's module tree: switching a module off takes its branch with it, after a confirmation. */
export function Modules({ merchantCode, tree }: { merchantCode: string; tree: WhitelabelNode[] }) {
  const { t } = useScreenTexts();
  const [confirming, setConfirming] = useState<WhitelabelNode | null>(null);
  const write = useBrandWrite(calls.backOffice.setBrandModule);
  const set = (node: WhitelabelNode, enabled: boolean) =>
    write.mutate(
      { params: { merchantCode, modId: node.modId as (typeof MODULE_IDS)[number] }, body: { enabled } },
      { onSuccess: () => setConfirming(null) },
    );
  const renderNodes = (nodes: WhitelabelNode[], depth: number, parentOn: boolean) => (
    <ul className={depth > 0 ? "ml-4 border-l border-line pl-3" : ""}>
      {nodes.map((node) => {
        const on = node.enabled === "1";
        return (
          <li key={node.modId} className="py-1">
            <div className="flex items-center gap-3">
              <Switch
                checked={on}
                disabled={write.isPending || !KNOWN_MODULES.has(node.modId)}
                label={t("brand.modules.toggle", { module: node.modId })}
                testId={`module-${node.modId}`}
                onChange={(enabled) =>
                  enabled || node.childrenNodes.length === 0 ? set(node, enabled) : setConfirming(node)
                }
              />
              <span className="font-mono text-sm">{node.modId}</span>
              {on && !parentOn ? <Badge tone="amber">{t("brand.modules.parentOff")}</Badge> : null}
            </div>
            {node.childrenNodes.length > 0
              ? renderNodes(node.childrenNodes, depth + 1, parentOn && on)
              : null}
          </li>
        );
      })}
    </ul>
  );
  return (
    <div>
      <p className="mb-3 text-sm text-muted">{t("brand.modules.intro")}</p>
      <Outcome error={confirming ? undefined : write.error} />
      <div className="rounded-md border border-line bg-panel-2 p-3">{renderNodes(tree, 0, true)}</div>
      <Modal
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t("brand.modules.confirmOff", { module: confirming?.modId ?? "" })}
      >
        <Outcome error={write.error} />
        <div className="flex justify-end gap-2">
          <button type="button" className={secondary} onClick={() => setConfirming(null)}>
            {t("common.cancel")}
          </button>
          <button
            type="button"
            className={primary}
            disabled={write.isPending}
            onClick={() => confirming && set(confirming, false)}
          >
            {t("common.off")}
          </button>
        </div>
      </Modal>
    </div>
  );
}
