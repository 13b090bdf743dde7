import { defineTexts } from "../../lib/texts";

export const pt = {
  title: "Painel",
  from: "De",
  to: "Até",
  brand: "Marca",
  allBrands: "Todas as marcas",
  apply: "Aplicar",
  deposits: "Depósitos",
  withdrawals: "Saques",
  ggr: "GGR",
  ngr: "NGR",
  bonusCost: "Custo de bônus",
  activePlayers: "Jogadores ativos",
  money: "Dinheiro por dia",
  results: "Resultado por dia",
  players: "Jogadores ativos por dia",
  perBrand: "Por marca",
  count: "{{count}} pedidos",
  empty: "Sem movimento neste período.",
};

export const en = {
  title: "Dashboard",
  from: "From",
  to: "To",
  brand: "Brand",
  allBrands: "All brands",
  apply: "Apply",
  deposits: "Deposits",
  withdrawals: "Withdrawals",
  ggr: "GGR",
  ngr: "NGR",
  bonusCost: "Bonus cost",
  activePlayers: "Active players",
  money: "Money per day",
  results: "Results per day",
  players: "Active players per day",
  perBrand: "Per brand",
  count: "{{count}} orders",
  empty: "No activity in this period.",
};

export const useDashboardTexts = defineTexts("dashboard", pt, en);
