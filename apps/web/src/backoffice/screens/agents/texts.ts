import type { CatalogueOf } from "../../../shared/i18n/types";
import { defineTexts } from "../../lib/texts";

/** An agent contract's terms as tables: one per kind, each threshold and rate in words. */
export const pt = {
  contract: "Contrato nº {{id}}",
  offered: "Oferecido em {{date}}",
  product: "Produto",
  products: {
    LIVE: "Cassino ao vivo",
    RNG: "Caça-níqueis",
    SPORTS: "Esportes",
    LOTT: "Loterias",
    FISH: "Pesca",
    ELOTT: "Loterias rápidas",
    PVP: "Jogos de cartas",
    CONS: "Todos os produtos",
  },
  kinds: {
    dividend: "Dividendos",
    daily: "Salário diário",
    hourly: "Salário por hora",
    realtime: "Salário em tempo real",
  },
  period: "Período",
  periods: { weekly: "Semanal", semimonthly: "Quinzenal", monthly: "Mensal" },
  tier: "Faixa",
  minimumBet: "Aposta válida mín.",
  netLoss: "Perda líquida mín.",
  betVolume: "Volume de apostas",
  activeMember: "Membros ativos",
  rate: "Taxa",
  ofNetLoss: "{{rate}} da perda líquida",
  ofValidBet: "{{rate}} da aposta válida",
  fixed: "{{amount}} fixo por período",
  realtime: "{{rate}} da aposta válida de cada aposta liquidada, paga na hora.",
  tiersNote: "Metas da equipe no período; vale a faixa de maior taxa cujas metas foram todas atingidas.",
};

export const en: CatalogueOf<typeof pt> = {
  contract: "Contract no. {{id}}",
  offered: "Offered on {{date}}",
  product: "Product",
  products: {
    LIVE: "Live casino",
    RNG: "Slots",
    SPORTS: "Sports",
    LOTT: "Lotteries",
    FISH: "Fishing",
    ELOTT: "Fast lotteries",
    PVP: "Card games",
    CONS: "Every product",
  },
  kinds: {
    dividend: "Dividend",
    daily: "Daily salary",
    hourly: "Hourly salary",
    realtime: "Real-time salary",
  },
  period: "Period",
  periods: { weekly: "Weekly", semimonthly: "Twice a month", monthly: "Monthly" },
  tier: "Tier",
  minimumBet: "Min. valid bet",
  netLoss: "Min. net loss",
  betVolume: "Bet volume",
  activeMember: "Active members",
  rate: "Rate",
  ofNetLoss: "{{rate}} of the net loss",
  ofValidBet: "{{rate}} of the valid bet",
  fixed: "{{amount}} fixed per period",
  realtime: "{{rate}} of the valid bet of each settled bet, paid at once.",
  tiersNote:
    "The team's figures for the period; the tier with the highest rate whose every threshold is met applies.",
};

export const useAgentTermsTexts = defineTexts("agentTerms", pt, en);
