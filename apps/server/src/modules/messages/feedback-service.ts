import {
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_CONTENT_MIN,
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_IMAGES_MAX,
  type FeedbackItem,
  type FeedbackQuestionType,
} from "@jogada/contracts";
import type { UploadedFile } from "../../platform/calls.js";
import type { AppContext } from "../../platform/context.js";
import { withTransaction } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import { type CleanImage, cleanImage } from "../../platform/image-upload.js";
import { RateCounter } from "../../platform/rate-counter.js";
import * as repo from "./feedback-repository.js";
import type { InboxService } from "./inbox-service.js";

/** Screenshots are read by people: larger pictures are scaled down to this side. */
const IMAGE_MAX_SIDE = 2560;
/** A player may send this much feedback per hour (support is read by people, not bots). */
const FEEDBACK_PER_HOUR = 10;

function toItem(row: repo.FeedbackRow): FeedbackItem {
  return {
    id: Number(row.id),
    questionType: row.question_type as FeedbackQuestionType,
    content: row.content,
    images: row.images.map(Number),
    status: row.answer === null ? "open" : "answered",
    answer: row.answer,
    answeredAt: row.answered_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
  };
}

/** Feedback (SPEC §2, §5): question type, 5-140 characters, up to three re-encoded images. */
export class FeedbackService {
  private readonly counters: RateCounter;

  constructor(
    private readonly ctx: Pick<AppContext, "pool" | "members">,
    private readonly inbox: InboxService,
  ) {
    this.counters = new RateCounter(ctx.pool);
  }

  async send(
    member: { id: number; merchantCode: string },
    body: { questionType: FeedbackQuestionType; content: string },
    files: readonly UploadedFile[],
  ): Promise<FeedbackItem> {
    const content = body.content.trim();
    const length = [...content].length;
    if (length < FEEDBACK_CONTENT_MIN || length > FEEDBACK_CONTENT_MAX) {
      throw new AppError(
        "feedback.content.length",
        { min: FEEDBACK_CONTENT_MIN, max: FEEDBACK_CONTENT_MAX },
        { field: "content" },
      );
    }
    if (files.length > FEEDBACK_IMAGES_MAX)
      throw new AppError("feedback.images.too.many", { max: FEEDBACK_IMAGES_MAX }, { field: "images" });
    const images: CleanImage[] = [];
    for (const file of files) {
      // The bytes decide, never the name or the declared type; what is kept is a fresh encoding.
      const image =
        file.data.length > 0 && file.data.length <= FEEDBACK_IMAGE_MAX_BYTES
          ? await cleanImage(file.data, { maxSide: IMAGE_MAX_SIDE })
          : undefined;
      if (!image) {
        throw new AppError(
          "feedback.image.invalid",
          { maxMb: FEEDBACK_IMAGE_MAX_BYTES / (1024 * 1024) },
          { field: "images" },
        );
      }
      images.push(image);
    }
    const sent = await this.counters.hit(`feedback:${member.id}`, 3600);
    if (sent > FEEDBACK_PER_HOUR) throw new AppError("feedback.too.frequent");
    const id = await withTransaction(this.ctx.pool, async (tx) => {
      const feedbackId = await repo.insertFeedback(tx, {
        merchantCode: member.merchantCode,
        memberId: member.id,
        questionType: body.questionType,
        content,
      });
      await repo.insertImages(tx, feedbackId, images);
      return feedbackId;
    });
    return toItem((await repo.byId(this.ctx.pool, id))!);
  }

  async mine(memberId: number, page: number, pageSize: number) {
    const { rows, total } = await repo.ofMember(this.ctx.pool, memberId, pageSize, (page - 1) * pageSize);
    return { list: rows.map(toItem), total, totalPages: Math.ceil(total / pageSize), page };
  }

  /** An image of the player's own feedback; another player's is "not found". */
  async imageOf(memberId: number, imageId: number) {
    const image = await repo.image(this.ctx.pool, imageId);
    if (!image || Number(image.member_id) !== memberId) throw new AppError("resource.not.found");
    return { contentType: image.content_type, data: image.data };
  }

  async imageForOperator(imageId: number) {
    const image = await repo.image(this.ctx.pool, imageId);
    if (!image) throw new AppError("resource.not.found");
    return { contentType: image.content_type, data: image.data };
  }

  async ofBrand(
    merchantCode: string,
    query: { status?: "open" | "answered"; page: number; pageSize: number },
  ) {
    const { rows, total } = await repo.ofBrand(
      this.ctx.pool,
      merchantCode,
      query.status,
      query.pageSize,
      (query.page - 1) * query.pageSize,
    );
    const names = await this.ctx.members.usernames(rows.map((row) => Number(row.member_id)));
    return {
      list: rows.map((row) => this.forOperator(row, names)),
      total,
      totalPages: Math.ceil(total / query.pageSize),
      page: query.page,
    };
  }

  /** The answer and its inbox message commit together; the badge is told after. */
  async answer(id: number, operator: string, text: string) {
    const { row, message } = await withTransaction(this.ctx.pool, async (tx) => {
      const found = await repo.byId(tx, id, true);
      if (!found) throw new AppError("feedback.not.found");
      if (found.answer !== null) throw new AppError("feedback.already.answered");
      await repo.answer(tx, id, text, operator);
      const member = await this.ctx.members.byId(Number(found.member_id), tx);
      const written = await this.inbox.writeSystem(
        tx,
        { id: Number(found.member_id), merchantCode: member!.merchant_code },
        "feedback.answered",
        { question: found.content, answer: text },
      );
      return { row: (await repo.byId(tx, id))!, message: written };
    });
    await this.inbox.announce(Number(row.member_id), message);
    const names = await this.ctx.members.usernames([Number(row.member_id)]);
    return this.forOperator(row, names);
  }

  private forOperator(row: repo.FeedbackRow, names: Map<number, string>) {
    return {
      ...toItem(row),
      username: names.get(Number(row.member_id)) ?? "",
      answeredBy: row.answered_by,
    };
  }
}
