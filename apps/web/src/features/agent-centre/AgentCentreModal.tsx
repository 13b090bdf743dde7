import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../shared/lib/cn";
import type { ModalControls } from "../../shared/modals/modal-store";
import { ModalFrame } from "../../shared/ui/ModalFrame";
import { Spinner } from "../../shared/ui/Spinner";
import { useAgentAccess } from "./api/agent-api";
import { Message } from "./components/form";
import { ScrollStrip, StripTab } from "./components/ScrollStrip";
import { type Navigate, PAGE_VIEWS, useVisiblePages } from "./page-views";
import { type AgentCentrePage, DEFAULT_AGENT_PAGE } from "./pages";

/**
 * The agent centre (SPEC §2): a modal titled Agent with a left menu (a sideways strip on a
 * phone) and a close button; it opens on agentTeamOverview. The salary and dividend pages show
 * only while their contract feature is on. An account the server does not take for an agent
 * sees the server's own refusal instead of the pages.
 */
export default function AgentCentreModal({ close, page }: ModalControls & { page?: AgentCentrePage }) {
  const { t } = useTranslation("agentCentre");
  const access = useAgentAccess();
  const pages = useVisiblePages();
  const [chosen, setChosen] = useState<AgentCentrePage>(page ?? DEFAULT_AGENT_PAGE);
  const [focus, setFocus] = useState<{ memberId?: number }>({});
  const navigate: Navigate = (next, to = {}) => {
    setFocus(to);
    setChosen(next);
  };
  const active = pages.includes(chosen) ? chosen : DEFAULT_AGENT_PAGE;
  const Page = PAGE_VIEWS[active].Component;
  return (
    <ModalFrame title={t("title")} onClose={close} size="xl" className="p-4 sm:p-6">
      {access.error ? (
        <div data-testid="agent-refused">
          <Message tone="error">{access.error}</Message>
        </div>
      ) : (
        <div className="flex min-h-[60dvh] min-w-0 flex-col gap-4 sm:flex-row" data-testid="agent-centre">
          <nav aria-label={t("menu")} className="hidden sm:flex sm:w-48 sm:shrink-0 sm:flex-col sm:gap-1">
            {pages.map((p) => (
              <button
                key={p}
                type="button"
                onClick={() => navigate(p)}
                data-testid={`ac-menu-${p}`}
                aria-current={p === active ? "page" : undefined}
                className={cn(
                  "w-full rounded-lg px-3 py-2 text-left text-sm transition",
                  p === active
                    ? "bg-gold/15 font-semibold text-gold"
                    : "text-muted hover:bg-white/5 hover:text-white",
                )}
              >
                {t(`pages.${p}`)}
              </button>
            ))}
          </nav>
          <ScrollStrip label={t("menu")} className="sm:hidden" testId="ac-strip" wrap={false}>
            {pages.map((p) => (
              <StripTab key={p} active={p === active} onSelect={() => navigate(p)} testId={`ac-tab-${p}`}>
                {t(`pages.${p}`)}
              </StripTab>
            ))}
          </ScrollStrip>
          <section className="min-w-0 flex-1" data-testid={`ac-page-${active}`}>
            <Suspense fallback={<Spinner className="grid min-h-40 place-items-center" />}>
              <Page key={`${active}-${focus.memberId ?? ""}`} navigate={navigate} memberId={focus.memberId} />
            </Suspense>
          </section>
        </div>
      )}
    </ModalFrame>
  );
}
