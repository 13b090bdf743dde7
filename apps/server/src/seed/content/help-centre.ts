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
      VI: {
        title: "Về công ty",
        content:
          "<p>Jogada là nền tảng giải trí trực tuyến tập hợp xổ số, casino trực tuyến, nổ hũ, bắn cá, poker và cá cược thể thao tại một nơi.</p><p>Chúng tôi hợp tác với các nhà cung cấp trò chơi được chứng nhận và các đối tác thanh toán địa phương để mọi giao dịch nạp, cược và rút tiền đều nhanh chóng, an toàn và minh bạch.</p><p>Đội ngũ hỗ trợ của chúng tôi làm việc 24/7, bằng tiếng Bồ Đào Nha, tiếng Anh và tiếng Việt.</p>",
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
      VI: {
        title: "Liên hệ chúng tôi",
        content:
          '<p>Liên hệ với chúng tôi bất cứ lúc nào:</p><ul><li><strong>Chat trực tuyến</strong>: nút hỗ trợ ở bên phải trang web.</li><li><strong>WhatsApp</strong>: +55 11 99999-0000.</li><li><strong>Telegram</strong>: @jogada_support.</li><li><strong>E-mail</strong>: <a href="mailto:support@jogada.example">support@jogada.example</a>.</li></ul><p>Để bảo vệ tài khoản, tuyệt đối không chia sẻ mật khẩu hay mã xác minh với bất kỳ ai, kể cả nhân viên của chúng tôi.</p>',
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
      VI: {
        title: "Điều khoản và điều kiện chung",
        content:
          "<h3>1. Chấp thuận</h3><p>Khi tạo tài khoản hoặc sử dụng trang web, bạn chấp nhận các điều khoản này. Nếu không đồng ý, vui lòng không sử dụng dịch vụ.</p><h3>2. Tài khoản</h3><p>Mỗi người chỉ được có một tài khoản. Thông tin đăng ký phải chính xác và được cập nhật; tài khoản là của cá nhân và không được chuyển nhượng.</p><h3>3. Cược</h3><p>Một vé cược được chấp nhận khi đã hiện trong lịch sử cược của bạn. Kết quả là kết quả do hệ thống của chúng tôi và nhà cung cấp trò chơi ghi nhận. Khi có lỗi rõ ràng về tỷ lệ hoặc kỹ thuật, các vé cược bị ảnh hưởng có thể bị hủy và hoàn tiền cược.</p><h3>4. Tiền thưởng</h3><p>Mỗi khoản thưởng có điều kiện riêng, ghi rõ trong chương trình khuyến mãi. Lạm dụng tiền thưởng, kể cả dùng nhiều tài khoản, sẽ bị hủy thưởng và toàn bộ tiền thắng từ khoản thưởng đó.</p><h3>5. Tạm khóa</h3><p>Chúng tôi có thể tạm khóa tài khoản trong trường hợp gian lận, rửa tiền, người chưa đủ tuổi tham gia hoặc vi phạm các điều khoản này.</p><h3>6. Thay đổi</h3><p>Các điều khoản này có thể được cập nhật; những thay đổi quan trọng sẽ được đăng trong mục thông báo của trang.</p>",
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
      VI: {
        title: "Chơi có trách nhiệm",
        content:
          "<p>Chơi là để giải trí, không bao giờ là cách kiếm tiền hay giải quyết vấn đề.</p><ul><li>Chỉ chơi bằng số tiền bạn chấp nhận mất.</li><li>Đặt hạn mức nạp, thua, cược và thời gian mỗi phiên trong tài khoản; giảm hạn mức có hiệu lực ngay, tăng chỉ có hiệu lực sau thời gian chờ.</li><li>Nghỉ ngơi thường xuyên; bộ phận chăm sóc khách hàng có thể giúp bạn tạm nghỉ hoặc tự loại trừ.</li><li>Đừng cố gỡ lại tiền thua bằng cách cược nhiều hơn.</li></ul><p>Người dưới 18 tuổi không được tham gia. Nếu cảm thấy mất kiểm soát, hãy tìm đến các tổ chức hỗ trợ người chơi.</p>",
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
      VI: {
        title: "Chính sách bảo mật",
        content:
          "<p>Chúng tôi chỉ thu thập dữ liệu cần thiết để quản lý tài khoản, xử lý thanh toán, tuân thủ nghĩa vụ pháp lý và phòng chống gian lận: tên đăng nhập, thông tin liên hệ, thông tin thanh toán, địa chỉ IP và lịch sử chơi.</p><p>Dữ liệu được lưu trên máy chủ được bảo vệ và mật khẩu không bao giờ được lưu dưới dạng văn bản thường. Chúng tôi chỉ chia sẻ dữ liệu với đối tác thanh toán và nhà cung cấp trò chơi trong phạm vi cần thiết, hoặc khi pháp luật yêu cầu.</p><p>Bạn có thể yêu cầu bộ phận chăm sóc khách hàng cho xem, sửa hoặc xóa dữ liệu của mình. Hồ sơ tài chính được lưu trong thời hạn pháp luật quy định.</p>",
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
      VI: {
        title: "Đại lý liên kết",
        content:
          "<p>Trở thành đại lý của Jogada và nhận thu nhập từ hoạt động của đội nhóm.</p><ul><li>Hợp đồng cổ tức trên số thua ròng của đội nhóm.</li><li>Lương ngày, lương giờ hoặc lương thời gian thực trên cược hợp lệ.</li><li>Trung tâm đại lý với báo cáo đội nhóm, cược và thu nhập.</li></ul><p>Để đăng ký, hãy liên hệ bộ phận chăm sóc khách hàng hoặc dùng mã mời của bạn.</p>",
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
      VI: {
        title: "Chính sách hoàn tiền",
        content:
          "<p>Khoản nạp đã được cộng và dùng để cược sẽ không được hoàn lại. Khoản nạp có thể được trả về phương thức gốc khi:</p><ul><li>đã bị trừ tiền nhưng chưa được cộng vào tài khoản do lỗi kỹ thuật;</li><li>bị nạp trùng hai lần;</li><li>tài khoản đã đóng trước khi khoản nạp được sử dụng.</li></ul><p>Yêu cầu hoàn tiền gửi đến bộ phận chăm sóc khách hàng trong vòng 30 ngày, kèm biên lai thanh toán. Thời gian xét duyệt tối đa 5 ngày làm việc.</p>",
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
      VI: {
        title: "Thỏa thuận người dùng",
        content:
          "<p><strong>Tôi xác nhận mình đủ 18 tuổi trở lên</strong> và việc chơi trò chơi trực tuyến là hợp pháp tại quốc gia tôi cư trú.</p><p>Khi đăng ký, tôi chấp nhận Điều khoản và điều kiện chung, Chính sách bảo mật và luật chơi của từng trò chơi. Tôi cam kết chỉ có một tài khoản, cung cấp thông tin chính xác và không để người khác sử dụng tài khoản.</p><p>Tôi hiểu rằng Jogada có thể yêu cầu giấy tờ tùy thân trước khi rút tiền và có thể tạm khóa tài khoản khi có gian lận hoặc vi phạm các quy định này.</p>",
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
      VI: {
        title: "Nạp tiền",
        content: "<p>Cách nạp tiền vào tài khoản và cần làm gì khi khoản nạp chưa hiện.</p>",
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
          VI: {
            title: "Cách nạp tiền",
            content:
              "<ol><li>Đăng nhập và nhấn <strong>Nạp tiền</strong>.</li><li>Chọn phương thức: chuyển khoản ngân hàng, ví điện tử hoặc mã QR.</li><li>Nhập số tiền (tối thiểu P 100) và xác nhận.</li><li>Hoàn tất thanh toán trên trang của đối tác; số dư được cập nhật ngay khi thanh toán được xác nhận.</li></ol>",
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
          VI: {
            title: "Tiền nạp chưa về tài khoản",
            content:
              "<p>Hầu hết khoản nạp được cộng trong vòng 5 phút. Nếu đã quá 30 phút, hãy gửi cho bộ phận chăm sóc khách hàng biên lai có ngày, giờ và số tiền.</p>",
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
      VI: { title: "Rút tiền", content: "<p>Cách rút tiền thắng của bạn.</p>" },
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
          VI: {
            title: "Cách rút tiền",
            content:
              "<ol><li>Mở <strong>Rút tiền</strong> trong menu tài khoản.</li><li>Thêm tài khoản ngân hàng đứng tên bạn nếu chưa có.</li><li>Nhập số tiền và mật khẩu rút tiền.</li></ol><p>Các khoản thưởng đang hiệu lực phải hoàn thành vòng cược trước. Thời gian xử lý trung bình là 15 phút.</p>",
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
          VI: {
            title: "Hạn mức rút tiền",
            content:
              "<p>Mỗi lần rút tối thiểu P 200, mức tối đa mỗi ngày tùy theo cấp VIP của bạn. Không được rút về tài khoản của người khác.</p>",
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
      VI: {
        title: "Luật chơi",
        content:
          "<p>Mỗi trò chơi đều có luật chơi và bảng trả thưởng trong nút trợ giúp bên trong trò chơi. Với xổ số, việc đặt cược đóng trước mỗi kỳ quay và kết quả được công bố ngay sau khi quay. Mất kết nối không ảnh hưởng đến ván đã bắt đầu: khi quay lại, ván sẽ tiếp tục hoặc kết quả hiện trong lịch sử của bạn.</p>",
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
      VI: { title: "Câu hỏi thường gặp", content: "<p>Giải đáp những câu hỏi phổ biến nhất.</p>" },
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
          VI: {
            title: "Tôi quên mật khẩu",
            content:
              "<p>Trong cửa sổ đăng nhập, nhấn <strong>Quên mật khẩu?</strong> và khôi phục qua email hoặc số điện thoại đã đăng ký.</p>",
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
          VI: {
            title: "Tôi có thể có nhiều tài khoản không?",
            content:
              "<p>Không. Mỗi người, mỗi địa chỉ và mỗi phương thức thanh toán chỉ được có một tài khoản. Tài khoản trùng lặp sẽ bị đóng.</p>",
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
          VI: {
            title: "Tôi có thể chơi thử mà không nạp tiền không?",
            content:
              "<p>Có. Dùng nút <strong>Chơi thử</strong> để mở tài khoản chơi thử với số dư ảo. Tiền thắng khi chơi thử không thể rút.</p>",
          },
        },
      },
    ],
  },
];
