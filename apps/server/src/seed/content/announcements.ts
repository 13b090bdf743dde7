import type { AnnouncementInput } from "../../modules/content/service.js";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Demo announcements of the Jogada brand; `ago` places each one in the recent past. The welcome
 * popup links to the first-deposit promotion's page when its id is given (`/promotions` otherwise).
 */
export function demoAnnouncements(
  now = Date.now(),
  promotions: { firstDeposit?: number } = {},
): AnnouncementInput[] {
  const at = (ago: number) => new Date(now - ago);
  return [
    // Home carousel.
    {
      kind: "banner",
      groupName: "index",
      seedKey: "banner-home-1",
      imageUrl: "/images/banners/home-1.svg",
      sortOrder: 1,
      publishedAt: at(30 * DAY),
      linkType: "P",
      link: "/promotions",
      texts: { PT: { title: "Bem-vindo à Jogada" }, EN: { title: "Welcome to Jogada" } },
    },
    {
      kind: "banner",
      groupName: "index",
      seedKey: "banner-home-2",
      imageUrl: "/images/banners/home-2.svg",
      sortOrder: 2,
      publishedAt: at(30 * DAY),
      linkType: "P",
      link: "/live",
      texts: { PT: { title: "Cassino ao vivo 24 horas" }, EN: { title: "Live casino around the clock" } },
    },
    {
      kind: "banner",
      groupName: "index",
      seedKey: "banner-home-3",
      imageUrl: "/images/banners/home-3.svg",
      sortOrder: 3,
      publishedAt: at(30 * DAY),
      linkType: "P",
      link: "/lottery",
      texts: {
        PT: { title: "Loterias com sorteios a cada minuto" },
        EN: { title: "Lotteries drawn every minute" },
      },
    },
    {
      kind: "banner",
      groupName: "index",
      seedKey: "banner-home-4",
      imageUrl: "/images/banners/home-4.svg",
      sortOrder: 4,
      publishedAt: at(30 * DAY),
      linkType: "P",
      link: "/rng",
      texts: { PT: { title: "Milhares de slots" }, EN: { title: "Thousands of slots" } },
    },
    // Login and register modals.
    {
      kind: "banner",
      groupName: "w_login",
      seedKey: "banner-login",
      imageUrl: "/images/banners/login.svg",
      publishedAt: at(30 * DAY),
      texts: { PT: { title: "Entre e jogue" }, EN: { title: "Log in and play" } },
    },
    {
      kind: "banner",
      groupName: "w_register",
      seedKey: "banner-register",
      imageUrl: "/images/banners/register.svg",
      publishedAt: at(30 * DAY),
      linkType: "P",
      link: "/promotions",
      texts: {
        PT: { title: "Cadastre-se e resgate P 10 de bônus" },
        EN: { title: "Sign up and claim a P 10 bonus" },
      },
    },
    // Popup shown once per visit.
    {
      kind: "popup",
      seedKey: "popup-welcome",
      imageUrl: "/images/promotions/welcome-popup.svg",
      linkType: "P",
      link: promotions.firstDeposit ? `/promoDetail?id=${promotions.firstDeposit}` : "/promotions",
      publishedAt: at(2 * DAY),
      texts: {
        PT: {
          title: "Bônus de boas-vindas",
          content:
            '<p>Participe da promoção e faça seu primeiro depósito: receba <strong>100% de bônus</strong> até P 1.000.</p><p>Confira as condições na página de <a href="/promotions">promoções</a>.</p>',
        },
        EN: {
          title: "Welcome bonus",
          content:
            '<p>Join the promotion and make your first deposit: get a <strong>100% bonus</strong> up to P 1,000.</p><p>See the terms on the <a href="/promotions">promotions</a> page.</p>',
        },
      },
    },
    // Promotions.
    {
      kind: "promotion",
      seedKey: "promotion-first-deposit",
      imageUrl: "/images/promotions/first-deposit.svg",
      sortOrder: 1,
      publishedAt: at(20 * DAY),
      linkType: "P",
      link: "/promotions",
      texts: {
        PT: {
          title: "100% no primeiro depósito",
          content:
            "<p>Participe em Promoções antes de depositar e dobramos seu primeiro depósito até <strong>P 1.000</strong>.</p><ul><li>Depósito mínimo: P 100.</li><li>Requisito de apostas: 10 vezes o valor do bônus.</li><li>Aposta máxima com o bônus ativo: P 200.</li><li>Válido por 30 dias a partir do crédito do bônus.</li></ul>",
        },
        EN: {
          title: "100% on your first deposit",
          content:
            "<p>Join under Promotions before you deposit and we double your first deposit up to <strong>P 1,000</strong>.</p><ul><li>Minimum deposit: P 100.</li><li>Wagering: 10 times the bonus amount.</li><li>Largest stake while the bonus is active: P 200.</li><li>Valid for 30 days from when the bonus is credited.</li></ul>",
        },
      },
    },
    {
      kind: "promotion",
      seedKey: "promotion-lottery-cashback",
      imageUrl: "/images/promotions/lottery-cashback.svg",
      sortOrder: 2,
      publishedAt: at(12 * DAY),
      linkType: "P",
      link: "/lottery",
      texts: {
        PT: {
          title: "Cashback semanal de 5% nas loterias",
          content:
            "<p>Toda segunda-feira devolvemos <strong>5%</strong> das perdas líquidas da semana anterior nas loterias, até P 5.000.</p><p>O cashback é creditado automaticamente na carteira principal e não tem requisito de apostas.</p>",
        },
        EN: {
          title: "5% weekly lottery cashback",
          content:
            "<p>Every Monday we return <strong>5%</strong> of last week's net lottery losses, up to P 5,000.</p><p>The cashback is credited automatically to your main wallet with no wagering requirement.</p>",
        },
      },
    },
    ...demoNotices(at),
  ];
}

function demoNotices(at: (ago: number) => Date): AnnouncementInput[] {
  const notices: {
    key: string;
    ago: number;
    headline?: boolean;
    pt: [string, string];
    en: [string, string];
  }[] = [
    {
      key: "notice-maintenance-window",
      ago: 3 * HOUR,
      headline: true,
      pt: [
        "Manutenção programada na próxima terça-feira",
        "<p>Na próxima terça-feira, entre 03:00 e 05:00, faremos uma manutenção programada. Durante esse período, os depósitos e saques podem demorar mais do que o normal.</p><p>Obrigado pela compreensão.</p>",
      ],
      en: [
        "Scheduled maintenance next Tuesday",
        "<p>Next Tuesday between 03:00 and 05:00 we will carry out scheduled maintenance. Deposits and withdrawals may take longer than usual during that window.</p><p>Thank you for your patience.</p>",
      ],
    },
    {
      key: "notice-welcome-bonus",
      ago: 1 * DAY,
      headline: true,
      pt: [
        "Bônus de boas-vindas de 100%",
        '<p>Novos membros que participam recebem <strong>100%</strong> do primeiro depósito até P 1.000. Veja as condições em <a href="/promotions">Promoções</a>.</p>',
      ],
      en: [
        "100% welcome bonus",
        '<p>New members who join get <strong>100%</strong> of their first deposit up to P 1,000. See the terms under <a href="/promotions">Promotions</a>.</p>',
      ],
    },
    {
      key: "notice-new-live-tables",
      ago: 2 * DAY,
      headline: true,
      pt: [
        "Novas mesas de bacará ao vivo",
        "<p>Abrimos seis novas mesas de bacará e duas de roleta com crupiês em português, disponíveis 24 horas por dia.</p>",
      ],
      en: [
        "New live baccarat tables",
        "<p>We have opened six new baccarat tables and two roulette tables with Portuguese-speaking dealers, open 24 hours a day.</p>",
      ],
    },
    {
      key: "notice-fast-withdrawals",
      ago: 4 * DAY,
      pt: [
        "Saques mais rápidos",
        "<p>Os saques por transferência bancária agora são processados em média em <strong>15 minutos</strong>, todos os dias da semana.</p>",
      ],
      en: [
        "Faster withdrawals",
        "<p>Bank transfer withdrawals are now processed in <strong>15 minutes</strong> on average, every day of the week.</p>",
      ],
    },
    {
      key: "notice-app-update",
      ago: 5 * DAY,
      pt: [
        "Nova versão do app",
        '<p>A versão 2.4 do app para Android e iOS já está disponível, com login por SMS e notificações de resultados. Baixe na página <a href="/download">App</a>.</p>',
      ],
      en: [
        "New app version",
        '<p>Version 2.4 of the Android and iOS app is out, with SMS login and result notifications. Get it from the <a href="/download">App</a> page.</p>',
      ],
    },
    {
      key: "notice-security",
      ago: 7 * DAY,
      pt: [
        "Proteja sua conta",
        "<p>A Jogada nunca vai pedir sua senha por telefone, e-mail ou chat. Ative a verificação por SMS e não compartilhe códigos com ninguém.</p>",
      ],
      en: [
        "Keep your account safe",
        "<p>Jogada will never ask for your password by phone, e-mail or chat. Turn on SMS verification and never share codes with anyone.</p>",
      ],
    },
    {
      key: "notice-vip-programme",
      ago: 9 * DAY,
      pt: [
        "Programa VIP renovado",
        "<p>O programa VIP agora tem oito níveis, com bônus por subida de nível, salário mensal e gerente de conta dedicado a partir do nível 5.</p>",
      ],
      en: [
        "VIP programme renewed",
        "<p>The VIP programme now has eight levels, with level-up bonuses, a monthly salary and a dedicated account manager from level 5.</p>",
      ],
    },
    {
      key: "notice-lottery-schedule",
      ago: 11 * DAY,
      pt: [
        "Horário das loterias do Vietnã",
        "<p>Os sorteios da loteria do Vietnã acontecem diariamente às 16:15 (Sul), 17:15 (Centro) e 18:15 (Norte), horário do Vietnã. As apostas fecham 15 minutos antes.</p>",
      ],
      en: [
        "Vietnam lottery schedule",
        "<p>Vietnam lottery draws take place daily at 16:15 (South), 17:15 (Central) and 18:15 (North), Vietnam time. Betting closes 15 minutes before.</p>",
      ],
    },
    {
      key: "notice-responsible-gaming",
      ago: 13 * DAY,
      pt: [
        "Jogo responsável",
        '<p>Você pode definir limites de depósito, perdas e tempo de sessão na sua conta. Se precisar de uma pausa, fale com o atendimento ao cliente. Saiba mais em <a href="/help">Ajuda</a>.</p>',
      ],
      en: [
        "Responsible gaming",
        '<p>You can set deposit, loss and session-time limits in your account. If you need a break, contact customer service. Read more under <a href="/help">Help</a>.</p>',
      ],
    },
    {
      key: "notice-referral",
      ago: 15 * DAY,
      pt: [
        "Convide amigos e ganhe",
        "<p>Compartilhe seu código de convite: para cada amigo que se cadastrar e depositar, você recebe P 50 e 1% das apostas dele durante 30 dias.</p>",
      ],
      en: [
        "Invite friends and earn",
        "<p>Share your invitation code: for every friend who signs up and deposits you get P 50 and 1% of their bets for 30 days.</p>",
      ],
    },
    {
      key: "notice-new-slots",
      ago: 18 * DAY,
      pt: [
        "Novos slots esta semana",
        "<p>Chegaram doze novos slots, incluindo três com jackpot progressivo. Procure o selo <strong>Novo</strong> na página de slots.</p>",
      ],
      en: [
        "New slots this week",
        "<p>Twelve new slots have arrived, three of them with progressive jackpots. Look for the <strong>New</strong> badge on the slots page.</p>",
      ],
    },
    {
      key: "notice-deposit-methods",
      ago: 21 * DAY,
      pt: [
        "Novos métodos de depósito",
        "<p>Agora você pode depositar por carteira digital e por código QR bancário, com crédito imediato na conta.</p>",
      ],
      en: [
        "New deposit methods",
        "<p>You can now deposit with digital wallets and bank QR codes, credited to your account at once.</p>",
      ],
    },
    {
      key: "notice-points-mall",
      ago: 24 * DAY,
      pt: [
        "Loja de pontos aberta",
        "<p>Cada aposta válida dá pontos que você pode trocar por bônus e prêmios na Loja de Pontos.</p>",
      ],
      en: [
        "Points mall is open",
        "<p>Every valid bet earns points you can exchange for bonuses and prizes in the Points Mall.</p>",
      ],
    },
    {
      key: "notice-sports-cup",
      ago: 27 * DAY,
      pt: [
        "Apostas esportivas na copa",
        '<p>Mercados ao vivo para todos os jogos da copa, com pagamento antecipado quando seu time abre dois gols de vantagem.</p><p><img src="/images/notices/news.svg" alt="Jogada"></p>',
      ],
      en: [
        "Sports betting for the cup",
        '<p>Live markets for every cup match, with early payout when your team goes two goals ahead.</p><p><img src="/images/notices/news.svg" alt="Jogada"></p>',
      ],
    },
    {
      key: "notice-launch",
      ago: 30 * DAY,
      pt: [
        "A Jogada está no ar",
        "<p>Bem-vindo à Jogada: loterias, cassino ao vivo, slots, pesca e esportes em um só lugar, em português e inglês.</p>",
      ],
      en: [
        "Jogada is live",
        "<p>Welcome to Jogada: lotteries, live casino, slots, fishing games and sports in one place, in Portuguese and English.</p>",
      ],
    },
  ];
  return notices.map((n) => ({
    kind: "notice",
    seedKey: n.key,
    headline: n.headline ?? false,
    publishedAt: at(n.ago),
    texts: { PT: { title: n.pt[0], content: n.pt[1] }, EN: { title: n.en[0], content: n.en[1] } },
  }));
}
