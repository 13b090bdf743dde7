import { type ContractFlags, calls, FIELD_LABELS, matchesRule, patternMessage } from "@jogada/contracts";
import { type CallBinding, handle, type UploadedFile } from "../../platform/calls.js";
import type { AppContext } from "../../platform/context.js";
import { AppError } from "../../platform/errors.js";
import { sendStoredImage } from "../../platform/image-upload.js";
import { type ProfileReward, ProfileService } from "./profile.js";

const { members: m } = calls;

/**
 * The logged-in account: information, avatar and payment password. `contractFlags` (the agents
 * module's) adds the consolidated contract flags to the member info.
 */
export function memberRoutes(
  ctx: AppContext,
  contractFlags: (memberId: number) => Promise<ContractFlags>,
  profileReward: ProfileReward,
): CallBinding[] {
  const members = ctx.members;
  const profiles = new ProfileService(ctx, profileReward);
  return [
    handle(m.memberInfo, async ({ member, brand }) => {
      const [info, flags] = await Promise.all([
        members.info(member.id, brand.config.identity.termsVersion),
        contractFlags(member.id),
      ]);
      return { ...info, ...flags };
    }),
    handle(m.profile, ({ member, brand }) => profiles.get(member.id, brand.config)),
    handle(m.updateProfile, ({ member, brand, language, body }) =>
      profiles.update(member.id, brand.config, language, body),
    ),
    handle(m.terms, ({ member, brand }) => profiles.terms(member.id, brand.config)),
    handle(m.acceptTerms, ({ member, brand, body }) =>
      profiles.acceptTerms(member.id, brand.config, body.version),
    ),
    handle(m.setMemberLanguage, ({ member, body, brand }) =>
      members.setLanguage(member.id, body.language, brand.config),
    ),
    handle(m.avatarChoice, ({ member }) => members.avatar(member.id)),
    handle(m.playerAvatar, ({ member }) => members.avatar(member.id)),
    handle(m.chooseAvatar, ({ member, body }) => members.setAvatar(member.id, body)),
    // The file is required by the definition; the service decodes it (its declared type means nothing).
    handle(m.uploadAvatar, ({ member, file }) =>
      members.setCustomAvatar(member.id, (file as UploadedFile).data),
    ),
    handle(m.avatarImage, async ({ params, reply }) => {
      const image = await members.avatarImage(params.id);
      if (!image) throw new AppError("resource.not.found");
      return sendStoredImage(reply, image, `avatar-${params.id}`, "public, max-age=300");
    }),
    handle(m.setPaymentPassword, async ({ member, body, brand, language }) => {
      if (body.newPaymentPassword !== body.confirmPaymentPassword) {
        throw new AppError("password.confirm.mismatch", {}, { field: "confirmPaymentPassword" });
      }
      const rule = brand.config.register.find((r) => r.key === "paymentPassword");
      if (rule && !matchesRule(body.newPaymentPassword, rule)) {
        throw new AppError(
          "field.invalid",
          {
            label: FIELD_LABELS.paymentPassword[language],
            detail: patternMessage(rule.patternId, rule.minLength, rule.maxLength, language),
          },
          { field: "newPaymentPassword" },
        );
      }
      await members.setPaymentPassword(member.id, body);
      return { paymentPasswordSet: true as const };
    }),
  ];
}
