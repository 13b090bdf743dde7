import type { SystemTemplate } from "@jogada/contracts";
import type { AppContext } from "../../platform/context.js";
import { AppError } from "../../platform/errors.js";
import type { LoadedBrand } from "../brand/service.js";
import { ChatService, type LevelLabel } from "./chat-service.js";
import { FeedbackService } from "./feedback-service.js";
import { type BroadcastExclusion, InboxService } from "./inbox-service.js";
import type { TemplateParams } from "./templates.js";

/**
 * What other modules may use: `notify(memberId, template, params)` after their change committed
 * (bonus issued, level changed, mission completed...), the broadcast exclusion rule and the
 * chat room's level labels, both supplied later by the modules that own them.
 */
export interface Messages {
  notify(memberId: number, template: SystemTemplate, params?: TemplateParams): Promise<void>;
  excludeFromBroadcasts(rule: BroadcastExclusion): void;
  useLevelLabels(levelLabel: LevelLabel): void;
  inbox: InboxService;
  feedback: FeedbackService;
  chat: ChatService;
  brand(merchant: string | undefined): Promise<LoadedBrand>;
}

export function createMessages(ctx: AppContext): Messages {
  const inbox = new InboxService(ctx);
  const chat = new ChatService(ctx, {
    lines: ctx.config.CHAT_LINES_PER_WINDOW,
    windowSeconds: ctx.config.CHAT_WINDOW_SECONDS,
  });
  return {
    notify: (memberId, template, params) => inbox.notify(memberId, template, params),
    excludeFromBroadcasts: (rule) => inbox.excludeFromBroadcasts(rule),
    useLevelLabels: (levelLabel) => chat.useLevelLabels(levelLabel),
    inbox,
    feedback: new FeedbackService(ctx, inbox),
    chat,
    async brand(merchant) {
      const brand = await ctx.brands.get(merchant ?? ctx.config.DEFAULT_MERCHANT);
      if (!brand) throw new AppError("merchant.unknown");
      return brand;
    },
  };
}
