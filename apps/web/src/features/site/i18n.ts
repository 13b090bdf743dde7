import type { CatalogueOf } from "../../shared/i18n/types";

export const pt = {
  brandTagline: "Jogue, divirta-se e ganhe",
  nav: {
    lobby: "Lobby",
    promotions: "Promoções",
    menu: "Menu",
  },
  header: {
    login: "Entrar",
    register: "Registar",
    language: "Idioma",
  },
  notFound: {
    title: "Página não encontrada",
    body: "O endereço que abriu não existe ou foi movido.",
    back: "Voltar ao início",
  },
  loading: "A carregar…",
  networkError: "A ligação de rede está anormal, tente novamente.",
  retry: "Tentar novamente",
};

export const en: CatalogueOf<typeof pt> = {
  brandTagline: "Play, have fun and win",
  nav: {
    lobby: "Lobby",
    promotions: "Promotions",
    menu: "Menu",
  },
  header: {
    login: "Log in",
    register: "Register",
    language: "Language",
  },
  notFound: {
    title: "Page not found",
    body: "The address you opened does not exist or has moved.",
    back: "Back to the start",
  },
  loading: "Loading…",
  networkError: "Network link is abnormal, please try again.",
  retry: "Try again",
};
