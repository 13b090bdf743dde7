import { MemberService } from "../modules/members/service.js";
import type { Pool } from "../platform/db.js";

/**
 * Demo accounts (README lists them): agents with affiliate codes, and a small team under
 * agente01 (a sub-agent with two players, and a player of its own) for the agent centre.
 */
export const DEMO_ACCOUNTS = [
  { username: "agente01", password: "Agente123", type: 1, affiliateCode: "JOGADA01", nickname: "Agente Um" },
  {
    username: "agente02",
    password: "Agente123",
    type: 2,
    affiliateCode: "JOGADA02",
    nickname: "Agente Dois",
  },
  {
    username: "demo01",
    password: "Demo1234",
    type: 0,
    upline: "agente01",
    nickname: "Jogador Demo",
    email: "demo01@jogada.local",
    countryDialingCode: "+55",
    mobile: "11987654321",
  },
  {
    username: "agente03",
    password: "Agente123",
    type: 2,
    affiliateCode: "JOGADA03",
    nickname: "Agente Três",
    upline: "agente01",
  },
  { username: "membro01", password: "Demo1234", type: 0, upline: "agente03", nickname: "Membro Um" },
  { username: "membro02", password: "Demo1234", type: 0, upline: "agente03", nickname: "Membro Dois" },
] as const;

/**
 * Inserts the demo accounts that are missing, having accepted the brand's terms as registration
 * records them; existing ones are left as they are.
 */
export async function seedAccounts(pool: Pool, merchantCode: string, termsVersion: string): Promise<void> {
  const members = new MemberService({ pool });
  for (const account of DEMO_ACCOUNTS) {
    if (await members.usernameTaken(merchantCode, account.username)) continue;
    const upline = "upline" in account ? await members.byUsername(merchantCode, account.upline) : undefined;
    const id = await members.create(pool, {
      merchantCode,
      username: account.username,
      password: account.password,
      type: account.type,
      nickname: account.nickname,
      uplineId: upline ? Number(upline.id) : null,
      affiliateCode: "affiliateCode" in account ? account.affiliateCode : null,
      email: "email" in account ? account.email : null,
      countryDialingCode: "countryDialingCode" in account ? account.countryDialingCode : null,
      mobile: "mobile" in account ? account.mobile : null,
      registerMethod: "SEED",
    });
    await members.acceptTerms(pool, id, termsVersion);
  }
}
