import {
  type BrandConfig,
  FIELD_LABELS,
  formatMoney,
  idNumberLabel,
  idNumberValid,
  type Language,
  type Localized,
  type ProfileRequest,
  parseMoney,
} from "@jogada/contracts";
import type { AppContext } from "../../platform/context.js";
import { type Tx, withTransaction } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import * as repo from "./repository.js";

/** Offers a profile field's reward in the reward centre (the loyalty module's); true when new. */
export type ProfileReward = (
  tx: Tx,
  input: { memberId: number; merchant: string; field: "zalo"; amount: bigint },
) => Promise<boolean>;

/** Zalo numbers: a Vietnamese mobile (0 and 9 digits) or the same with its +84 country code. */
const ZALO = /^(\+?84|0)\d{9}$/;

/**
 * The player's profile (SPEC §3: full name, birthday, national id, nationality, occupation,
 * source of income, Zalo) and the terms they accepted. The national id is checked for the
 * brand's country (a CPF's check digits in Brazil); once set, it and the full name change only
 * through staff. Adding Zalo offers its reward once (brand identity.zaloReward).
 */
export class ProfileService {
  constructor(
    private readonly ctx: Pick<AppContext, "pool">,
    private readonly reward: ProfileReward,
  ) {}

  private value(row: repo.MemberRow, brand: BrandConfig, given: boolean) {
    const p = row.profile ?? {};
    const amount = parseMoney(brand.identity.zaloReward, brand.currency.decimals) ?? 0n;
    return {
      fullName: p.fullName ?? p.payeeName ?? "",
      idNumber: p.idNumber ?? "",
      nationality: p.nationality ?? "",
      occupation: p.occupation ?? "",
      sourceOfIncome: (p.sourceOfIncome ?? "") as "",
      zalo: p.zalo ?? "",
      zaloReward: { amount: formatMoney(amount, brand.currency.decimals), given },
    };
  }

  async get(memberId: number, brand: BrandConfig) {
    const row = await repo.findById(this.ctx.pool, memberId);
    if (!row) throw new AppError("login.not.session");
    return this.value(row, brand, Boolean(row.profile?.zaloRewarded));
  }

  async update(memberId: number, brand: BrandConfig, language: Language, body: ProfileRequest) {
    const fields: Record<string, string> = {};
    const identity = brand.identity;
    if (body.idNumber !== undefined && body.idNumber !== "") {
      if (!idNumberValid(identity, body.idNumber)) {
        throw new AppError(
          "identity.id.invalid",
          { label: idNumberLabel(identity.country, language) },
          { field: "idNumber" },
        );
      }
      fields.idNumber = body.idNumber.replace(/[.\-\s]/g, "");
    }
    if (body.fullName) {
      if (!/^\p{L}[\p{L}'.-]*(\s+\p{L}[\p{L}'.-]*)+$/u.test(body.fullName)) {
        throw new AppError(
          "field.invalid",
          {
            label: FIELD_LABELS.payeeName[language],
            detail: FULL_NAME_HINT[language],
          },
          { field: "fullName" },
        );
      }
      fields.fullName = body.fullName.replace(/\s+/g, " ");
    }
    if (body.zalo) {
      const zalo = body.zalo.replace(/[\s-]/g, "");
      if (!ZALO.test(zalo)) {
        throw new AppError(
          "field.invalid",
          { label: "Zalo", detail: ZALO_HINT[language] },
          { field: "zalo" },
        );
      }
      fields.zalo = zalo;
    }
    if (body.nationality) fields.nationality = body.nationality;
    if (body.occupation) fields.occupation = body.occupation;
    if (body.sourceOfIncome) fields.sourceOfIncome = body.sourceOfIncome;
    await withTransaction(this.ctx.pool, async (tx) => {
      const row = await repo.lockMember(tx, memberId);
      if (!row) throw new AppError("login.not.session");
      const p = row.profile ?? {};
      for (const key of ["idNumber", "fullName"] as const) {
        if (fields[key] !== undefined && p[key] && p[key] !== fields[key]) {
          throw new AppError("identity.id.locked", {}, { field: key });
        }
      }
      if (fields.zalo && !p.zaloRewarded) {
        const amount = parseMoney(identity.zaloReward, brand.currency.decimals) ?? 0n;
        await this.reward(tx, { memberId, merchant: brand.merchantCode, field: "zalo", amount });
        fields.zaloRewarded = "1";
      }
      await repo.mergeProfile(tx, memberId, fields);
    });
    const row = await repo.findById(this.ctx.pool, memberId);
    return this.value(row!, brand, Boolean(row!.profile?.zaloRewarded));
  }

  async terms(memberId: number | null, brand: BrandConfig) {
    const row = memberId ? await repo.findById(this.ctx.pool, memberId) : undefined;
    return {
      current: brand.identity.termsVersion,
      accepted: row?.terms_version ?? "",
      acceptedAt: row?.terms_accepted_at?.toISOString() ?? null,
    };
  }

  async acceptTerms(memberId: number, brand: BrandConfig, version: string) {
    if (version !== brand.identity.termsVersion)
      throw new AppError("terms.version.stale", {}, { field: "version" });
    await repo.acceptTerms(this.ctx.pool, memberId, version);
    return this.terms(memberId, brand);
  }
}

/** What a full name must hold, after the field's label in the error. */
const FULL_NAME_HINT: Localized = {
  PT: "nome e sobrenome",
  EN: "first and last name",
  VI: "nhập đầy đủ họ và tên",
  TH: "กรอกชื่อและนามสกุล",
  ZH: "请填写姓和名",
  ID: "nama depan dan nama belakang",
  ES: "nombre y apellido",
};

/** What the Zalo field expects, after its label in the error. */
const ZALO_HINT: Localized = {
  PT: "número de telefone do Zalo",
  EN: "Zalo phone number",
  VI: "số điện thoại đăng ký Zalo",
  TH: "หมายเลขโทรศัพท์ที่ใช้กับ Zalo",
  ZH: "Zalo 绑定的手机号码",
  ID: "nomor telepon Zalo",
  ES: "número de teléfono de Zalo",
};
