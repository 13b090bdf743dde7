import type { HelpEntry } from "@jogada/contracts";
import * as Tabs from "@radix-ui/react-tabs";
import { useTranslation } from "react-i18next";
import { useLocation, useSearchParams } from "react-router";
import { cn } from "../../../shared/lib/cn";
import { ChevronDownIcon, HelpIcon } from "../../../shared/ui/icons";
import { SafeHtml } from "../../../shared/ui/SafeHtml";
import { Spinner } from "../../../shared/ui/Spinner";
import { useHelpCenter } from "../api/content";
import { EmptyState, PageHero } from "../components/SectionPage";

/**
 * /help (user agreement and help, with the site around it) and /helpmc (the member help centre,
 * bare). Each top-level entry is a tab; `?tag=` opens the entry of that tag (footer links).
 */
export default function HelpPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const member = pathname === "/helpmc";
  const [params, setParams] = useSearchParams();
  const help = useHelpCenter();
  const entries = help.data ?? [];
  const wanted = params.get("tag");
  const active = entries.find((entry) => entry.tag === wanted) ?? entries[0];

  return (
    <div data-testid={member ? "help-member" : "help-page"}>
      {member ? (
        <h1 className="border-b border-line px-4 py-4 text-xl font-black">{t("help.memberTitle")}</h1>
      ) : (
        <PageHero
          icon={<HelpIcon className="size-6" />}
          title={t("help.title")}
          description={t("help.description")}
        />
      )}
      <div className={cn("mx-auto max-w-7xl px-4", member ? "py-4" : "py-8")}>
        {help.isPending ? (
          <Spinner className="py-10" />
        ) : help.isError ? (
          <EmptyState>{t("networkError")}</EmptyState>
        ) : !active ? (
          <EmptyState>{t("help.empty")}</EmptyState>
        ) : (
          <Tabs.Root
            value={String(active.id)}
            onValueChange={(id) => {
              const entry = entries.find((e) => String(e.id) === id);
              if (entry) setParams({ tag: entry.tag }, { replace: true });
            }}
            orientation="vertical"
            className="flex flex-col gap-6 md:flex-row"
          >
            <Tabs.List
              aria-label={t("help.sections")}
              className="flex shrink-0 gap-2 overflow-x-auto pb-1 md:w-64 md:flex-col md:overflow-visible [scrollbar-width:none]"
            >
              {entries.map((entry) => (
                <Tabs.Trigger
                  key={entry.id}
                  value={String(entry.id)}
                  className="rounded-xl border border-transparent px-4 py-2.5 text-left text-sm font-semibold whitespace-nowrap text-white/70 transition hover:bg-white/5 hover:text-white focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none data-[state=active]:border-line data-[state=active]:bg-panel data-[state=active]:text-gold"
                >
                  {entry.title}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {entries.map((entry) => (
              <Tabs.Content
                key={entry.id}
                value={String(entry.id)}
                className="min-w-0 flex-1 outline-none"
                data-testid="help-content"
              >
                <HelpArticle entry={entry} />
              </Tabs.Content>
            ))}
          </Tabs.Root>
        )}
      </div>
    </div>
  );
}

function HelpArticle({ entry }: { entry: HelpEntry }) {
  const { t } = useTranslation();
  const hasContent = entry.content.trim().length > 0;
  return (
    <article className="rounded-2xl border border-line/70 bg-panel p-5 sm:p-8">
      <h2 className="mb-4 text-2xl font-black">{entry.title}</h2>
      {hasContent && <SafeHtml html={entry.content} className="text-sm text-white/85" />}
      {entry.children.length > 0 && (
        <div className="mt-6 divide-y divide-line/70 rounded-xl border border-line/70">
          {entry.children.map((child) => (
            <details key={child.id} className="group">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-4 py-3 font-semibold hover:bg-white/5 focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none [&::-webkit-details-marker]:hidden">
                {child.title}
                <ChevronDownIcon className="size-4 shrink-0 text-muted transition group-open:rotate-180" />
              </summary>
              <div className="px-4 pb-4">
                <SafeHtml html={child.content} className="text-sm text-white/80" />
                {child.children.map((grandchild) => (
                  <section key={grandchild.id} className="mt-3">
                    <h3 className="font-semibold">{grandchild.title}</h3>
                    <SafeHtml html={grandchild.content} className="text-sm text-white/80" />
                  </section>
                ))}
              </div>
            </details>
          ))}
        </div>
      )}
      {!hasContent && entry.children.length === 0 && <p className="text-sm text-muted">{t("help.empty")}</p>}
    </article>
  );
}
