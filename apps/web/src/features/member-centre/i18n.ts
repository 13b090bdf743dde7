import type { CatalogueOf } from "../../shared/i18n/types";

export const pt = {
  title: "Centro de membros",
  menu: "Menu do centro de membros",
  account: {
    title: "Minha conta",
    username: "Conta",
    nickname: "Apelido",
    balance: "Saldo",
  },
};

export const en: CatalogueOf<typeof pt> = {
  title: "Member centre",
  menu: "Member centre menu",
  account: {
    title: "My account",
    username: "Account",
    nickname: "Nickname",
    balance: "Balance",
  },
};
