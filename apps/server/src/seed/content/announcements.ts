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
      texts: {
        PT: { title: "Bem-vindo à Jogada" },
        EN: { title: "Welcome to Jogada" },
        VI: { title: "Chào mừng bạn đến với Jogada" },
        TH: { title: "ยินดีต้อนรับสู่ Jogada" },
        ZH: { title: "欢迎来到 Jogada" },
        ID: { title: "Selamat datang di Jogada" },
        ES: { title: "Bienvenido a Jogada" },
      },
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
      texts: {
        PT: { title: "Cassino ao vivo 24 horas" },
        EN: { title: "Live casino around the clock" },
        VI: { title: "Casino trực tuyến 24/7" },
        TH: { title: "คาสิโนสดตลอด 24 ชั่วโมง" },
        ZH: { title: "真人视讯 24 小时不打烊" },
        ID: { title: "Live casino 24 jam nonstop" },
        ES: { title: "Casino en vivo las 24 horas" },
      },
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
        VI: { title: "Xổ số quay thưởng mỗi phút" },
        TH: { title: "หวยออกผลทุกนาที" },
        ZH: { title: "彩票每分钟开奖" },
        ID: { title: "Togel dengan undian setiap menit" },
        ES: { title: "Loterías con sorteos cada minuto" },
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
      texts: {
        PT: { title: "Milhares de slots" },
        EN: { title: "Thousands of slots" },
        VI: { title: "Hàng nghìn trò nổ hũ" },
        TH: { title: "สล็อตนับพันเกม" },
        ZH: { title: "上千款电子游戏" },
        ID: { title: "Ribuan game slot" },
        ES: { title: "Miles de slots" },
      },
    },
    // Login and register modals.
    {
      kind: "banner",
      groupName: "w_login",
      seedKey: "banner-login",
      imageUrl: "/images/banners/login.svg",
      publishedAt: at(30 * DAY),
      texts: {
        PT: { title: "Entre e jogue" },
        EN: { title: "Log in and play" },
        VI: { title: "Đăng nhập và chơi ngay" },
        TH: { title: "เข้าสู่ระบบแล้วเล่นได้เลย" },
        ZH: { title: "登录即可畅玩" },
        ID: { title: "Masuk dan langsung main" },
        ES: { title: "Inicia sesión y juega" },
      },
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
        VI: { title: "Đăng ký và nhận thưởng P 10" },
        TH: { title: "สมัครสมาชิกรับโบนัส P 10" },
        ZH: { title: "注册即领 P 10 彩金" },
        ID: { title: "Daftar dan klaim bonus P 10" },
        ES: { title: "Regístrate y reclama un bono de P 10" },
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
        VI: {
          title: "Thưởng chào mừng",
          content:
            '<p>Tham gia khuyến mãi và nạp tiền lần đầu: nhận ngay <strong>thưởng 100%</strong>, tối đa P 1.000.</p><p>Xem điều kiện tại trang <a href="/promotions">Khuyến mãi</a>.</p>',
        },
        TH: {
          title: "โบนัสต้อนรับ",
          content:
            '<p>กดรับโปรแล้วฝากเงินครั้งแรก รับ<strong>โบนัส 100%</strong> สูงสุด P 1,000</p><p>ดูเงื่อนไขได้ที่หน้า<a href="/promotions">โปรโมชั่น</a></p>',
        },
        ZH: {
          title: "新人欢迎彩金",
          content:
            '<p>报名参加活动并完成首次存款，即可获得<strong>100% 彩金</strong>，最高 P 1,000。</p><p>活动规则详见<a href="/promotions">优惠活动</a>页面。</p>',
        },
        ID: {
          title: "Bonus selamat datang",
          content:
            '<p>Ikuti promosi lalu lakukan deposit pertama Anda: dapatkan <strong>bonus 100%</strong> hingga P 1.000.</p><p>Lihat syarat dan ketentuannya di halaman <a href="/promotions">Promosi</a>.</p>',
        },
        ES: {
          title: "Bono de bienvenida",
          content:
            '<p>Inscríbete en la promoción y haz tu primer depósito: recibe un <strong>bono del 100%</strong> de hasta P 1000.</p><p>Consulta las condiciones en la página de <a href="/promotions">promociones</a>.</p>',
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
        VI: {
          title: "Thưởng 100% nạp đầu",
          content:
            "<p>Đăng ký tham gia tại mục Khuyến mãi trước khi nạp tiền, chúng tôi sẽ nhân đôi lần nạp đầu tiên của bạn, tối đa <strong>P 1.000</strong>.</p><ul><li>Nạp tối thiểu: P 100.</li><li>Yêu cầu doanh thu cược: 10 lần tiền thưởng.</li><li>Mức cược tối đa khi tiền thưởng còn hiệu lực: P 200.</li><li>Có hiệu lực 30 ngày kể từ khi tiền thưởng được cộng.</li></ul>",
        },
        TH: {
          title: "โบนัสฝากแรก 100%",
          content:
            "<p>กดรับโปรที่หน้าโปรโมชั่นก่อนฝากเงิน แล้วเราจะเพิ่มยอดฝากครั้งแรกของคุณเป็นสองเท่า สูงสุด <strong>P 1,000</strong></p><ul><li>ฝากขั้นต่ำ: P 100</li><li>ทำเทิร์นโอเวอร์: 10 เท่าของยอดโบนัส</li><li>เดิมพันสูงสุดต่อครั้งระหว่างติดโบนัส: P 200</li><li>โบนัสมีอายุ 30 วันนับจากวันที่ได้รับ</li></ul>",
        },
        ZH: {
          title: "首存 100% 彩金",
          content:
            "<p>存款前先在优惠活动中报名，我们将为您的首笔存款送出等额彩金，最高 <strong>P 1,000</strong>。</p><ul><li>最低存款：P 100。</li><li>流水要求：彩金金额的 10 倍。</li><li>彩金生效期间单注最高投注：P 200。</li><li>彩金自到账之日起 30 天内有效。</li></ul>",
        },
        ID: {
          title: "Bonus 100% deposit pertama",
          content:
            "<p>Daftar di menu Promosi sebelum deposit dan kami gandakan deposit pertama Anda hingga <strong>P 1.000</strong>.</p><ul><li>Deposit minimal: P 100.</li><li>Syarat turnover: 10 kali jumlah bonus.</li><li>Taruhan maksimal selama bonus aktif: P 200.</li><li>Berlaku 30 hari sejak bonus dikreditkan.</li></ul>",
        },
        ES: {
          title: "100% en tu primer depósito",
          content:
            "<p>Inscríbete en Promociones antes de depositar y duplicamos tu primer depósito hasta <strong>P 1000</strong>.</p><ul><li>Depósito mínimo: P 100.</li><li>Requisito de apuesta: 10 veces el monto del bono.</li><li>Apuesta máxima con el bono activo: P 200.</li><li>Válido por 30 días desde que se acredita el bono.</li></ul>",
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
        VI: {
          title: "Hoàn trả 5% xổ số hằng tuần",
          content:
            "<p>Thứ Hai hằng tuần, chúng tôi hoàn lại <strong>5%</strong> số tiền thua ròng khi chơi xổ số trong tuần trước, tối đa P 5.000.</p><p>Tiền hoàn trả được cộng tự động vào ví chính và không yêu cầu doanh thu cược.</p>",
        },
        TH: {
          title: "คืนยอดเสียหวย 5% ทุกสัปดาห์",
          content:
            "<p>ทุกวันจันทร์ เราคืนยอดเสียสุทธิจากการแทงหวยของสัปดาห์ก่อนให้ <strong>5%</strong> สูงสุด P 5,000</p><p>ยอดคืนเข้ากระเป๋าหลักอัตโนมัติ ไม่ต้องทำเทิร์น</p>",
        },
        ZH: {
          title: "彩票每周 5% 返水",
          content:
            "<p>每周一返还上周彩票净输额的 <strong>5%</strong>，最高 P 5,000。</p><p>返水自动派发至主钱包，无流水要求。</p>",
        },
        ID: {
          title: "Cashback togel mingguan 5%",
          content:
            "<p>Setiap hari Senin kami mengembalikan <strong>5%</strong> dari kekalahan bersih togel Anda minggu lalu, hingga P 5.000.</p><p>Cashback otomatis masuk ke dompet utama tanpa syarat turnover.</p>",
        },
        ES: {
          title: "Cashback semanal del 5% en loterías",
          content:
            "<p>Cada lunes te devolvemos el <strong>5%</strong> de tus pérdidas netas en loterías de la semana anterior, hasta P 5000.</p><p>El cashback se acredita automáticamente en tu billetera principal y no tiene requisito de apuesta.</p>",
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
    vi: [string, string];
    th: [string, string];
    zh: [string, string];
    id: [string, string];
    es: [string, string];
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
      vi: [
        "Bảo trì định kỳ vào thứ Ba tới",
        "<p>Thứ Ba tới, từ 03:00 đến 05:00, chúng tôi sẽ tiến hành bảo trì định kỳ. Trong thời gian này, giao dịch nạp và rút tiền có thể chậm hơn bình thường.</p><p>Cảm ơn bạn đã thông cảm.</p>",
      ],
      th: [
        "แจ้งปิดปรับปรุงระบบวันอังคารหน้า",
        "<p>วันอังคารหน้า ตั้งแต่เวลา 03:00 ถึง 05:00 น. เราจะปิดปรับปรุงระบบตามกำหนด ระหว่างนี้การฝากและถอนเงินอาจใช้เวลานานกว่าปกติ</p><p>ขออภัยในความไม่สะดวก</p>",
      ],
      zh: [
        "下周二系统例行维护",
        "<p>下周二 03:00 至 05:00 将进行系统例行维护，期间存款和提现的到账时间可能比平时更长。</p><p>感谢您的理解与支持。</p>",
      ],
      id: [
        "Pemeliharaan terjadwal Selasa depan",
        "<p>Selasa depan pukul 03:00 hingga 05:00 kami akan melakukan pemeliharaan terjadwal. Selama waktu tersebut, deposit dan penarikan bisa memakan waktu lebih lama dari biasanya.</p><p>Terima kasih atas pengertian Anda.</p>",
      ],
      es: [
        "Mantenimiento programado el próximo martes",
        "<p>El próximo martes, entre las 03:00 y las 05:00, realizaremos un mantenimiento programado. Durante ese periodo, los depósitos y retiros pueden demorar más de lo normal.</p><p>Gracias por tu comprensión.</p>",
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
      vi: [
        "Thưởng chào mừng 100%",
        '<p>Thành viên mới tham gia khuyến mãi được thưởng <strong>100%</strong> lần nạp đầu, tối đa P 1.000. Xem điều kiện tại mục <a href="/promotions">Khuyến mãi</a>.</p>',
      ],
      th: [
        "โบนัสต้อนรับ 100%",
        '<p>สมาชิกใหม่ที่กดรับโปร รับโบนัส <strong>100%</strong> จากยอดฝากครั้งแรก สูงสุด P 1,000 ดูเงื่อนไขได้ที่<a href="/promotions">โปรโมชั่น</a></p>',
      ],
      zh: [
        "100% 新人欢迎彩金",
        '<p>新会员报名参加即可获得首笔存款 <strong>100%</strong> 的彩金，最高 P 1,000。活动规则详见<a href="/promotions">优惠活动</a>。</p>',
      ],
      id: [
        "Bonus selamat datang 100%",
        '<p>Member baru yang ikut promosi mendapatkan bonus <strong>100%</strong> dari deposit pertama hingga P 1.000. Lihat syarat dan ketentuannya di menu <a href="/promotions">Promosi</a>.</p>',
      ],
      es: [
        "Bono de bienvenida del 100%",
        '<p>Los nuevos miembros que se inscriben reciben el <strong>100%</strong> de su primer depósito, hasta P 1000. Consulta las condiciones en <a href="/promotions">Promociones</a>.</p>',
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
      vi: [
        "Bàn baccarat trực tuyến mới",
        "<p>Chúng tôi vừa mở thêm sáu bàn baccarat và hai bàn roulette với dealer nói tiếng Bồ Đào Nha, hoạt động 24 giờ mỗi ngày.</p>",
      ],
      th: [
        "เปิดโต๊ะบาคาร่าสดใหม่",
        "<p>เราเปิดโต๊ะบาคาร่าใหม่ 6 โต๊ะ และโต๊ะรูเล็ต 2 โต๊ะ พร้อมดีลเลอร์ที่พูดภาษาโปรตุเกส เปิดให้เล่นตลอด 24 ชั่วโมง</p>",
      ],
      zh: [
        "全新真人百家乐桌台",
        "<p>新开六张百家乐桌台和两张轮盘桌台，由葡萄牙语荷官主持，24 小时开放。</p>",
      ],
      id: [
        "Meja live baccarat baru",
        "<p>Kami membuka enam meja baccarat dan dua meja roulette baru dengan dealer berbahasa Portugis, buka 24 jam sehari.</p>",
      ],
      es: [
        "Nuevas mesas de baccarat en vivo",
        "<p>Abrimos seis nuevas mesas de baccarat y dos de ruleta con crupieres que hablan portugués, disponibles las 24 horas del día.</p>",
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
      vi: [
        "Rút tiền nhanh hơn",
        "<p>Lệnh rút tiền qua chuyển khoản ngân hàng nay được xử lý trung bình trong <strong>15 phút</strong>, tất cả các ngày trong tuần.</p>",
      ],
      th: [
        "ถอนเงินไวขึ้น",
        "<p>การถอนเงินผ่านการโอนธนาคารใช้เวลาดำเนินการเฉลี่ยเพียง <strong>15 นาที</strong> ทุกวันไม่เว้นวันหยุด</p>",
      ],
      zh: ["提现更快到账", "<p>银行转账提现现平均 <strong>15 分钟</strong>内处理完毕，一周七天无休。</p>"],
      id: [
        "Penarikan lebih cepat",
        "<p>Penarikan melalui transfer bank kini diproses rata-rata dalam <strong>15 menit</strong>, setiap hari tanpa libur.</p>",
      ],
      es: [
        "Retiros más rápidos",
        "<p>Los retiros por transferencia bancaria ahora se procesan en <strong>15 minutos</strong> en promedio, todos los días de la semana.</p>",
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
      vi: [
        "Phiên bản ứng dụng mới",
        '<p>Ứng dụng phiên bản 2.4 cho Android và iOS đã ra mắt, hỗ trợ đăng nhập bằng SMS và thông báo kết quả. Tải về tại trang <a href="/download">Tải ứng dụng</a>.</p>',
      ],
      th: [
        "แอปเวอร์ชันใหม่",
        '<p>แอปเวอร์ชัน 2.4 สำหรับ Android และ iOS มาแล้ว เข้าสู่ระบบด้วย SMS ได้ และมีแจ้งเตือนผลรางวัล ดาวน์โหลดได้ที่หน้า<a href="/download">ดาวน์โหลดแอป</a></p>',
      ],
      zh: [
        "App 新版本上线",
        '<p>安卓和 iOS App 2.4 版现已上线，支持短信登录和开奖结果通知。请前往<a href="/download">下载 App</a>页面下载。</p>',
      ],
      id: [
        "Versi aplikasi terbaru",
        '<p>Aplikasi versi 2.4 untuk Android dan iOS sudah tersedia, dengan login via SMS dan notifikasi hasil. Unduh di halaman <a href="/download">Unduh aplikasi</a>.</p>',
      ],
      es: [
        "Nueva versión de la app",
        '<p>Ya está disponible la versión 2.4 de la app para Android e iOS, con inicio de sesión por SMS y notificaciones de resultados. Descárgala en la página <a href="/download">Descargar la app</a>.</p>',
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
      vi: [
        "Bảo vệ tài khoản của bạn",
        "<p>Jogada không bao giờ yêu cầu mật khẩu của bạn qua điện thoại, e-mail hay chat. Hãy bật xác minh qua SMS và không chia sẻ mã với bất kỳ ai.</p>",
      ],
      th: [
        "ปกป้องบัญชีของคุณ",
        "<p>Jogada จะไม่ขอรหัสผ่านของคุณทางโทรศัพท์ อีเมล หรือแชทโดยเด็ดขาด เปิดใช้การยืนยันทาง SMS และอย่าบอกรหัสใดๆ แก่ผู้อื่น</p>",
      ],
      zh: [
        "保护您的账户安全",
        "<p>Jogada 绝不会通过电话、邮件或在线客服索取您的密码。请开启短信验证，切勿向任何人透露验证码。</p>",
      ],
      id: [
        "Jaga keamanan akun Anda",
        "<p>Jogada tidak akan pernah meminta kata sandi Anda melalui telepon, e-mail, atau chat. Aktifkan verifikasi SMS dan jangan pernah membagikan kode kepada siapa pun.</p>",
      ],
      es: [
        "Protege tu cuenta",
        "<p>Jogada nunca te pedirá tu contraseña por teléfono, correo electrónico o chat. Activa la verificación por SMS y no compartas tus códigos con nadie.</p>",
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
      vi: [
        "Chương trình VIP được làm mới",
        "<p>Chương trình VIP nay có tám cấp, với thưởng thăng cấp, lương hằng tháng và quản lý tài khoản riêng từ cấp 5.</p>",
      ],
      th: [
        "โปรแกรม VIP โฉมใหม่",
        "<p>โปรแกรม VIP มีทั้งหมด 8 ระดับ พร้อมโบนัสเลื่อนระดับ เงินเดือนรายเดือน และผู้จัดการบัญชีส่วนตัวตั้งแต่ระดับ 5 ขึ้นไป</p>",
      ],
      zh: ["VIP 计划全新升级", "<p>VIP 计划现设八个等级，享晋级彩金和每月俸禄，5 级起配备专属客户经理。</p>"],
      id: [
        "Program VIP diperbarui",
        "<p>Program VIP kini memiliki delapan level, dengan bonus naik level, gaji bulanan, dan manajer akun pribadi mulai level 5.</p>",
      ],
      es: [
        "Programa VIP renovado",
        "<p>El programa VIP ahora tiene ocho niveles, con bonos por subir de nivel, salario mensual y gerente de cuenta dedicado a partir del nivel 5.</p>",
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
      vi: [
        "Giờ quay thưởng xổ số Việt Nam",
        "<p>Xổ số Việt Nam quay thưởng hằng ngày lúc 16:15 (miền Nam), 17:15 (miền Trung) và 18:15 (miền Bắc), theo giờ Việt Nam. Ngừng nhận cược 15 phút trước giờ quay.</p>",
      ],
      th: [
        "เวลาออกผลหวยเวียดนาม",
        "<p>หวยเวียดนามออกผลทุกวัน เวลา 16:15 น. (ภาคใต้) 17:15 น. (ภาคกลาง) และ 18:15 น. (ภาคเหนือ) ตามเวลาเวียดนาม ปิดรับแทง 15 นาทีก่อนออกผล</p>",
      ],
      zh: [
        "越南彩开奖时间",
        "<p>越南彩每日开奖时间为 16:15（南部）、17:15（中部）和 18:15（北部），均为越南时间。开奖前 15 分钟停止投注。</p>",
      ],
      id: [
        "Jadwal togel Vietnam",
        "<p>Undian togel Vietnam berlangsung setiap hari pukul 16:15 (Selatan), 17:15 (Tengah), dan 18:15 (Utara), waktu Vietnam. Taruhan ditutup 15 menit sebelum undian.</p>",
      ],
      es: [
        "Horario de las loterías de Vietnam",
        "<p>Los sorteos de la lotería de Vietnam se realizan todos los días a las 16:15 (Sur), 17:15 (Centro) y 18:15 (Norte), hora de Vietnam. Las apuestas cierran 15 minutos antes.</p>",
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
      vi: [
        "Chơi có trách nhiệm",
        '<p>Bạn có thể đặt giới hạn nạp tiền, giới hạn thua và thời gian mỗi phiên chơi trong tài khoản. Nếu cần tạm nghỉ, hãy liên hệ bộ phận chăm sóc khách hàng. Tìm hiểu thêm tại <a href="/help">Trung tâm trợ giúp</a>.</p>',
      ],
      th: [
        "การเล่นอย่างรับผิดชอบ",
        '<p>คุณตั้งวงเงินฝาก วงเงินเสีย และระยะเวลาการเล่นต่อครั้งได้ในบัญชีของคุณ หากต้องการพักการเล่น โปรดติดต่อฝ่ายบริการลูกค้า อ่านเพิ่มเติมได้ที่<a href="/help">ศูนย์ช่วยเหลือ</a></p>',
      ],
      zh: [
        "理性游戏",
        '<p>您可以在账户中设置存款限额、亏损限额和单次游戏时长。如需暂停游戏，请联系在线客服。详情请见<a href="/help">帮助中心</a>。</p>',
      ],
      id: [
        "Bermain bertanggung jawab",
        '<p>Anda dapat mengatur batas deposit, batas kekalahan, dan batas waktu sesi di akun Anda. Jika butuh jeda, hubungi layanan pelanggan. Baca selengkapnya di <a href="/help">Pusat bantuan</a>.</p>',
      ],
      es: [
        "Juego responsable",
        '<p>Puedes establecer límites de depósito, de pérdidas y de tiempo de sesión en tu cuenta. Si necesitas una pausa, comunícate con atención al cliente. Más información en el <a href="/help">Centro de ayuda</a>.</p>',
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
      vi: [
        "Mời bạn bè, nhận thưởng",
        "<p>Chia sẻ mã mời của bạn: với mỗi người bạn đăng ký và nạp tiền, bạn nhận P 50 và 1% tiền cược của người đó trong 30 ngày.</p>",
      ],
      th: [
        "ชวนเพื่อนรับรายได้",
        "<p>แชร์รหัสเชิญของคุณ เพื่อนทุกคนที่สมัครและฝากเงิน คุณจะได้รับ P 50 และ 1% จากยอดเดิมพันของเพื่อนเป็นเวลา 30 วัน</p>",
      ],
      zh: [
        "邀请好友赚奖励",
        "<p>分享您的邀请码：每邀请一位好友注册并存款，您即可获得 P 50，以及该好友 30 天内投注额的 1%。</p>",
      ],
      id: [
        "Ajak teman dan dapatkan hadiah",
        "<p>Bagikan kode undangan Anda: untuk setiap teman yang mendaftar dan deposit, Anda mendapat P 50 dan 1% dari taruhan mereka selama 30 hari.</p>",
      ],
      es: [
        "Invita a tus amigos y gana",
        "<p>Comparte tu código de invitación: por cada amigo que se registre y deposite, recibes P 50 y el 1% de sus apuestas durante 30 días.</p>",
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
      vi: [
        "Nổ hũ mới trong tuần",
        "<p>Mười hai trò nổ hũ mới đã có mặt, trong đó ba trò có jackpot lũy tiến. Hãy tìm nhãn <strong>Mới</strong> trên trang nổ hũ.</p>",
      ],
      th: [
        "สล็อตใหม่ประจำสัปดาห์",
        "<p>สล็อตใหม่มาแล้ว 12 เกม มี 3 เกมที่มีแจ็คพอตสะสม มองหาป้าย <strong>ใหม่</strong> ในหน้าสล็อต</p>",
      ],
      zh: [
        "本周新上线电子游戏",
        "<p>十二款全新电子游戏上线，其中三款设有累积奖池。请在电子游戏页面留意<strong>新</strong>标识。</p>",
      ],
      id: [
        "Slot baru minggu ini",
        "<p>Dua belas slot baru telah hadir, tiga di antaranya dengan jackpot progresif. Cari label <strong>Baru</strong> di halaman slot.</p>",
      ],
      es: [
        "Nuevos slots esta semana",
        "<p>Llegaron doce slots nuevos, tres de ellos con jackpot progresivo. Busca la etiqueta <strong>Nuevo</strong> en la página de slots.</p>",
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
      vi: [
        "Phương thức nạp tiền mới",
        "<p>Giờ đây bạn có thể nạp tiền bằng ví điện tử và mã QR ngân hàng, tiền được cộng vào tài khoản ngay lập tức.</p>",
      ],
      th: ["ช่องทางฝากเงินใหม่", "<p>ตอนนี้ฝากเงินผ่านวอลเล็ตและสแกน QR ธนาคารได้แล้ว ยอดเงินเข้าบัญชีทันที</p>"],
      zh: ["新增存款方式", "<p>现已支持电子钱包和银行扫码存款，即时到账。</p>"],
      id: [
        "Metode deposit baru",
        "<p>Kini Anda bisa deposit melalui dompet digital dan kode QR bank, saldo langsung masuk ke akun Anda.</p>",
      ],
      es: [
        "Nuevos métodos de depósito",
        "<p>Ahora puedes depositar con billeteras digitales y códigos QR bancarios, con acreditación inmediata en tu cuenta.</p>",
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
      vi: [
        "Cửa hàng điểm đã mở",
        "<p>Mỗi cược hợp lệ đều được tích điểm để đổi thưởng và quà tặng tại Cửa hàng điểm.</p>",
      ],
      th: ["ร้านค้าแลกแต้มเปิดแล้ว", "<p>ทุกยอดเดิมพันที่นับได้จะได้รับแต้ม นำไปแลกโบนัสและของรางวัลได้ที่ร้านค้าแลกแต้ม</p>"],
      zh: ["积分商城开业", "<p>每笔有效投注均可累积积分，可在积分商城兑换彩金和奖品。</p>"],
      id: [
        "Toko poin sudah buka",
        "<p>Setiap taruhan valid menghasilkan poin yang bisa ditukar dengan bonus dan hadiah di Toko poin.</p>",
      ],
      es: [
        "Ya abrió la Tienda de puntos",
        "<p>Cada apuesta válida suma puntos que puedes canjear por bonos y premios en la Tienda de puntos.</p>",
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
      vi: [
        "Cá cược thể thao mùa cúp",
        '<p>Kèo trực tiếp cho mọi trận đấu của giải cúp, trả thưởng sớm khi đội bạn chọn dẫn trước hai bàn.</p><p><img src="/images/notices/news.svg" alt="Jogada"></p>',
      ],
      th: [
        "เดิมพันฟุตบอลถ้วย",
        '<p>ราคาบอลสดทุกคู่ของรายการถ้วย พร้อมจ่ายก่อนเมื่อทีมของคุณนำสองประตู</p><p><img src="/images/notices/news.svg" alt="Jogada"></p>',
      ],
      zh: [
        "杯赛体育投注",
        '<p>杯赛全部场次开放滚球盘口，您支持的球队领先两球即可提前派彩。</p><p><img src="/images/notices/news.svg" alt="Jogada"></p>',
      ],
      id: [
        "Taruhan olahraga piala",
        '<p>Pasaran live untuk semua pertandingan piala, dengan pembayaran lebih awal saat tim Anda unggul dua gol.</p><p><img src="/images/notices/news.svg" alt="Jogada"></p>',
      ],
      es: [
        "Apuestas deportivas para la copa",
        '<p>Mercados en vivo para todos los partidos de la copa, con pago anticipado cuando tu equipo se pone dos goles arriba.</p><p><img src="/images/notices/news.svg" alt="Jogada"></p>',
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
      vi: [
        "Jogada chính thức ra mắt",
        "<p>Chào mừng bạn đến với Jogada: xổ số, casino trực tuyến, nổ hũ, bắn cá và thể thao tại một nơi, bằng tiếng Bồ Đào Nha, tiếng Anh và tiếng Việt.</p>",
      ],
      th: [
        "Jogada เปิดให้บริการแล้ว",
        "<p>ยินดีต้อนรับสู่ Jogada: หวย คาสิโนสด สล็อต ยิงปลา และกีฬา ครบจบในที่เดียว รองรับภาษาโปรตุเกส ภาษาอังกฤษ และภาษาไทย</p>",
      ],
      zh: [
        "Jogada 正式上线",
        "<p>欢迎来到 Jogada：彩票、真人视讯、电子游戏、捕鱼和体育一站畅玩，支持葡萄牙语、英语和中文。</p>",
      ],
      id: [
        "Jogada resmi hadir",
        "<p>Selamat datang di Jogada: togel, live casino, slot, tembak ikan, dan olahraga dalam satu tempat, dalam bahasa Portugis, Inggris, dan Indonesia.</p>",
      ],
      es: [
        "Jogada ya está en línea",
        "<p>Bienvenido a Jogada: loterías, casino en vivo, slots, juegos de pesca y deportes en un solo lugar, en portugués, inglés y español.</p>",
      ],
    },
  ];
  return notices.map((n) => ({
    kind: "notice",
    seedKey: n.key,
    headline: n.headline ?? false,
    publishedAt: at(n.ago),
    texts: {
      PT: { title: n.pt[0], content: n.pt[1] },
      EN: { title: n.en[0], content: n.en[1] },
      VI: { title: n.vi[0], content: n.vi[1] },
      TH: { title: n.th[0], content: n.th[1] },
      ZH: { title: n.zh[0], content: n.zh[1] },
      ID: { title: n.id[0], content: n.id[1] },
      ES: { title: n.es[0], content: n.es[1] },
    },
  }));
}
