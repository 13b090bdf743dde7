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
          "<p>A Jogada é uma plataforma de entretenimento online que reúne loterias, cassino ao vivo, slots, jogos de pesca, pôquer e apostas esportivas em um só lugar.</p><p>Trabalhamos com provedores de jogos certificados e com parceiros de pagamento locais para que cada depósito, aposta e saque seja rápido, seguro e transparente.</p><p>Nossa equipe de suporte está disponível 24 horas por dia, 7 dias por semana, em português e inglês.</p>",
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
        title: "Fale conosco",
        content:
          '<p>Fale conosco a qualquer hora:</p><ul><li><strong>Chat ao vivo</strong>: botão de suporte no lado direito do site.</li><li><strong>WhatsApp</strong>: +55 11 99999-0000.</li><li><strong>Telegram</strong>: @jogada_support.</li><li><strong>E-mail</strong>: <a href="mailto:suporte@jogada.example">suporte@jogada.example</a>.</li></ul><p>Para proteger sua conta, nunca compartilhe sua senha nem códigos de verificação com ninguém, nem mesmo com a nossa equipe.</p>',
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
          "<h3>1. Aceitação</h3><p>Ao criar uma conta ou usar o site, você aceita estes termos. Se não concordar, não use nossos serviços.</p><h3>2. Conta</h3><p>Cada pessoa pode ter apenas uma conta. Os dados do cadastro devem ser verdadeiros e atualizados; a conta é pessoal e intransferível.</p><h3>3. Apostas</h3><p>Uma aposta é aceita quando aparece no seu histórico de apostas. Os resultados são os registrados pelos nossos sistemas e pelos provedores dos jogos. Em caso de erro evidente de cotação ou de funcionamento, as apostas afetadas podem ser anuladas e o valor devolvido.</p><h3>4. Bônus</h3><p>Cada bônus tem suas próprias condições, indicadas na promoção. O uso abusivo de bônus, incluindo várias contas, leva ao cancelamento do bônus e dos ganhos associados.</p><h3>5. Suspensão</h3><p>Podemos suspender uma conta em caso de fraude, lavagem de dinheiro, jogo por menores de idade ou violação destes termos.</p><h3>6. Alterações</h3><p>Estes termos podem ser atualizados; as alterações relevantes são anunciadas nos avisos do site.</p>",
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
          "<p>O jogo deve ser uma forma de entretenimento, nunca uma forma de ganhar dinheiro ou de resolver problemas.</p><ul><li>Jogue apenas com dinheiro que você pode perder.</li><li>Defina limites de depósito, perdas, apostas e tempo de sessão na sua conta; uma redução vale imediatamente e um aumento só depois de um período de espera.</li><li>Faça pausas regulares; você pode pedir uma pausa temporária ou a autoexclusão ao atendimento ao cliente.</li><li>Não tente recuperar perdas apostando mais.</li></ul><p>O jogo é proibido para menores de 18 anos. Se sentir que perdeu o controle, procure ajuda em uma associação de apoio a jogadores.</p>",
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
          "<p>Coletamos apenas os dados necessários para gerenciar sua conta, processar pagamentos, cumprir obrigações legais e prevenir fraudes: nome de usuário, contatos, dados de pagamento, endereço IP e histórico de jogo.</p><p>Os dados são armazenados em servidores protegidos e as senhas nunca são armazenadas em texto simples. Compartilhamos dados apenas com parceiros de pagamento e provedores de jogos, na medida do necessário, ou quando a lei exige.</p><p>Você pode pedir acesso, correção ou exclusão dos seus dados pelo atendimento ao cliente. Os registros financeiros são mantidos pelo prazo exigido por lei.</p>",
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
          "<p>Torne-se agente da Jogada e ganhe com a atividade da sua equipe.</p><ul><li>Contratos de dividendos sobre as perdas líquidas da equipe.</li><li>Salário diário, por hora ou em tempo real sobre as apostas válidas.</li><li>Central do agente com relatórios de equipe, apostas e rendimentos.</li></ul><p>Para se candidatar, fale com o atendimento ao cliente ou use seu código de convite.</p>",
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
          "<p>Depósitos creditados e usados em apostas não são reembolsáveis. Um depósito pode ser devolvido ao método de origem quando:</p><ul><li>foi debitado, mas não creditado na conta por erro técnico;</li><li>foi feito em duplicidade;</li><li>a conta foi encerrada antes de o depósito ser usado.</li></ul><p>Os pedidos de reembolso devem ser feitos ao atendimento ao cliente no prazo de 30 dias, com o comprovante do pagamento. A análise leva até 5 dias úteis.</p>",
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
        title: "Acordo do usuário",
        content:
          "<p><strong>Declaro que tenho 18 anos ou mais</strong> e que o jogo online é legal no meu país de residência.</p><p>Ao me cadastrar, aceito os Termos e Condições Gerais, a Política de Privacidade e as regras de cada jogo. Comprometo-me a ter uma única conta, a fornecer dados verdadeiros e a não permitir que outras pessoas a usem.</p><p>Sei que a Jogada pode pedir documentos de identificação antes de um saque e suspender contas em caso de fraude ou de violação destas regras.</p>",
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
        content: "<p>Como adicionar saldo à sua conta e o que fazer se um depósito não aparecer.</p>",
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
              "<ol><li>Faça login e toque em <strong>Depositar</strong>.</li><li>Escolha o método: transferência bancária, carteira digital ou código QR.</li><li>Informe o valor (mínimo P 100) e confirme.</li><li>Conclua o pagamento na página do parceiro; o saldo é atualizado assim que o pagamento é confirmado.</li></ol>",
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
            title: "Meu depósito não chegou",
            content:
              "<p>A maioria dos depósitos é creditada em menos de 5 minutos. Se já se passaram mais de 30 minutos, envie ao atendimento ao cliente o comprovante com a data, a hora e o valor.</p>",
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
      PT: { title: "Saques", content: "<p>Como sacar seus ganhos.</p>" },
      EN: { title: "Withdrawals", content: "<p>How to withdraw your winnings.</p>" },
    },
    children: [
      {
        tag: "withdraw",
        menuType: "page",
        seedKey: "help-withdraw-how",
        texts: {
          PT: {
            title: "Como sacar",
            content:
              "<ol><li>Abra <strong>Saque</strong> no menu da sua conta.</li><li>Adicione uma conta bancária em seu nome, se ainda não tiver feito isso.</li><li>Informe o valor e a senha de pagamento.</li></ol><p>Antes do saque, os bônus ativos devem ter cumprido o requisito de apostas. O tempo médio de processamento é de 15 minutos.</p>",
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
            title: "Limites de saque",
            content:
              "<p>O valor mínimo por saque é P 200 e o máximo diário depende do seu nível VIP. Saques para contas de terceiros não são permitidos.</p>",
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
          "<p>Cada jogo mostra suas regras e a tabela de pagamentos no botão de ajuda dentro do jogo. Nas loterias, as apostas fecham antes de cada sorteio e os resultados são publicados logo após o sorteio. Uma conexão interrompida não afeta uma rodada já iniciada: ao voltar ao jogo, a rodada é retomada ou o resultado aparece no histórico.</p>",
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
            title: "Esqueci minha senha",
            content:
              "<p>Na janela de login, toque em <strong>Esqueceu a senha?</strong> e recupere-a por e-mail ou pelo número de celular cadastrado.</p>",
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
              "<p>Sim. Use o botão <strong>Demo grátis</strong> para abrir uma conta de demonstração com saldo virtual. Os ganhos da demonstração não podem ser sacados.</p>",
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
