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
      TH: {
        title: "เกี่ยวกับบริษัท",
        content:
          "<p>Jogada คือแพลตฟอร์มความบันเทิงออนไลน์ที่รวมหวย คาสิโนสด สล็อต เกมยิงปลา โป๊กเกอร์ และการเดิมพันกีฬาไว้ในที่เดียว</p><p>เราร่วมงานกับผู้ให้บริการเกมที่ได้รับการรับรองและพันธมิตรด้านการชำระเงินในท้องถิ่น เพื่อให้ทุกการฝาก การเดิมพัน และการถอนเงินรวดเร็ว ปลอดภัย และโปร่งใส</p><p>ทีมงานบริการลูกค้าของเราพร้อมดูแลตลอด 24 ชั่วโมง ทุกวัน เป็นภาษาโปรตุเกส ภาษาอังกฤษ และภาษาไทย</p>",
      },
      ZH: {
        title: "关于我们",
        content:
          "<p>Jogada 是一个综合在线娱乐平台，彩票、真人视讯、电子游戏、捕鱼、扑克和体育投注一站汇集。</p><p>我们与持牌认证的游戏供应商及本地支付伙伴合作，确保每一笔存款、投注和提现都快速、安全、透明。</p><p>我们的客服团队 7×24 小时在线，提供葡萄牙语、英语和中文服务。</p>",
      },
      ID: {
        title: "Tentang perusahaan",
        content:
          "<p>Jogada adalah platform hiburan online yang menghadirkan togel, live casino, slot, tembak ikan, poker, dan taruhan olahraga dalam satu tempat.</p><p>Kami bekerja sama dengan penyedia game bersertifikat dan mitra pembayaran lokal agar setiap deposit, taruhan, dan penarikan berlangsung cepat, aman, dan transparan.</p><p>Tim layanan pelanggan kami siap membantu 24 jam sehari, 7 hari seminggu, dalam bahasa Portugis, Inggris, dan Indonesia.</p>",
      },
      ES: {
        title: "Sobre la empresa",
        content:
          "<p>Jogada es una plataforma de entretenimiento en línea que reúne loterías, casino en vivo, slots, juegos de pesca, póker y apuestas deportivas en un solo lugar.</p><p>Trabajamos con proveedores de juegos certificados y con socios de pago locales para que cada depósito, apuesta y retiro sea rápido, seguro y transparente.</p><p>Nuestro equipo de soporte atiende las 24 horas, los 7 días de la semana, en portugués, inglés y español.</p>",
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
      TH: {
        title: "ติดต่อเรา",
        content:
          '<p>ติดต่อเราได้ตลอดเวลา:</p><ul><li><strong>แชทสด</strong>: ปุ่มบริการลูกค้าทางด้านขวาของเว็บไซต์</li><li><strong>WhatsApp</strong>: +55 11 99999-0000</li><li><strong>Telegram</strong>: @jogada_support</li><li><strong>อีเมล</strong>: <a href="mailto:support@jogada.example">support@jogada.example</a></li></ul><p>เพื่อความปลอดภัยของบัญชี ห้ามบอกรหัสผ่านหรือรหัสยืนยันแก่ผู้อื่นโดยเด็ดขาด แม้แต่ทีมงานของเราก็ตาม</p>',
      },
      ZH: {
        title: "联系我们",
        content:
          '<p>随时联系我们：</p><ul><li><strong>在线客服</strong>：网站右侧的客服按钮。</li><li><strong>WhatsApp</strong>：+55 11 99999-0000。</li><li><strong>Telegram</strong>：@jogada_support。</li><li><strong>邮箱</strong>：<a href="mailto:support@jogada.example">support@jogada.example</a>。</li></ul><p>为保障账户安全，请勿向任何人透露您的密码或验证码，包括我们的工作人员。</p>',
      },
      ID: {
        title: "Hubungi kami",
        content:
          '<p>Hubungi kami kapan saja:</p><ul><li><strong>Live chat</strong>: tombol layanan pelanggan di sisi kanan situs.</li><li><strong>WhatsApp</strong>: +55 11 99999-0000.</li><li><strong>Telegram</strong>: @jogada_support.</li><li><strong>Email</strong>: <a href="mailto:support@jogada.example">support@jogada.example</a>.</li></ul><p>Demi keamanan akun Anda, jangan pernah memberikan kata sandi atau kode verifikasi kepada siapa pun, termasuk tim kami.</p>',
      },
      ES: {
        title: "Contáctanos",
        content:
          '<p>Escríbenos cuando quieras:</p><ul><li><strong>Chat en vivo</strong>: el botón de soporte a la derecha del sitio.</li><li><strong>WhatsApp</strong>: +55 11 99999-0000.</li><li><strong>Telegram</strong>: @jogada_support.</li><li><strong>Correo</strong>: <a href="mailto:soporte@jogada.example">soporte@jogada.example</a>.</li></ul><p>Para proteger tu cuenta, nunca compartas tu contraseña ni tus códigos de verificación con nadie, ni siquiera con nuestro equipo.</p>',
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
      TH: {
        title: "ข้อกำหนดและเงื่อนไขทั่วไป",
        content:
          "<h3>1. การยอมรับ</h3><p>เมื่อคุณสมัครบัญชีหรือใช้งานเว็บไซต์ ถือว่าคุณยอมรับข้อกำหนดเหล่านี้ หากไม่ยอมรับ โปรดอย่าใช้บริการของเรา</p><h3>2. บัญชี</h3><p>หนึ่งคนมีได้เพียงหนึ่งบัญชี ข้อมูลที่ใช้สมัครต้องเป็นความจริงและเป็นปัจจุบัน บัญชีเป็นของส่วนตัวและโอนให้ผู้อื่นไม่ได้</p><h3>3. การเดิมพัน</h3><p>การเดิมพันจะถือว่าได้รับการยอมรับเมื่อปรากฏในประวัติการเดิมพันของคุณ ผลลัพธ์เป็นไปตามที่ระบบของเราและผู้ให้บริการเกมบันทึกไว้ หากเกิดข้อผิดพลาดที่ชัดเจนด้านอัตราจ่ายหรือด้านเทคนิค การเดิมพันที่ได้รับผลกระทบอาจถูกยกเลิกและคืนเงินเดิมพัน</p><h3>4. โบนัส</h3><p>โบนัสแต่ละรายการมีเงื่อนไขของตนเอง ตามที่ระบุไว้ในโปรโมชั่น การใช้โบนัสในทางที่ผิด รวมถึงการใช้หลายบัญชี จะทำให้โบนัสและยอดชนะที่ได้จากโบนัสนั้นถูกยกเลิก</p><h3>5. การระงับบัญชี</h3><p>เราอาจระงับบัญชีในกรณีที่มีการทุจริต การฟอกเงิน ผู้เยาว์เข้าร่วมเล่น หรือการละเมิดข้อกำหนดเหล่านี้</p><h3>6. การเปลี่ยนแปลง</h3><p>ข้อกำหนดเหล่านี้อาจมีการปรับปรุง การเปลี่ยนแปลงที่สำคัญจะแจ้งในประกาศของเว็บไซต์</p>",
      },
      ZH: {
        title: "一般条款与条件",
        content:
          "<h3>1. 接受条款</h3><p>注册账户或使用本网站，即表示您接受本条款。如不同意，请勿使用我们的服务。</p><h3>2. 账户</h3><p>每人仅限持有一个账户。注册信息必须真实并保持最新；账户仅限本人使用，不得转让。</p><h3>3. 投注</h3><p>注单出现在您的投注记录中即视为投注成功。结果以我们的系统及游戏供应商的记录为准。如出现明显的赔率错误或技术故障，受影响的注单可被取消并退还本金。</p><h3>4. 奖金</h3><p>每项奖金均有各自的条款，详见相应的优惠活动。滥用奖金（包括使用多个账户）将导致奖金及由此产生的盈利被取消。</p><h3>5. 冻结账户</h3><p>如发现欺诈、洗钱、未成年人参与或违反本条款的行为，我们有权冻结相关账户。</p><h3>6. 条款变更</h3><p>本条款可能会更新；重要变更将在网站公告中发布。</p>",
      },
      ID: {
        title: "Syarat dan ketentuan umum",
        content:
          "<h3>1. Persetujuan</h3><p>Dengan membuat akun atau menggunakan situs ini, Anda menyetujui syarat-syarat ini. Jika tidak setuju, jangan gunakan layanan kami.</p><h3>2. Akun</h3><p>Setiap orang hanya boleh memiliki satu akun. Data pendaftaran harus benar dan terbaru; akun bersifat pribadi dan tidak dapat dipindahtangankan.</p><h3>3. Taruhan</h3><p>Taruhan dianggap diterima setelah muncul di riwayat taruhan Anda. Hasil yang berlaku adalah yang tercatat oleh sistem kami dan penyedia game. Jika terjadi kesalahan odds atau kesalahan teknis yang jelas, taruhan yang terdampak dapat dibatalkan dan taruhannya dikembalikan.</p><h3>4. Bonus</h3><p>Setiap bonus memiliki syaratnya sendiri, yang tercantum pada promosinya. Penyalahgunaan bonus, termasuk memakai beberapa akun, akan membatalkan bonus beserta kemenangan yang berasal darinya.</p><h3>5. Penangguhan</h3><p>Kami dapat menangguhkan akun jika terjadi kecurangan, pencucian uang, permainan oleh anak di bawah umur, atau pelanggaran syarat-syarat ini.</p><h3>6. Perubahan</h3><p>Syarat-syarat ini dapat diperbarui; perubahan penting diumumkan di pengumuman situs.</p>",
      },
      ES: {
        title: "Términos y condiciones generales",
        content:
          "<h3>1. Aceptación</h3><p>Al crear una cuenta o usar el sitio, aceptas estos términos. Si no estás de acuerdo, no uses nuestros servicios.</p><h3>2. Cuenta</h3><p>Cada persona puede tener una sola cuenta. Los datos de registro deben ser verdaderos y estar actualizados; la cuenta es personal e intransferible.</p><h3>3. Apuestas</h3><p>Una apuesta queda aceptada cuando aparece en tu historial de apuestas. Los resultados válidos son los que registran nuestros sistemas y los proveedores de juegos. Ante un error evidente de cuota o de funcionamiento, las apuestas afectadas pueden anularse y el importe apostado se devuelve.</p><h3>4. Bonos</h3><p>Cada bono tiene sus propias condiciones, indicadas en la promoción. El abuso de bonos, incluido el uso de varias cuentas, anula el bono y las ganancias obtenidas con él.</p><h3>5. Suspensión</h3><p>Podemos suspender una cuenta en caso de fraude, lavado de dinero, juego de menores de edad o incumplimiento de estos términos.</p><h3>6. Cambios</h3><p>Estos términos pueden actualizarse; los cambios importantes se anuncian en los avisos del sitio.</p>",
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
      TH: {
        title: "การเล่นอย่างรับผิดชอบ",
        content:
          "<p>การเล่นเกมควรเป็นความบันเทิง ไม่ใช่ช่องทางหาเงินหรือวิธีแก้ปัญหา</p><ul><li>เล่นด้วยเงินที่คุณเสียได้เท่านั้น</li><li>ตั้งวงเงินฝาก วงเงินเสีย วงเงินเดิมพัน และเวลาเล่นต่อรอบได้ในบัญชีของคุณ การลดวงเงินมีผลทันที ส่วนการเพิ่มวงเงินจะมีผลหลังพ้นระยะเวลารอ</li><li>พักเป็นระยะ ฝ่ายบริการลูกค้าสามารถตั้งการพักเล่นชั่วคราวหรือการระงับตัวเองจากการเล่นให้คุณได้</li><li>อย่าพยายามแทงเพิ่มเพื่อเอาคืนส่วนที่เสียไป</li></ul><p>ห้ามผู้ที่มีอายุต่ำกว่า 18 ปีเล่น หากรู้สึกว่าควบคุมตัวเองไม่ได้ โปรดขอความช่วยเหลือจากองค์กรที่ให้การสนับสนุนผู้เล่น</p>",
      },
      ZH: {
        title: "理性游戏",
        content:
          "<p>游戏应当是一种娱乐，而不是赚钱或解决问题的途径。</p><ul><li>只用您输得起的钱来游戏。</li><li>您可以在账户中设置存款、亏损、投注和单次游戏时长限额；调低限额立即生效，调高限额需经过冷静期后才生效。</li><li>请定时休息；客服可以为您设置暂停游戏或自我禁入。</li><li>不要为了翻本而加大投注。</li></ul><p>未满 18 周岁者禁止参与。如果您觉得已经失控，请向玩家援助机构寻求帮助。</p>",
      },
      ID: {
        title: "Bermain bertanggung jawab",
        content:
          "<p>Bermain seharusnya menjadi hiburan, bukan cara mencari uang atau menyelesaikan masalah.</p><ul><li>Bermainlah hanya dengan uang yang siap Anda relakan.</li><li>Atur batas deposit, kekalahan, taruhan, dan durasi sesi di akun Anda; penurunan batas langsung berlaku, sedangkan kenaikan baru berlaku setelah masa tunggu.</li><li>Beristirahatlah secara teratur; layanan pelanggan dapat mengatur jeda bermain atau pengecualian diri untuk Anda.</li><li>Jangan mengejar kekalahan dengan bertaruh lebih besar.</li></ul><p>Permainan dilarang bagi siapa pun yang berusia di bawah 18 tahun. Jika Anda merasa kehilangan kendali, carilah bantuan dari lembaga pendukung pemain.</p>",
      },
      ES: {
        title: "Juego responsable",
        content:
          "<p>El juego debe ser entretenimiento, nunca una forma de ganar dinero ni de resolver problemas.</p><ul><li>Juega solo con dinero que puedas permitirte perder.</li><li>Fija en tu cuenta límites de depósito, pérdidas, apuestas y tiempo de sesión; una reducción se aplica de inmediato y un aumento solo después de un periodo de espera.</li><li>Tómate descansos con frecuencia; atención al cliente puede activarte una pausa temporal o la autoexclusión.</li><li>No intentes recuperar lo perdido apostando más.</li></ul><p>El juego está prohibido para menores de 18 años. Si sientes que perdiste el control, busca ayuda en una organización de apoyo a jugadores.</p>",
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
      TH: {
        title: "นโยบายความเป็นส่วนตัว",
        content:
          "<p>เราเก็บเฉพาะข้อมูลที่จำเป็นต่อการดูแลบัญชี การดำเนินการชำระเงิน การปฏิบัติตามกฎหมาย และการป้องกันการทุจริต ได้แก่ ชื่อผู้ใช้ ข้อมูลติดต่อ ข้อมูลการชำระเงิน หมายเลข IP และประวัติการเล่น</p><p>ข้อมูลถูกจัดเก็บบนเซิร์ฟเวอร์ที่มีการป้องกัน และรหัสผ่านจะไม่ถูกจัดเก็บเป็นข้อความธรรมดาเด็ดขาด เราเปิดเผยข้อมูลเฉพาะกับพันธมิตรด้านการชำระเงินและผู้ให้บริการเกมเท่าที่จำเป็น หรือเมื่อกฎหมายกำหนด</p><p>คุณสามารถขอเข้าถึง แก้ไข หรือลบข้อมูลของคุณได้ผ่านฝ่ายบริการลูกค้า บันทึกทางการเงินจะถูกเก็บไว้ตามระยะเวลาที่กฎหมายกำหนด</p>",
      },
      ZH: {
        title: "隐私政策",
        content:
          "<p>我们只收集管理您的账户、处理支付、履行法律义务和防范欺诈所必需的数据：用户名、联系方式、支付信息、IP 地址和游戏记录。</p><p>数据存放在受保护的服务器上，密码绝不以明文保存。我们仅在必要范围内与支付伙伴和游戏供应商共享数据，或在法律要求时提供。</p><p>您可以通过客服申请查阅、更正或删除您的数据。财务记录按法律规定的期限保存。</p>",
      },
      ID: {
        title: "Kebijakan privasi",
        content:
          "<p>Kami hanya mengumpulkan data yang diperlukan untuk mengelola akun Anda, memproses pembayaran, memenuhi kewajiban hukum, dan mencegah kecurangan: nama pengguna, kontak, data pembayaran, alamat IP, dan riwayat permainan.</p><p>Data disimpan di server yang terlindungi dan kata sandi tidak pernah disimpan dalam bentuk teks biasa. Kami hanya membagikan data kepada mitra pembayaran dan penyedia game sebatas yang diperlukan, atau jika diwajibkan oleh hukum.</p><p>Anda dapat meminta akses, koreksi, atau penghapusan data Anda melalui layanan pelanggan. Catatan keuangan disimpan selama jangka waktu yang diwajibkan hukum.</p>",
      },
      ES: {
        title: "Política de privacidad",
        content:
          "<p>Solo recopilamos los datos necesarios para administrar tu cuenta, procesar pagos, cumplir obligaciones legales y prevenir fraudes: nombre de usuario, datos de contacto, datos de pago, dirección IP e historial de juego.</p><p>Los datos se guardan en servidores protegidos y las contraseñas nunca se almacenan en texto plano. Solo compartimos datos con socios de pago y proveedores de juegos en la medida necesaria, o cuando la ley lo exige.</p><p>Puedes solicitar a atención al cliente el acceso, la corrección o la eliminación de tus datos. Los registros financieros se conservan durante el plazo que exige la ley.</p>",
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
      TH: {
        title: "พันธมิตร",
        content:
          "<p>มาเป็นเอเจนต์ของ Jogada และรับรายได้จากยอดเล่นของทีมคุณ</p><ul><li>สัญญาปันผลจากยอดเสียสุทธิของทีม</li><li>เงินเดือนรายวัน รายชั่วโมง หรือแบบเรียลไทม์จากยอดเดิมพันที่ถูกต้อง</li><li>ศูนย์เอเจนต์พร้อมรายงานทีม การเดิมพัน และรายได้</li></ul><p>หากต้องการสมัคร ติดต่อฝ่ายบริการลูกค้าหรือใช้รหัสเชิญของคุณ</p>",
      },
      ZH: {
        title: "代理合作",
        content:
          "<p>成为 Jogada 代理，从团队的活跃中获得收益。</p><ul><li>按团队净亏损计算的分红合约。</li><li>按有效投注计算的日工资、时工资或实时工资。</li><li>代理中心提供团队、投注和收益报表。</li></ul><p>如需申请，请联系客服或使用您的邀请码。</p>",
      },
      ID: {
        title: "Afiliasi",
        content:
          "<p>Jadilah agen Jogada dan dapatkan penghasilan dari aktivitas tim Anda.</p><ul><li>Kontrak dividen dari kekalahan bersih tim.</li><li>Gaji harian, per jam, atau real-time dari taruhan valid.</li><li>Pusat agen dengan laporan tim, taruhan, dan pendapatan.</li></ul><p>Untuk mendaftar, hubungi layanan pelanggan atau gunakan kode undangan Anda.</p>",
      },
      ES: {
        title: "Afiliados",
        content:
          "<p>Conviértete en agente de Jogada y gana con la actividad de tu equipo.</p><ul><li>Contratos de dividendos sobre las pérdidas netas del equipo.</li><li>Salario diario, por hora o en tiempo real sobre las apuestas válidas.</li><li>Centro de agentes con informes del equipo, de apuestas y de ingresos.</li></ul><p>Para postularte, contacta a atención al cliente o usa tu código de invitación.</p>",
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
      TH: {
        title: "นโยบายการคืนเงิน",
        content:
          "<p>ยอดฝากที่เข้าบัญชีแล้วและนำไปใช้เดิมพันแล้วจะไม่สามารถขอคืนได้ ยอดฝากอาจถูกคืนไปยังช่องทางเดิมได้ในกรณีที่:</p><ul><li>ถูกตัดเงินแล้วแต่ไม่เข้าบัญชีเนื่องจากข้อผิดพลาดทางเทคนิค</li><li>ฝากซ้ำสองครั้ง</li><li>บัญชีถูกปิดก่อนที่จะใช้ยอดฝากนั้น</li></ul><p>คำขอคืนเงินต้องส่งถึงฝ่ายบริการลูกค้าภายใน 30 วัน พร้อมหลักฐานการชำระเงิน การตรวจสอบใช้เวลาไม่เกิน 5 วันทำการ</p>",
      },
      ZH: {
        title: "退款政策",
        content:
          "<p>已到账并已用于投注的存款不予退还。以下情况下，存款可退回原支付方式：</p><ul><li>因技术故障已扣款但未到账；</li><li>重复支付；</li><li>存款使用前账户已关闭。</li></ul><p>退款申请须在 30 天内连同付款凭证提交给客服，审核时间最长为 5 个工作日。</p>",
      },
      ID: {
        title: "Kebijakan pengembalian dana",
        content:
          "<p>Deposit yang sudah masuk dan dipakai untuk bertaruh tidak dapat dikembalikan. Deposit dapat dikembalikan ke metode asalnya jika:</p><ul><li>dana sudah terpotong tetapi tidak masuk ke akun karena kesalahan teknis;</li><li>terjadi pembayaran ganda;</li><li>akun ditutup sebelum deposit digunakan.</li></ul><p>Permintaan pengembalian dana diajukan ke layanan pelanggan dalam 30 hari, disertai bukti pembayaran. Peninjauan memakan waktu paling lama 5 hari kerja.</p>",
      },
      ES: {
        title: "Política de reembolso",
        content:
          "<p>Los depósitos acreditados y usados en apuestas no son reembolsables. Un depósito puede devolverse al método de origen cuando:</p><ul><li>se cobró, pero no se acreditó en la cuenta por un error técnico;</li><li>se realizó dos veces;</li><li>la cuenta se cerró antes de usar el depósito.</li></ul><p>Las solicitudes de reembolso se envían a atención al cliente dentro de los 30 días, con el comprobante de pago. La revisión demora hasta 5 días hábiles.</p>",
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
      TH: {
        title: "ข้อตกลงผู้ใช้",
        content:
          "<p><strong>ข้าพเจ้ายืนยันว่ามีอายุ 18 ปีบริบูรณ์ขึ้นไป</strong> และการเล่นเกมออนไลน์ถูกกฎหมายในประเทศที่ข้าพเจ้าพำนักอยู่</p><p>เมื่อสมัครสมาชิก ข้าพเจ้ายอมรับข้อกำหนดและเงื่อนไขทั่วไป นโยบายความเป็นส่วนตัว และกติกาของแต่ละเกม ข้าพเจ้าจะมีบัญชีเพียงบัญชีเดียว ให้ข้อมูลที่เป็นความจริง และไม่ให้ผู้อื่นใช้บัญชีของข้าพเจ้า</p><p>ข้าพเจ้าเข้าใจว่า Jogada อาจขอเอกสารยืนยันตัวตนก่อนการถอนเงิน และอาจระงับบัญชีในกรณีที่มีการทุจริตหรือการละเมิดกฎเหล่านี้</p>",
      },
      ZH: {
        title: "用户协议",
        content:
          "<p><strong>本人确认已年满 18 周岁</strong>，且在本人居住国参与在线游戏是合法的。</p><p>注册即表示本人接受一般条款与条件、隐私政策及各游戏规则。本人承诺只持有一个账户，提供真实信息，且不让他人使用本人账户。</p><p>本人知悉 Jogada 可能在提现前要求提供身份证明文件，并可在发现欺诈或违反上述规则时冻结账户。</p>",
      },
      ID: {
        title: "Perjanjian pengguna",
        content:
          "<p><strong>Saya menyatakan bahwa saya berusia 18 tahun atau lebih</strong> dan bahwa permainan online legal di negara tempat saya tinggal.</p><p>Dengan mendaftar, saya menyetujui Syarat dan Ketentuan Umum, Kebijakan Privasi, dan aturan setiap permainan. Saya hanya akan memiliki satu akun, memberikan data yang benar, dan tidak mengizinkan orang lain memakainya.</p><p>Saya memahami bahwa Jogada dapat meminta dokumen identitas sebelum penarikan dan dapat menangguhkan akun jika terjadi kecurangan atau pelanggaran aturan ini.</p>",
      },
      ES: {
        title: "Acuerdo de usuario",
        content:
          "<p><strong>Declaro que tengo 18 años o más</strong> y que el juego en línea es legal en mi país de residencia.</p><p>Al registrarme, acepto los Términos y Condiciones Generales, la Política de Privacidad y las reglas de cada juego. Me comprometo a tener una sola cuenta, a dar datos verdaderos y a no permitir que otras personas la usen.</p><p>Entiendo que Jogada puede pedir documentos de identidad antes de un retiro y suspender cuentas en caso de fraude o de incumplimiento de estas reglas.</p>",
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
      TH: { title: "การฝากเงิน", content: "<p>วิธีเติมเงินเข้าบัญชี และสิ่งที่ต้องทำเมื่อยอดฝากยังไม่เข้า</p>" },
      ZH: { title: "存款", content: "<p>如何为账户充值，以及存款未到账时该怎么办。</p>" },
      ID: {
        title: "Deposit",
        content: "<p>Cara mengisi saldo akun Anda dan apa yang harus dilakukan jika deposit belum masuk.</p>",
      },
      ES: {
        title: "Depósitos",
        content: "<p>Cómo cargar saldo en tu cuenta y qué hacer si un depósito no aparece.</p>",
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
          TH: {
            title: "วิธีฝากเงิน",
            content:
              "<ol><li>เข้าสู่ระบบแล้วแตะ <strong>ฝากเงิน</strong></li><li>เลือกช่องทาง: โอนผ่านธนาคาร วอลเล็ต หรือสแกน QR</li><li>กรอกจำนวนเงิน (ขั้นต่ำ P 100) แล้วยืนยัน</li><li>ชำระเงินให้เสร็จบนหน้าของพันธมิตร ยอดเงินจะอัปเดตทันทีที่การชำระเงินได้รับการยืนยัน</li></ol>",
          },
          ZH: {
            title: "如何存款",
            content:
              "<ol><li>登录后点击<strong>存款</strong>。</li><li>选择支付方式：银行转账、电子钱包或扫码支付。</li><li>输入金额（最低 P 100）并确认。</li><li>在合作方页面完成支付；支付确认后余额会立即更新。</li></ol>",
          },
          ID: {
            title: "Cara deposit",
            content:
              "<ol><li>Masuk lalu ketuk <strong>Deposit</strong>.</li><li>Pilih metode: transfer bank, dompet digital, atau kode QR.</li><li>Masukkan jumlah (minimal P 100) lalu konfirmasi.</li><li>Selesaikan pembayaran di halaman mitra; saldo Anda diperbarui begitu pembayaran dikonfirmasi.</li></ol>",
          },
          ES: {
            title: "Cómo depositar",
            content:
              "<ol><li>Inicia sesión y toca <strong>Depositar</strong>.</li><li>Elige un método: transferencia bancaria, billetera digital o código QR.</li><li>Ingresa el monto (mínimo P 100) y confirma.</li><li>Completa el pago en la página del socio; tu saldo se actualiza en cuanto se confirma el pago.</li></ol>",
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
          TH: {
            title: "ยอดฝากยังไม่เข้าบัญชี",
            content:
              "<p>ยอดฝากส่วนใหญ่จะเข้าบัญชีภายใน 5 นาที หากผ่านไปแล้วเกิน 30 นาที กรุณาส่งสลิปที่มีวันที่ เวลา และจำนวนเงินให้ฝ่ายบริการลูกค้า</p>",
          },
          ZH: {
            title: "存款未到账",
            content:
              "<p>大多数存款会在 5 分钟内到账。如已超过 30 分钟，请将注明日期、时间和金额的付款凭证发送给客服。</p>",
          },
          ID: {
            title: "Deposit saya belum masuk",
            content:
              "<p>Sebagian besar deposit masuk dalam 5 menit. Jika sudah lebih dari 30 menit, kirimkan bukti transfer yang memuat tanggal, jam, dan jumlahnya ke layanan pelanggan.</p>",
          },
          ES: {
            title: "Mi depósito no llegó",
            content:
              "<p>La mayoría de los depósitos se acreditan en menos de 5 minutos. Si ya pasaron más de 30 minutos, envía a atención al cliente el comprobante con la fecha, la hora y el monto.</p>",
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
      TH: { title: "การถอนเงิน", content: "<p>วิธีถอนเงินรางวัลของคุณ</p>" },
      ZH: { title: "提现", content: "<p>如何提取您的盈利。</p>" },
      ID: { title: "Penarikan", content: "<p>Cara menarik kemenangan Anda.</p>" },
      ES: { title: "Retiros", content: "<p>Cómo retirar tus ganancias.</p>" },
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
          TH: {
            title: "วิธีถอนเงิน",
            content:
              "<ol><li>เปิด <strong>ถอนเงิน</strong> ในเมนูบัญชีของคุณ</li><li>เพิ่มบัญชีธนาคารที่เป็นชื่อของคุณเอง หากยังไม่ได้เพิ่ม</li><li>กรอกจำนวนเงินและรหัสถอนเงิน</li></ol><p>โบนัสที่ใช้งานอยู่ต้องทำยอดเทิร์นครบก่อน ระยะเวลาดำเนินการโดยเฉลี่ยคือ 15 นาที</p>",
          },
          ZH: {
            title: "如何提现",
            content:
              "<ol><li>在账户菜单中打开<strong>提现</strong>。</li><li>如尚未绑定，请添加一张本人名下的银行卡。</li><li>输入金额和资金密码。</li></ol><p>进行中的奖金须先完成流水要求。平均处理时间为 15 分钟。</p>",
          },
          ID: {
            title: "Cara penarikan",
            content:
              "<ol><li>Buka <strong>Penarikan</strong> di menu akun Anda.</li><li>Tambahkan rekening bank atas nama Anda sendiri jika belum.</li><li>Masukkan jumlah dan kata sandi penarikan Anda.</li></ol><p>Bonus yang masih aktif harus memenuhi syarat turnover terlebih dahulu. Rata-rata waktu proses adalah 15 menit.</p>",
          },
          ES: {
            title: "Cómo retirar",
            content:
              "<ol><li>Abre <strong>Retiro</strong> en el menú de tu cuenta.</li><li>Agrega una cuenta bancaria a tu nombre si aún no lo hiciste.</li><li>Ingresa el monto y tu contraseña de retiro.</li></ol><p>Los bonos activos deben haber cumplido antes su requisito de apuestas. El tiempo promedio de procesamiento es de 15 minutos.</p>",
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
          TH: {
            title: "วงเงินถอน",
            content:
              "<p>ถอนขั้นต่ำครั้งละ P 200 ส่วนยอดถอนสูงสุดต่อวันขึ้นอยู่กับระดับ VIP ของคุณ ไม่อนุญาตให้ถอนเข้าบัญชีของบุคคลอื่น</p>",
          },
          ZH: {
            title: "提现限额",
            content: "<p>单笔最低提现 P 200，每日最高提现额度取决于您的 VIP 等级。不允许提现至他人账户。</p>",
          },
          ID: {
            title: "Batas penarikan",
            content:
              "<p>Minimal penarikan P 200 per transaksi dan batas maksimal harian tergantung level VIP Anda. Penarikan ke rekening pihak ketiga tidak diizinkan.</p>",
          },
          ES: {
            title: "Límites de retiro",
            content:
              "<p>El mínimo por retiro es P 200 y el máximo diario depende de tu nivel VIP. No se permiten retiros a cuentas de terceros.</p>",
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
      TH: {
        title: "กติกาเกม",
        content:
          "<p>ทุกเกมมีกติกาและตารางอัตราจ่ายอยู่ที่ปุ่มช่วยเหลือภายในเกม สำหรับหวย จะปิดรับแทงก่อนออกผลทุกงวด และประกาศผลทันทีหลังออกรางวัล หากการเชื่อมต่อขาดหาย จะไม่กระทบรอบที่เริ่มไปแล้ว เมื่อกลับเข้าเกม รอบนั้นจะเล่นต่อ หรือผลจะแสดงในประวัติของคุณ</p>",
      },
      ZH: {
        title: "游戏规则",
        content:
          "<p>每款游戏的规则和赔付表都可在游戏内的帮助按钮中查看。彩票在每期开奖前封盘，开奖后立即公布结果。网络中断不会影响已开始的牌局：重新进入游戏后，牌局将继续，或结果会显示在您的记录中。</p>",
      },
      ID: {
        title: "Aturan permainan",
        content:
          "<p>Setiap game menampilkan aturan dan tabel pembayarannya di tombol bantuan di dalam game. Untuk togel, taruhan ditutup sebelum setiap periode diundi dan hasilnya diumumkan segera setelah pengundian. Koneksi yang terputus tidak memengaruhi putaran yang sudah dimulai: saat Anda kembali, putaran dilanjutkan atau hasilnya muncul di riwayat Anda.</p>",
      },
      ES: {
        title: "Reglas de los juegos",
        content:
          "<p>Cada juego muestra sus reglas y su tabla de pagos en el botón de ayuda dentro del juego. En las loterías, las apuestas cierran antes de cada sorteo y los resultados se publican justo después. Una conexión interrumpida no afecta una ronda ya iniciada: al volver, la ronda continúa o su resultado aparece en tu historial.</p>",
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
      TH: { title: "คำถามที่พบบ่อย", content: "<p>คำตอบสำหรับคำถามที่พบบ่อยที่สุด</p>" },
      ZH: { title: "常见问题", content: "<p>最常见问题的解答。</p>" },
      ID: {
        title: "Pertanyaan umum",
        content: "<p>Jawaban atas pertanyaan yang paling sering diajukan.</p>",
      },
      ES: { title: "Preguntas frecuentes", content: "<p>Respuestas a las dudas más comunes.</p>" },
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
          TH: {
            title: "ลืมรหัสผ่าน",
            content:
              "<p>ที่หน้าต่างเข้าสู่ระบบ แตะ <strong>ลืมรหัสผ่าน?</strong> แล้วกู้คืนผ่านอีเมลหรือเบอร์โทรศัพท์ที่ลงทะเบียนไว้</p>",
          },
          ZH: {
            title: "忘记密码",
            content: "<p>在登录窗口点击<strong>忘记密码？</strong>，即可通过邮箱或已绑定的手机号码找回。</p>",
          },
          ID: {
            title: "Saya lupa kata sandi",
            content:
              "<p>Di jendela masuk, ketuk <strong>Lupa kata sandi?</strong> lalu pulihkan lewat email atau nomor HP yang terdaftar.</p>",
          },
          ES: {
            title: "Olvidé mi contraseña",
            content:
              "<p>En la ventana de inicio de sesión, toca <strong>¿Olvidaste tu contraseña?</strong> y recupérala por correo o con tu número de celular registrado.</p>",
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
          TH: {
            title: "มีได้มากกว่าหนึ่งบัญชีหรือไม่?",
            content: "<p>ไม่ได้ หนึ่งคน หนึ่งที่อยู่ และหนึ่งช่องทางการชำระเงิน มีได้เพียงหนึ่งบัญชีเท่านั้น บัญชีที่ซ้ำซ้อนจะถูกปิด</p>",
          },
          ZH: {
            title: "我可以注册多个账户吗？",
            content: "<p>不可以。每人、每个地址和每种支付方式仅限一个账户，重复账户将被关闭。</p>",
          },
          ID: {
            title: "Bolehkah saya punya lebih dari satu akun?",
            content:
              "<p>Tidak. Setiap orang, alamat, dan metode pembayaran hanya boleh memiliki satu akun. Akun ganda akan ditutup.</p>",
          },
          ES: {
            title: "¿Puedo tener más de una cuenta?",
            content:
              "<p>No. Cada persona, dirección y medio de pago puede tener una sola cuenta. Las cuentas duplicadas se cierran.</p>",
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
          TH: {
            title: "ทดลองเล่นโดยไม่ต้องฝากได้ไหม?",
            content:
              "<p>ได้ ใช้ปุ่ม <strong>ทดลองเล่นฟรี</strong> เพื่อเปิดบัญชีทดลองที่มียอดเงินเสมือน ยอดชนะจากการทดลองเล่นไม่สามารถถอนได้</p>",
          },
          ZH: {
            title: "可以不存款先试玩吗？",
            content:
              "<p>可以。点击<strong>免费试玩</strong>按钮即可开通带有虚拟余额的试玩账户。试玩中赢得的金额不能提现。</p>",
          },
          ID: {
            title: "Bisakah saya mencoba tanpa deposit?",
            content:
              "<p>Bisa. Gunakan tombol <strong>Main gratis</strong> untuk membuka akun demo dengan saldo virtual. Kemenangan di akun demo tidak bisa ditarik.</p>",
          },
          ES: {
            title: "¿Puedo probar sin depositar?",
            content:
              "<p>Sí. Usa el botón <strong>Juega gratis</strong> para abrir una cuenta demo con saldo virtual. Las ganancias de la demo no se pueden retirar.</p>",
          },
        },
      },
    ],
  },
];
