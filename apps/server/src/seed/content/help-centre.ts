import type { HelpInput } from "../../modules/content/service.js";

/**
 * Demo help centre of the Jogada brand. `menu` entries form the footer's information block
 * (SPEC §2: About Company, Contact Us, General Terms, Responsible Gaming, Privacy, Affiliates,
 * Refund); the others appear in the help centre only.
 */
export const demoHelpCentre: HelpInput[] = [
  {
    tag: "aboutus",
    menuType: "menu",
    seedKey: "help-about",
    texts: {
      PT: {
        title: "Sobre a empresa",
        content:
          "<p>A Jogada é uma plataforma de entretenimento online que reúne lotarias, casino ao vivo, slots, jogos de pesca, póquer e apostas desportivas num só lugar.</p><p>Trabalhamos com fornecedores de jogos certificados e com parceiros de pagamento locais para que cada depósito, aposta e levantamento seja rápido, seguro e transparente.</p><p>A nossa equipa de apoio está disponível 24 horas por dia, 7 dias por semana, em português e inglês.</p>",
      },
      EN: {
        title: "About the company",
        content:
          "<p>Jogada is an online entertainment platform bringing lotteries, live casino, slots, fishing games, poker and sports betting together in one place.</p><p>We work with certified game providers and local payment partners so that every deposit, bet and withdrawal is fast, safe and transparent.</p><p>Our support team is available 24 hours a day, 7 days a week, in Portuguese and English.</p>",
      },
    },
  },
  {
    tag: "contactus",
    menuType: "menu",
    seedKey: "help-contact",
    texts: {
      PT: {
        title: "Contacte-nos",
        content:
          '<p>Fale connosco a qualquer hora:</p><ul><li><strong>Chat ao vivo</strong>: botão de apoio no lado direito do site.</li><li><strong>WhatsApp</strong>: +55 11 99999-0000.</li><li><strong>Telegram</strong>: @jogada_support.</li><li><strong>E-mail</strong>: <a href="mailto:suporte@jogada.example">suporte@jogada.example</a>.</li></ul><p>Para proteger a sua conta, nunca partilhe a sua palavra-passe nem códigos de verificação com ninguém, incluindo a nossa equipa.</p>',
      },
      EN: {
        title: "Contact us",
        content:
          '<p>Talk to us at any time:</p><ul><li><strong>Live chat</strong>: the support button on the right of the site.</li><li><strong>WhatsApp</strong>: +55 11 99999-0000.</li><li><strong>Telegram</strong>: @jogada_support.</li><li><strong>E-mail</strong>: <a href="mailto:support@jogada.example">support@jogada.example</a>.</li></ul><p>To keep your account safe, never share your password or verification codes with anyone, our team included.</p>',
      },
    },
  },
  {
    tag: "terms",
    menuType: "menu",
    seedKey: "help-terms",
    texts: {
      PT: {
        title: "Termos e condições gerais",
        content:
          "<h3>1. Aceitação</h3><p>Ao criar uma conta ou utilizar o site, aceita estes termos. Se não concordar, não utilize os nossos serviços.</p><h3>2. Conta</h3><p>Cada pessoa pode ter apenas uma conta. Os dados do registo devem ser verdadeiros e atuais; a conta é pessoal e intransmissível.</p><h3>3. Apostas</h3><p>Uma aposta é aceite quando aparece no seu histórico de apostas. Os resultados são os registados pelos nossos sistemas e pelos fornecedores dos jogos. Em caso de erro evidente de cotação ou de funcionamento, as apostas afetadas podem ser anuladas e o valor devolvido.</p><h3>4. Bónus</h3><p>Cada bónus tem as suas próprias condições, indicadas na promoção. O uso abusivo de bónus, incluindo várias contas, leva ao cancelamento do bónus e dos ganhos associados.</p><h3>5. Suspensão</h3><p>Podemos suspender uma conta em caso de fraude, branqueamento de capitais, jogo por menores ou violação destes termos.</p><h3>6. Alterações</h3><p>Estes termos podem ser atualizados; as alterações relevantes são anunciadas nos avisos do site.</p>",
      },
      EN: {
        title: "General terms and conditions",
        content:
          "<h3>1. Acceptance</h3><p>By creating an account or using the site you accept these terms. If you do not agree, do not use our services.</p><h3>2. Account</h3><p>Each person may hold one account only. Registration details must be true and current; the account is personal and not transferable.</p><h3>3. Bets</h3><p>A bet is accepted once it appears in your betting record. Results are those recorded by our systems and the game providers. Where an obvious pricing or technical error occurs, the affected bets may be voided and the stake returned.</p><h3>4. Bonuses</h3><p>Each bonus has its own terms, shown with the promotion. Bonus abuse, including multiple accounts, cancels the bonus and any winnings from it.</p><h3>5. Suspension</h3><p>We may suspend an account in case of fraud, money laundering, underage play or breach of these terms.</p><h3>6. Changes</h3><p>These terms may be updated; significant changes are announced in the site notices.</p>",
      },
    },
  },
  {
    tag: "responsible",
    menuType: "menu",
    seedKey: "help-responsible",
    texts: {
      PT: {
        title: "Jogo responsável",
        content:
          "<p>O jogo deve ser uma forma de entretenimento, nunca uma forma de ganhar dinheiro ou de resolver problemas.</p><ul><li>Jogue apenas com dinheiro que pode perder.</li><li>Defina limites de depósito, perdas, apostas e tempo de sessão na sua conta; uma redução aplica-se de imediato e um aumento só após um período de espera.</li><li>Faça pausas regulares; pode pedir uma pausa temporária ou a autoexclusão ao apoio ao cliente.</li><li>Não tente recuperar perdas apostando mais.</li></ul><p>O jogo é proibido a menores de 18 anos. Se sentir que perdeu o controlo, procure ajuda junto de uma associação de apoio a jogadores.</p>",
      },
      EN: {
        title: "Responsible gaming",
        content:
          "<p>Gaming should be entertainment, never a way to make money or to solve problems.</p><ul><li>Only play with money you can afford to lose.</li><li>Set deposit, loss, wager and session-time limits in your account; a decrease applies at once and an increase only after a cooling-off period.</li><li>Take regular breaks; customer service can set a time-out or self-exclusion for you.</li><li>Do not chase losses by betting more.</li></ul><p>Gaming is forbidden to anyone under 18. If you feel you have lost control, seek help from a player support organisation.</p>",
      },
    },
  },
  {
    tag: "privacy",
    menuType: "menu",
    seedKey: "help-privacy",
    texts: {
      PT: {
        title: "Política de privacidade",
        content:
          "<p>Recolhemos apenas os dados necessários para gerir a sua conta, processar pagamentos, cumprir obrigações legais e prevenir fraude: nome de utilizador, contactos, dados de pagamento, endereço IP e histórico de jogo.</p><p>Os dados são guardados em servidores protegidos e as palavras-passe nunca são guardadas em texto simples. Partilhamos dados apenas com parceiros de pagamento e fornecedores de jogos, na medida do necessário, ou quando a lei o exige.</p><p>Pode pedir acesso, correção ou eliminação dos seus dados através do apoio ao cliente. Os registos financeiros são mantidos durante o prazo exigido por lei.</p>",
      },
      EN: {
        title: "Privacy policy",
        content:
          "<p>We collect only the data needed to run your account, process payments, meet legal duties and prevent fraud: username, contact details, payment details, IP address and gaming history.</p><p>Data is kept on protected servers and passwords are never stored in plain text. We share data only with payment partners and game providers as far as needed, or when the law requires it.</p><p>You may ask customer service for access to, correction or deletion of your data. Financial records are kept for the period the law requires.</p>",
      },
    },
  },
  {
    tag: "affiliates",
    menuType: "menu",
    seedKey: "help-affiliates",
    texts: {
      PT: {
        title: "Afiliados",
        content:
          "<p>Torne-se agente da Jogada e ganhe com a atividade da sua equipa.</p><ul><li>Contratos de dividendos sobre as perdas líquidas da equipa.</li><li>Salário diário, por hora ou em tempo real sobre as apostas válidas.</li><li>Centro de agente com relatórios de equipa, apostas e rendimentos.</li></ul><p>Para se candidatar, contacte o apoio ao cliente ou use o seu código de convite.</p>",
      },
      EN: {
        title: "Affiliates",
        content:
          "<p>Become a Jogada agent and earn from your team's activity.</p><ul><li>Dividend contracts on the team's net losses.</li><li>Daily, hourly or real-time salary on valid bets.</li><li>An agent centre with team, betting and income reports.</li></ul><p>To apply, contact customer service or use your invitation code.</p>",
      },
    },
  },
  {
    tag: "refund",
    menuType: "menu",
    seedKey: "help-refund",
    texts: {
      PT: {
        title: "Política de reembolso",
        content:
          "<p>Depósitos creditados e utilizados em apostas não são reembolsáveis. Um depósito pode ser devolvido ao método de origem quando:</p><ul><li>foi debitado mas não creditado na conta por erro técnico;</li><li>foi feito em duplicado;</li><li>a conta foi encerrada antes de o depósito ser utilizado.</li></ul><p>Os pedidos de reembolso devem ser feitos ao apoio ao cliente no prazo de 30 dias, com o comprovativo do pagamento. A análise demora até 5 dias úteis.</p>",
      },
      EN: {
        title: "Refund policy",
        content:
          "<p>Deposits credited and used for bets are not refundable. A deposit may be returned to its original method when:</p><ul><li>it was charged but not credited to the account because of a technical error;</li><li>it was made twice;</li><li>the account was closed before the deposit was used.</li></ul><p>Refund requests go to customer service within 30 days, with the payment receipt. Review takes up to 5 working days.</p>",
      },
    },
  },
  {
    tag: "agreement",
    menuType: "page",
    seedKey: "help-agreement",
    texts: {
      PT: {
        title: "Acordo de utilizador",
        content:
          "<p><strong>Declaro que tenho 18 anos ou mais</strong> e que o jogo online é legal no meu país de residência.</p><p>Ao registar-me aceito os Termos e Condições Gerais, a Política de Privacidade e as regras de cada jogo. Comprometo-me a ter uma única conta, a fornecer dados verdadeiros e a não permitir que outras pessoas a utilizem.</p><p>Sei que a Jogada pode pedir documentos de identificação antes de um levantamento e suspender contas em caso de fraude ou de violação destas regras.</p>",
      },
      EN: {
        title: "User agreement",
        content:
          "<p><strong>I confirm that I am 18 years of age or older</strong> and that online gaming is legal in my country of residence.</p><p>By signing up I accept the General Terms and Conditions, the Privacy Policy and the rules of each game. I will hold a single account, give true details and not let anyone else use it.</p><p>I understand that Jogada may ask for identity documents before a withdrawal and may suspend accounts in case of fraud or breach of these rules.</p>",
      },
    },
  },
  {
    tag: "deposit",
    menuType: "page",
    seedKey: "help-deposit",
    texts: {
      PT: {
        title: "Depósitos",
        content: "<p>Como carregar a sua conta e o que fazer se um depósito não aparecer.</p>",
      },
      EN: {
        title: "Deposits",
        content: "<p>How to fund your account and what to do when a deposit does not show.</p>",
      },
    },
    children: [
      {
        tag: "deposit",
        menuType: "page",
        seedKey: "help-deposit-how",
        texts: {
          PT: {
            title: "Como depositar",
            content:
              "<ol><li>Inicie sessão e toque em <strong>Depositar</strong>.</li><li>Escolha o método: transferência bancária, carteira digital ou código QR.</li><li>Indique o valor (mínimo P 100) e confirme.</li><li>Conclua o pagamento na página do parceiro; o saldo é atualizado assim que o pagamento é confirmado.</li></ol>",
          },
          EN: {
            title: "How to deposit",
            content:
              "<ol><li>Log in and tap <strong>Deposit</strong>.</li><li>Choose a method: bank transfer, digital wallet or QR code.</li><li>Enter the amount (minimum P 100) and confirm.</li><li>Finish the payment on the partner's page; your balance updates as soon as the payment is confirmed.</li></ol>",
          },
        },
      },
      {
        tag: "deposit",
        menuType: "page",
        seedKey: "help-deposit-missing",
        texts: {
          PT: {
            title: "O meu depósito não chegou",
            content:
              "<p>A maioria dos depósitos é creditada em menos de 5 minutos. Se passaram mais de 30 minutos, envie ao apoio ao cliente o comprovativo com a data, a hora e o valor.</p>",
          },
          EN: {
            title: "My deposit has not arrived",
            content:
              "<p>Most deposits are credited within 5 minutes. If more than 30 minutes have passed, send customer service the receipt with the date, time and amount.</p>",
          },
        },
      },
    ],
  },
  {
    tag: "withdraw",
    menuType: "page",
    seedKey: "help-withdraw",
    texts: {
      PT: { title: "Levantamentos", content: "<p>Como levantar os seus ganhos.</p>" },
      EN: { title: "Withdrawals", content: "<p>How to withdraw your winnings.</p>" },
    },
    children: [
      {
        tag: "withdraw",
        menuType: "page",
        seedKey: "help-withdraw-how",
        texts: {
          PT: {
            title: "Como levantar",
            content:
              "<ol><li>Abra <strong>Levantar</strong> no menu da sua conta.</li><li>Adicione uma conta bancária em seu nome, se ainda não o fez.</li><li>Indique o valor e a palavra-passe de pagamento.</li></ol><p>Antes do levantamento, os bónus ativos devem ter cumprido o requisito de apostas. O tempo médio de processamento é de 15 minutos.</p>",
          },
          EN: {
            title: "How to withdraw",
            content:
              "<ol><li>Open <strong>Withdraw</strong> in your account menu.</li><li>Add a bank account in your own name if you have not yet.</li><li>Enter the amount and your payment password.</li></ol><p>Active bonuses must have met their wagering requirement first. Average processing time is 15 minutes.</p>",
          },
        },
      },
      {
        tag: "withdraw",
        menuType: "page",
        seedKey: "help-withdraw-limits",
        texts: {
          PT: {
            title: "Limites de levantamento",
            content:
              "<p>O valor mínimo por levantamento é P 200 e o máximo diário depende do seu nível VIP. Os levantamentos para contas de terceiros não são permitidos.</p>",
          },
          EN: {
            title: "Withdrawal limits",
            content:
              "<p>The minimum per withdrawal is P 200 and the daily maximum depends on your VIP level. Withdrawals to third-party accounts are not allowed.</p>",
          },
        },
      },
    ],
  },
  {
    tag: "game",
    menuType: "page",
    seedKey: "help-game",
    texts: {
      PT: {
        title: "Regras dos jogos",
        content:
          "<p>Cada jogo mostra as suas regras e a tabela de pagamentos no botão de ajuda dentro do jogo. Nas lotarias, as apostas fecham antes de cada sorteio e os resultados são publicados logo após o sorteio. Uma ligação interrompida não afeta uma ronda já iniciada: ao voltar ao jogo, a ronda é retomada ou o resultado aparece no histórico.</p>",
      },
      EN: {
        title: "Game rules",
        content:
          "<p>Every game shows its rules and pay table under the help button inside the game. In lotteries, betting closes before each draw and results are published right after it. A dropped connection does not affect a round already started: when you return, the round resumes or its result appears in your history.</p>",
      },
    },
  },
  {
    tag: "faqs",
    menuType: "page",
    seedKey: "help-faqs",
    texts: {
      PT: { title: "Perguntas frequentes", content: "<p>Respostas às dúvidas mais comuns.</p>" },
      EN: { title: "Frequently asked questions", content: "<p>Answers to the most common questions.</p>" },
    },
    children: [
      {
        tag: "faqs",
        menuType: "page",
        seedKey: "help-faq-password",
        texts: {
          PT: {
            title: "Esqueci-me da palavra-passe",
            content:
              "<p>Na janela de login toque em <strong>Esqueceu a palavra-passe?</strong> e recupere-a por e-mail ou pelo número de telemóvel registado.</p>",
          },
          EN: {
            title: "I forgot my password",
            content:
              "<p>In the login window tap <strong>Forgot password?</strong> and recover it by e-mail or with your registered mobile number.</p>",
          },
        },
      },
      {
        tag: "faqs",
        menuType: "page",
        seedKey: "help-faq-accounts",
        texts: {
          PT: {
            title: "Posso ter mais de uma conta?",
            content:
              "<p>Não. Cada pessoa, endereço e meio de pagamento pode ter apenas uma conta. Contas duplicadas são encerradas.</p>",
          },
          EN: {
            title: "Can I have more than one account?",
            content:
              "<p>No. Each person, address and payment method may hold one account only. Duplicate accounts are closed.</p>",
          },
        },
      },
      {
        tag: "faqs",
        menuType: "page",
        seedKey: "help-faq-demo",
        texts: {
          PT: {
            title: "Posso experimentar sem depositar?",
            content:
              "<p>Sim. Use o botão <strong>Jogar grátis</strong> para abrir uma conta de demonstração com saldo virtual. Os ganhos da demonstração não podem ser levantados.</p>",
          },
          EN: {
            title: "Can I try without depositing?",
            content:
              "<p>Yes. Use the <strong>Free play</strong> button to open a demo account with a virtual balance. Demo winnings cannot be withdrawn.</p>",
          },
        },
      },
    ],
  },
];
