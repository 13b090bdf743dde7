/** What the game page says after a play, in the player's language (the launch says which). */
const OUTCOMES = {
  PT: {
    miss: "Errou",
    hit: "Acertou x{m}",
    roundClosed: "Rodada encerrada",
    red: "vermelho",
    black: "preto",
    green: "verde",
    won: "ganhou",
    lost: "perdeu",
    notEnoughMoney: "Saldo insuficiente",
    refused: "Aposta recusada ({status})",
    nothingToReplay: "Nada para repetir",
    replayed: "Chamada repetida",
    nothingToDuplicate: "Nada para duplicar",
    duplicateSent: "Duplicado enviado",
    rollbackFirst: "Reembolso enviado antes da aposta",
    replyDropped: "Resposta perdida, aposta reembolsada",
    badSignature: "Assinatura errada enviada",
  },
  EN: {
    miss: "Miss",
    hit: "Hit x{m}",
    roundClosed: "Round closed",
    red: "red",
    black: "black",
    green: "green",
    won: "won",
    lost: "lost",
    notEnoughMoney: "Not enough balance",
    refused: "Bet refused ({status})",
    nothingToReplay: "Nothing to replay",
    replayed: "Call replayed",
    nothingToDuplicate: "Nothing to duplicate",
    duplicateSent: "Duplicate sent",
    rollbackFirst: "Rollback sent before the bet",
    replyDropped: "Reply dropped, bet rolled back",
    badSignature: "Bad signature sent",
  },
} as const;
export type OutcomeKey = keyof (typeof OUTCOMES)["EN"];

export function outcomeText(
  language: "PT" | "EN",
  key: OutcomeKey,
  vars: Record<string, string> = {},
): string {
  return OUTCOMES[language][key].replace(/\{(\w+)\}/g, (_, name: string) => vars[name] ?? "");
}

/** A refused bet as the player reads it (the wallet's status code stays in the call log). */
export function refusedText(language: "PT" | "EN", status: string): string {
  return status === "NOT_ENOUGH_MONEY"
    ? outcomeText(language, "notEnoughMoney")
    : outcomeText(language, "refused", { status });
}
