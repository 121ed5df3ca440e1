// The static pages (/pages/{id}) the footer's categories link to, with their real text in tr and en.
// Bodies use only the tags the CMS sanitizer keeps (p, ul, ol, li, strong, em, a[href], h3, h4, br,
// table/tr/td/th); the page title comes from `title`, so a body does not repeat it.
import { formatPaymentTime, TERMS_PAGE_ID } from '@arena/contracts';
import type { Locale } from '../../../i18n/translations';
import { PAYMENT_METHODS } from '../../payments';
import { lira } from './offer-figures';

export interface SeedPage {
  id: number;
  status: boolean;
  text: Record<Locale, { title: string; body: string }>;
}

/** Responsible Gambling (/pages/5, in the footer's Gambling column) and Self-Exclusion: they describe the account's player protection tools. */
export const PLAYER_PROTECTION_PAGES: readonly number[] = [5, 6];

/** Bonus Rules (/pages/11): the wagering rules the bonus module applies. */
export const BONUS_RULES_PAGE = 11;

/** Deposits and Withdrawals (/pages/13): each payment method's minimums. */
export const PAYMENTS_PAGE = 13;

/** a payment that arrives at once */
const INSTANT: Record<Locale, string> = { tr: 'Anında', en: 'Instant' };

/**
 * The payments page's table: each method's minimums as its payment form enforces them, its daily limit
 * and how long it takes, from the methods' records (payments/seed.ts), which the cashier shows too.
 */
function paymentMethodsTable(locale: Locale): string {
  const head =
    locale === 'tr'
      ? ['Yöntem', 'En az yatırım', 'En az çekim', 'Günlük limit', 'Süre']
      : ['Method', 'Minimum deposit', 'Minimum withdrawal', 'Daily limit', 'Time'];
  const rows = PAYMENT_METHODS.map(({ name, minAmount, dailyLimit, time, depositFields, withdrawFields }) => [
    name,
    depositFields ? lira(minAmount, locale) : '—',
    withdrawFields ? lira(minAmount, locale) : '—',
    lira(dailyLimit, locale),
    formatPaymentTime(time, locale) ?? INSTANT[locale],
  ]);
  const row = (cells: string[], tag: 'th' | 'td') => `<tr>${cells.map((cell) => `<${tag}>${cell}</${tag}>`).join('')}</tr>`;
  return `<table>${row(head, 'th')}${rows.map((cells) => row(cells, 'td')).join('')}</table>`;
}

const published = (id: number, tr: SeedPage['text']['tr'], en: SeedPage['text']['en']): SeedPage => ({ id, status: true, text: { tr, en } });

export const PAGES: readonly SeedPage[] = [
  // the terms a player accepts at sign-up (TERMS_VERSION: raise it with any change of this text)
  published(
    TERMS_PAGE_ID,
    {
      title: 'Genel Şartlar ve Koşullar',
      body:
        '<h3>1. Giriş</h3><p>Bu şartlar, Arena Entertainment N.V. tarafından işletilen Arena sitesinin ve tüm hizmetlerinin kullanımını düzenler. Hesap açan her kullanıcı bu şartları, <a href="/pages/2">Gizlilik Politikası</a>nı ve <a href="/pages/11">Bonus Kuralları</a>nı kabul etmiş sayılır.</p>' +
        '<h3>2. Üyelik</h3><ul><li>Hizmetlerimizi kullanmak için <strong>18 yaşını doldurmuş</strong> olmanız gerekir.</li><li>Her kişi, hane, IP adresi ve ödeme yöntemi için yalnızca <strong>bir hesap</strong> açılabilir.</li><li>Hesap bilgilerinin doğru ve güncel tutulması, şifrenin gizli tutulması kullanıcının sorumluluğundadır.</li></ul>' +
        '<h3>3. Para Yatırma ve Çekme</h3><p>Yatırımlar hesabınıza anında yansır. Para çekme talepleri, <a href="/pages/4">kimlik doğrulaması</a> tamamlandıktan sonra ve yalnızca yatırımda kullanılan yönteme işleme alınır. Ayrıntılar <a href="/pages/13">Para Yatırma ve Çekme</a> sayfasındadır.</p>' +
        '<h3>4. Bahisler ve Oyunlar</h3><p>Onaylanan bir bahis iptal edilemez. Teknik bir arıza nedeniyle geçersiz sayılan oyun turlarında bahis tutarı iade edilir. Oran veya ödeme hatalarında doğru değer uygulanır.</p>' +
        '<h3>5. Hesabın Kapatılması</h3><p>Sahte kimlik, birden fazla hesap, bonus kötüye kullanımı veya dolandırıcılık şüphesinde hesap askıya alınabilir ve kazançlar iptal edilebilir.</p>' +
        '<h3>6. Değişiklikler</h3><p>Şartlar ve koşullarda bir değişiklik yapılması halinde, mevcut kullanıcılar değişikliğin duyurulmasından en az iki hafta sonra hizmeti kullanmayı bırakabilir.</p>',
    },
    {
      title: 'General Terms and Conditions',
      body:
        '<h3>1. Introduction</h3><p>These terms govern the use of the Arena site and all of its services, operated by Arena Entertainment N.V. Everyone who opens an account accepts these terms, the <a href="/pages/2">Privacy Policy</a> and the <a href="/pages/11">Bonus Rules</a>.</p>' +
        '<h3>2. Membership</h3><ul><li>You must be <strong>at least 18 years old</strong> to use our services.</li><li>Only <strong>one account</strong> is allowed per person, household, IP address and payment method.</li><li>Keeping the account details correct and up to date, and the password secret, is the user’s responsibility.</li></ul>' +
        '<h3>3. Deposits and Withdrawals</h3><p>Deposits reach your balance at once. Withdrawals are processed once <a href="/pages/4">identity verification</a> is complete, and only to the method used to deposit. See <a href="/pages/13">Deposits and Withdrawals</a> for the details.</p>' +
        '<h3>4. Bets and Games</h3><p>A confirmed bet cannot be cancelled. A game round voided by a technical fault has its stake returned. Where odds or payouts were shown in error, the correct value applies.</p>' +
        '<h3>5. Closing an Account</h3><p>An account may be suspended and its winnings voided on a false identity, multiple accounts, bonus abuse or suspected fraud.</p>' +
        '<h3>6. Changes</h3><p>When these terms change, existing users may stop using the service at least two weeks after the announcement.</p>',
    },
  ),
  published(
    2,
    {
      title: 'Gizlilik Politikası',
      body:
        '<p>Kişisel verileriniz <strong>6698 sayılı Kişisel Verilerin Korunması Kanunu (KVKK)</strong> ve GDPR ilkelerine uygun olarak işlenir; hiçbir zaman satılmaz.</p>' +
        '<h3>Topladığımız veriler</h3><ul><li>Kimlik ve iletişim bilgileri: ad, soyad, doğum tarihi, e-posta, telefon.</li><li>Hesap ve işlem kayıtları: yatırımlar, çekimler, bahisler ve bonuslar.</li><li>Teknik veriler: IP adresi, cihaz ve tarayıcı bilgisi, oturum kayıtları.</li></ul>' +
        '<h3>Verilerin kullanımı</h3><p>Verileriniz hesabınızı yönetmek, ödemeleri işlemek, yasal yükümlülüklerimizi (kara para aklamanın önlenmesi, yaş doğrulaması) yerine getirmek ve sorumlu oyun araçlarını sunmak için kullanılır. Pazarlama iletileri yalnızca onayınızla gönderilir.</p>' +
        '<h3>Paylaşım</h3><p>Veriler yalnızca ödeme kuruluşları, kimlik doğrulama hizmetleri ve yetkili makamlarla, gerektiği ölçüde paylaşılır.</p>' +
        '<h3>Haklarınız</h3><p>Verilerinize erişme, düzeltilmesini veya silinmesini isteme hakkınız vardır. Taleplerinizi canlı destek veya <a href="/pages/9">İletişim</a> sayfasındaki kanallar üzerinden iletebilirsiniz.</p>',
    },
    {
      title: 'Privacy Policy',
      body:
        '<p>Your personal data is processed in line with <strong>Turkish Law No. 6698 on the Protection of Personal Data (KVKK)</strong> and the GDPR, and is never sold.</p>' +
        '<h3>What we collect</h3><ul><li>Identity and contact details: name, date of birth, e-mail, phone.</li><li>Account and transaction records: deposits, withdrawals, bets and bonuses.</li><li>Technical data: IP address, device and browser details, session logs.</li></ul>' +
        '<h3>How we use it</h3><p>We use your data to run your account, process payments, meet our legal duties (anti-money-laundering, age verification) and offer responsible gambling tools. Marketing messages are sent only with your consent.</p>' +
        '<h3>Sharing</h3><p>Data is shared only with payment institutions, identity verification services and competent authorities, and only as far as needed.</p>' +
        '<h3>Your rights</h3><p>You may access your data and ask for it to be corrected or erased. Send your request through live chat or the channels on the <a href="/pages/9">Contact</a> page.</p>',
    },
  ),
  published(
    3,
    {
      title: 'Çerez Politikası',
      body:
        '<p>Çerezler, tarayıcınızın sitemizden aldığı küçük metin dosyalarıdır. Sitemiz oturumunuzu sürdürmek ve deneyiminizi iyileştirmek için çerezler kullanır.</p>' +
        '<h3>Kullandığımız çerezler</h3><table><tr><th>Tür</th><th>Amaç</th><th>Süre</th></tr><tr><td>Zorunlu</td><td>Oturum, dil tercihi, güvenlik</td><td>Oturum / 1 yıl</td></tr><tr><td>İşlevsel</td><td>Favori oyunlar, kapatılan duyurular</td><td>1 yıl</td></tr><tr><td>Analitik</td><td>Sayfa performansı ve hata ölçümü</td><td>13 ay</td></tr></table>' +
        '<h3>Çerezleri yönetmek</h3><p>Çerezleri tarayıcı ayarlarınızdan silebilir veya engelleyebilirsiniz. Zorunlu çerezler engellendiğinde giriş yapmak mümkün olmayabilir.</p>',
    },
    {
      title: 'Cookie Policy',
      body:
        '<p>Cookies are small text files your browser receives from our site. We use cookies to keep you signed in and to improve your experience.</p>' +
        '<h3>The cookies we use</h3><table><tr><th>Type</th><th>Purpose</th><th>Lifetime</th></tr><tr><td>Essential</td><td>Session, language, security</td><td>Session / 1 year</td></tr><tr><td>Functional</td><td>Favourite games, dismissed notices</td><td>1 year</td></tr><tr><td>Analytics</td><td>Page performance and error measurement</td><td>13 months</td></tr></table>' +
        '<h3>Managing cookies</h3><p>You can delete or block cookies in your browser settings. Without essential cookies you may not be able to log in.</p>',
    },
  ),
  published(
    4,
    {
      title: 'KYC ve AML Politikası',
      body:
        '<p>Arena, kara para aklamanın ve terörün finansmanının önlenmesine ilişkin uluslararası standartlara uyar. Bu nedenle oyuncularımızı tanımamız (KYC) gerekir.</p>' +
        '<h3>İstenen belgeler</h3><ol><li>Geçerli bir kimlik belgesi: nüfus cüzdanı, pasaport veya ehliyet (ön ve arka yüz).</li><li>Son üç ay içinde düzenlenmiş bir adres belgesi: fatura veya banka hesap özeti.</li><li>Kullanılan ödeme yönteminin size ait olduğunu gösteren belge.</li></ol>' +
        '<h3>Ne zaman istenir?</h3><p>İlk para çekme talebinizden önce, toplam yatırımlarınız 20.000 ₺’yi aştığında veya olağan dışı bir hesap hareketi görüldüğünde. Belgeler genellikle <strong>24 saat içinde</strong> incelenir.</p>' +
        '<h3>İzleme</h3><p>Şüpheli işlemler yetkili makamlara bildirilir; üçüncü kişi adına yapılan ödemeler kabul edilmez.</p>',
    },
    {
      title: 'KYC and AML Policy',
      body:
        '<p>Arena follows the international standards against money laundering and terrorist financing. That is why we need to know our players (KYC).</p>' +
        '<h3>Documents we ask for</h3><ol><li>A valid identity document: national ID card, passport or driving licence (front and back).</li><li>Proof of address issued in the last three months: a utility bill or bank statement.</li><li>Proof that the payment method you use is yours.</li></ol>' +
        '<h3>When?</h3><p>Before your first withdrawal, when your deposits pass ₺20,000 in total, or when unusual account activity is seen. Documents are usually reviewed <strong>within 24 hours</strong>.</p>' +
        '<h3>Monitoring</h3><p>Suspicious transactions are reported to the competent authorities; payments on behalf of third parties are not accepted.</p>',
    },
  ),
  published(
    5,
    {
      title: 'Sorumlu Kumar',
      body:
        '<p>Kumar bir eğlence aracıdır, para kazanma yolu değildir. Oyun ancak kontrol sizdeyken keyiflidir. Arena, kontrolü elinizde tutmanız için size araçlar sunar ve bu araçlar yalnızca söz olarak değil, sistemlerimiz tarafından uygulanır.</p>' +
        '<h3>Yalnızca yetişkinler için</h3><p>Hesap açmak ve oynamak için <strong>18 yaşını doldurmuş</strong> olmanız gerekir. Yaşınızı kayıt sırasında kontrol eder, kimlik belgenizle doğrularız; reşit olmayanların hesapları kapatılır. Ayrıntılar <a href="/pages/7">Reşit Olmayanların Korunması</a> sayfasındadır.</p>' +
        '<h3>Hesabınızdaki araçlar</h3><p>Bunların hepsi hesabınızın <a href="/dashboard/responsible-gambling">Sorumlu Oyun</a> sayfasındadır:</p>' +
        '<ul><li><strong>Yatırım limitleri</strong>: günlük, haftalık veya aylık. Limiti düşürmek hemen geçerli olur; yükseltmek veya kaldırmak ancak 24 saat sonra ve sizin onayınızla geçerli olur.</li>' +
        '<li><strong>Kayıp limitleri</strong> ve <strong>oturum süresi limitleri</strong>: aynı şekilde çalışır.</li>' +
        '<li><strong>Gerçeklik kontrolü</strong>: seçtiğiniz aralıklarla ne kadar süredir oynadığınızı ve oturumdaki net durumunuzu gösterir; devam etmeye, geçmişinizi görmeye veya ayrılmaya siz karar verirsiniz. Oyun penceresi oturum sürenizi her zaman gösterir.</li>' +
        '<li><strong>Mola</strong>: 24 saatten 6 haftaya kadar ara.</li>' +
        '<li><strong>Kendini oyundan men</strong>: 6 ay, 1 yıl veya 5 yıl. Mola ve men süresince yatırım yapamaz, bahis alamaz, oyun oynayamaz ve bonus talep edemezsiniz; size pazarlama iletisi gönderilmez. Süre erken bitirilemez: ne sizin ne de çalışanlarımızın isteğiyle. Ayrıntılar <a href="/pages/6">Kendini Oyundan Men</a> sayfasındadır.</li>' +
        '<li><strong>Hesabı kapatma</strong>: belirttiğiniz nedenle.</li>' +
        '<li><strong>Hesap özeti</strong>: günlük, haftalık veya aylık yatırımlarınız, çekimleriniz, bahisleriniz, kazançlarınız ve net durumunuz <a href="/dashboard/statement">Hesap Özeti</a> sayfasında.</li></ul>' +
        '<h3>Kontrolde kalmak için</h3><ul><li>Oynamaya başlamadan önce bir bütçe ve süre belirleyin; başka bir şeye ihtiyacınız olan parayla oynamayın.</li><li>Kayıplarınızı kovalamayın; borç alarak oynamayın.</li><li>Düzenli ara verin; yorgun, üzgün veya alkollüyken oynamayın.</li></ul>' +
        '<h3>Sorunlu kumarın işaretleri</h3><ul><li>Planladığınızdan fazla para veya zaman harcıyorsunuz.</li><li>Kaybettiklerinizi geri kazanmak için oynuyorsunuz.</li><li>Oynamak için borç alıyor, eşya satıyor veya faturalarınızı aksatıyorsunuz.</li><li>Kumarı yakınlarınızdan saklıyor ya da bu yüzden kaygı, suçluluk veya öfke duyuyorsunuz.</li><li>Kumar işinizin, okulunuzun, ailenizin veya uykunuzun önüne geçiyor.</li></ul>' +
        '<p>Bunlardan biri size tanıdık geliyorsa mola verin veya kendinizi oyundan men edin ve aşağıdaki kuruluşlardan biriyle konuşun. Destekleri ücretsiz ve gizlidir.</p>' +
        '<h3>Yardım kuruluşları</h3><ul><li><strong>Yeşilay Danışmanlık Merkezi (YEDAM)</strong>: ücretsiz <strong>115</strong> danışmanlık hattı, <a href="https://www.yedam.org.tr">yedam.org.tr</a></li><li><strong>GamCare</strong>: <a href="https://www.gamcare.org.uk">gamcare.org.uk</a>, 0808 8020 133 (İngiltere, 7/24)</li><li><strong>BeGambleAware</strong>: <a href="https://www.begambleaware.org">begambleaware.org</a></li><li><strong>Gamblers Anonymous</strong>: <a href="https://www.gamblersanonymous.org">gamblersanonymous.org</a></li><li><strong>Gambling Therapy</strong> (çok dilli çevrim içi destek): <a href="https://www.gamblingtherapy.org">gamblingtherapy.org</a></li></ul>',
    },
    {
      title: 'Responsible Gambling',
      body:
        '<p>Gambling is entertainment, not a way to make money. It stays fun only while you are in control. Arena gives you the tools to stay in control, and our systems enforce them: they are not just a promise.</p>' +
        '<h3>Only for adults</h3><p>You must be <strong>18 or over</strong> to open an account and play. We check your age when you register and verify it with an identity document; accounts of minors are closed. See <a href="/pages/7">Underage Gambling</a>.</p>' +
        '<h3>Tools in your account</h3><p>All of these are on the <a href="/dashboard/responsible-gambling">Responsible Gambling</a> page of your account:</p>' +
        '<ul><li><strong>Deposit limits</strong> per day, week or month. Lowering a limit applies at once; raising or removing one applies only after 24 hours and your confirmation.</li>' +
        '<li><strong>Loss limits</strong> and <strong>session time limits</strong>, which work the same way.</li>' +
        '<li><strong>Reality check</strong>: at the interval you choose, it shows how long you have been playing and your net position in the session, and you decide whether to continue, see your history or leave. The game window always shows your session time.</li>' +
        '<li><strong>Time-out</strong>: a break of 24 hours to 6 weeks.</li>' +
        '<li><strong>Self-exclusion</strong>: 6 months, 1 year or 5 years. During a time-out or self-exclusion you cannot deposit, bet, play or claim bonuses, and you receive no marketing. It cannot be ended early, neither by you nor by our staff. See <a href="/pages/6">Self-Exclusion</a>.</li>' +
        '<li><strong>Account closure</strong>, with the reason you give.</li>' +
        '<li><strong>Activity statement</strong>: your deposits, withdrawals, stakes, wins and net position by day, week or month, on the <a href="/dashboard/statement">Activity Statement</a> page.</li></ul>' +
        '<h3>Staying in control</h3><ul><li>Set a budget and a time limit before you start; never play with money you need for anything else.</li><li>Never chase your losses and never borrow to play.</li><li>Take regular breaks; do not play when tired, upset or after drinking.</li></ul>' +
        '<h3>Signs of problem gambling</h3><ul><li>You spend more money or time than you meant to.</li><li>You play to win back what you have lost.</li><li>You borrow money, sell things or miss bills to gamble.</li><li>You hide your gambling from the people close to you, or feel anxious, guilty or irritable about it.</li><li>Gambling gets in the way of your work, studies, family or sleep.</li></ul>' +
        '<p>If any of these sound familiar, take a time-out or self-exclude, and talk to one of the organisations below. Their help is free and confidential.</p>' +
        '<h3>Where to get help</h3><ul><li><strong>Yeşilay Counselling Centre (YEDAM)</strong>: free helpline <strong>115</strong> in Turkey, <a href="https://www.yedam.org.tr">yedam.org.tr</a></li><li><strong>GamCare</strong>: <a href="https://www.gamcare.org.uk">gamcare.org.uk</a>, 0808 8020 133 (UK, 24/7)</li><li><strong>BeGambleAware</strong>: <a href="https://www.begambleaware.org">begambleaware.org</a></li><li><strong>Gamblers Anonymous</strong>: <a href="https://www.gamblersanonymous.org">gamblersanonymous.org</a></li><li><strong>Gambling Therapy</strong> (multilingual online support): <a href="https://www.gamblingtherapy.org">gamblingtherapy.org</a></li></ul>',
    },
  ),
  published(
    6,
    {
      title: 'Kendini Oyundan Men',
      body:
        '<p>Ara vermeye ihtiyaç duyduğunuzda hesabınızı belirli bir süre için kapatabilirsiniz. İkisini de hesabınızın <a href="/dashboard/responsible-gambling">Sorumlu Oyun</a> sayfasından, şifrenizle onaylayarak başlatırsınız.</p>' +
        '<h3>Seçenekler</h3><ul><li><strong>Mola</strong>: 24 saat, 7 gün, 14 gün, 30 gün veya 6 hafta.</li><li><strong>Kendini men</strong>: 6 ay, 1 yıl veya 5 yıl.</li></ul>' +
        '<h3>Süre boyunca</h3><ul><li>Oturumunuz kapatılır; giriş yapmaya çalıştığınızda neden giremediğinizi ve sürenin ne zaman biteceğini görürsünüz.</li><li>Yatırım yapamaz, bahis alamaz, oyun oynayamaz ve bonus talep edemezsiniz.</li><li>Size hiçbir pazarlama iletisi gönderilmez.</li><li>Süre erken bitirilemez: ne sizin ne de çalışanlarımızın isteğiyle.</li><li>Kalan nakit bakiyeniz sizindir: ödenmesi için destek ekibimize yazabilirsiniz.</li></ul>' +
        '<p>Destek için <a href="/pages/5">Sorumlu Kumar</a> sayfasındaki kuruluşlara başvurabilirsiniz.</p>',
    },
    {
      title: 'Self-Exclusion',
      body:
        '<p>When you need a break, you can close your account for a set period. You start either one on the <a href="/dashboard/responsible-gambling">Responsible Gambling</a> page of your account, confirming it with your password.</p>' +
        '<h3>Options</h3><ul><li><strong>Time-out</strong>: 24 hours, 7 days, 14 days, 30 days or 6 weeks.</li><li><strong>Self-exclusion</strong>: 6 months, 1 year or 5 years.</li></ul>' +
        '<h3>While it lasts</h3><ul><li>You are logged out; when you try to log in, you see why you cannot and when it ends.</li><li>You cannot deposit, bet, play or claim bonuses.</li><li>You receive no marketing at all.</li><li>It cannot be ended early, neither by you nor by our staff.</li><li>Your remaining cash balance is yours: write to our support team to have it paid out.</li></ul>' +
        '<p>For support, contact the organisations on the <a href="/pages/5">Responsible Gambling</a> page.</p>',
    },
  ),
  published(
    7,
    {
      title: 'Reşit Olmayanların Korunması',
      body:
        '<p><strong>18 yaşından küçüklerin</strong> üye olması ve oynaması yasaktır. Kayıt sırasında yaşınızı beyan eder, ilk para çekme öncesinde kimlik belgenizle doğrularsınız.</p>' +
        '<h3>Ebeveynler için</h3><ul><li>Cihazınızı ve şifrelerinizi çocuklarla paylaşmayın.</li><li>Net Nanny, Qustodio gibi ebeveyn denetimi yazılımlarıyla kumar sitelerini engelleyin.</li><li>Tarayıcınızda kayıtlı şifreleri kapatın.</li></ul>' +
        '<p>Yaşı tutmayan kullanıcıların hesapları kapatılır ve kazançları iptal edilir.</p>',
    },
    {
      title: 'Underage Gambling',
      body:
        '<p>Players <strong>under 18</strong> may not register or play. You state your age when you sign up and prove it with an identity document before your first withdrawal.</p>' +
        '<h3>For parents</h3><ul><li>Do not share your device or passwords with children.</li><li>Block gambling sites with parental control software such as Net Nanny or Qustodio.</li><li>Turn off saved passwords in your browser.</li></ul>' +
        '<p>Accounts of underage users are closed and their winnings voided.</p>',
    },
  ),
  published(
    8,
    {
      title: 'Hakkımızda',
      body:
        '<p>Arena; spor bahislerini, canlı casinoyu, slot oyunlarını ve kendi geliştirdiğimiz <strong>Arena Originals</strong> oyunlarını (Arena Jet, Dice, Plinko ve daha fazlası) tek çatı altında sunan bir eğlence platformudur.</p>' +
        '<h3>İlkelerimiz</h3><ul><li>Hızlı ödeme: doğrulanmış hesaplarda çekimler genellikle aynı gün.</li><li>Adil oyun: Arena Originals turları kanıtlanabilir adil (provably fair) olarak doğrulanabilir.</li><li>7/24 Türkçe destek.</li></ul>' +
        '<p>Arena, işletmecisinin kendi lisansı altında sunulan bir oyun platformudur; işletmeci lisansını girene kadar bu site bir tanıtım sitesidir.</p>',
    },
    {
      title: 'About Us',
      body:
        '<p>Arena brings sports betting, live casino, slots and our own <strong>Arena Originals</strong> games (Arena Jet, Dice, Plinko and more) together on one entertainment platform.</p>' +
        '<h3>What we stand for</h3><ul><li>Fast payouts: withdrawals from verified accounts usually the same day.</li><li>Fair play: every Arena Originals round can be verified as provably fair.</li><li>Support around the clock, in Turkish and English.</li></ul>' +
        '<p>Arena is a gaming platform an operator runs under their own licence; until the operator enters theirs, this site is a demonstration.</p>',
    },
  ),
  published(
    9,
    {
      title: 'İletişim',
      body:
        '<p>Bize günün her saati ulaşabilirsiniz.</p>' +
        '<ul><li><strong>Canlı destek</strong>: sitenin sağ alt köşesindeki sohbet penceresi, 7/24.</li><li><strong>Telegram</strong>: <a href="https://t.me/arenabet_destek">@arenabet_destek</a></li><li><strong>WhatsApp</strong>: <a href="https://wa.me/905321042001">+90 532 104 20 01</a></li><li><strong>E-posta</strong>: destek@arenabet.com (yanıt süresi 24 saat)</li></ul>' +
        '<p>Güvenliğiniz için destek ekibimiz sizden asla şifrenizi veya doğrulama kodunuzu istemez.</p>',
    },
    {
      title: 'Contact',
      body:
        '<p>You can reach us at any hour of the day.</p>' +
        '<ul><li><strong>Live chat</strong>: the chat window at the bottom right of the site, 24/7.</li><li><strong>Telegram</strong>: <a href="https://t.me/arenabet_destek">@arenabet_destek</a></li><li><strong>WhatsApp</strong>: <a href="https://wa.me/905321042001">+90 532 104 20 01</a></li><li><strong>E-mail</strong>: support@arenabet.com (answered within 24 hours)</li></ul>' +
        '<p>For your safety, our support team never asks for your password or a verification code.</p>',
    },
  ),
  published(
    10,
    {
      title: 'Ortaklık Programı',
      body:
        '<p>Arena ortaklık programına katılın, yönlendirdiğiniz oyunculardan her ay komisyon kazanın.</p>' +
        '<h3>Komisyon oranları</h3><table><tr><th>Aylık yeni oyuncu</th><th>Net gelir payı</th></tr><tr><td>1–10</td><td>%25</td></tr><tr><td>11–50</td><td>%30</td></tr><tr><td>51 ve üzeri</td><td>%40</td></tr></table>' +
        '<p>Ödemeler her ayın ilk haftasında yapılır. Başvuru için Telegram <a href="https://t.me/arenabet_vip">@arenabet_vip</a> hattımıza yazın.</p>',
    },
    {
      title: 'Affiliates',
      body:
        '<p>Join the Arena affiliate programme and earn commission every month on the players you refer.</p>' +
        '<h3>Commission</h3><table><tr><th>New players a month</th><th>Revenue share</th></tr><tr><td>1–10</td><td>25%</td></tr><tr><td>11–50</td><td>30%</td></tr><tr><td>51 and more</td><td>40%</td></tr></table>' +
        '<p>Commission is paid in the first week of each month. To apply, write to us on Telegram at <a href="https://t.me/arenabet_vip">@arenabet_vip</a>.</p>',
    },
  ),
  published(
    11,
    {
      title: 'Bonus Kuralları',
      body:
        '<p>Bu kurallar tüm bonuslar için geçerlidir. Her kampanyanın koşulları çevrim katsayısını, en yüksek bahsi, süresini ve oyun türlerinin çevrime katkısını belirtir.</p>' +
        '<h3>Genel kurallar</h3><ol><li>Çevrim şartı tamamlanmadan bonus ve bonusla elde edilen kazanç çekilemez.</li><li>Aktif bir bonus varken yapılan çekim, bonus parasını iptal eder.</li><li>Aynı anda yalnızca bir aktif bonus kullanılabilir.</li></ol>' +
        '<h3>Çevrime katkı</h3><p>Bir oyun, listelendiği lobi veya kategoriye göre değil, kendi türüne göre sayılır. Oranlar kampanya koşullarındadır; hoş geldin bonusunda:</p><table><tr><th>Oyun</th><th>Katkı</th></tr><tr><td>Slotlar (Arena’nın kendi slotları dahil)</td><td>%100</td></tr><tr><td>Masa oyunları (rulet, blackjack, poker), tombala, TV ve sanal oyunlar</td><td>%10</td></tr><tr><td>Canlı casino</td><td>%0</td></tr><tr><td>Crash ve anlık oyunlar (Arena Jet, Aviator, JetX, Dice, Limbo, Plinko, Mines…)</td><td>Sayılmaz</td></tr><tr><td>Spor bahisleri (en az 1.50 oran)</td><td>%100</td></tr></table>' +
        '<h3>Sayılmayan bahisler</h3><ul><li>Spor bahsi yerleştirildiğinde değil, sonuçlandığında ve içinde kalan tutar kadar sayılır: tamamı nakde çevrilen (cash out) veya geçersiz sayılan bahis sayılmaz; kısmi nakde çevirmede yalnızca bahiste kalan tutar sayılır.</li><li>Aynı marketin farklı sonuçlarına yapılan bahisler (örneğin aynı maçta ev sahibi, beraberlik ve deplasman teklileri) birbirini dengeler: hiçbiri sayılmaz.</li><li>Rulette bir turda 37 sayının 24’ünden fazlasını kapsayan bahisler (örneğin kırmızı ve siyah birlikte) sayılmaz.</li></ul>' +
        '<h3>Bedava bahis</h3><p>Bedava bahsin kazancı (bahis tutarı hariç) çevrim şartı olmadan nakit olarak ödenir.</p>' +
        '<h3>Kötüye kullanım</h3><p>Birden fazla hesap, karşılıklı bahis veya risksiz oyun stratejileri tespit edilirse bonus ve kazançlar iptal edilir.</p>',
    },
    {
      title: 'Bonus Rules',
      body:
        '<p>These rules apply to every bonus. Each campaign’s terms state its wagering multiplier, its maximum bet, its days and how much each kind of game counts.</p>' +
        '<h3>General rules</h3><ol><li>Until a bonus’s wagering requirement is met, neither the bonus nor winnings made with it can be withdrawn.</li><li>A withdrawal while a bonus is active forfeits its bonus money.</li><li>Only one bonus can be active at a time.</li></ol>' +
        '<h3>Wagering contribution</h3><p>A game counts by what it is, never by the lobby or category it is listed in. The shares are in each campaign’s terms; for the welcome bonus:</p><table><tr><th>Game</th><th>Contribution</th></tr><tr><td>Slots (Arena’s own slots included)</td><td>100%</td></tr><tr><td>Table games (roulette, blackjack, poker), bingo, TV and virtual games</td><td>10%</td></tr><tr><td>Live casino</td><td>0%</td></tr><tr><td>Crash and instant games (Arena Jet, Aviator, JetX, Dice, Limbo, Plinko, Mines…)</td><td>Do not count</td></tr><tr><td>Sports bets (odds 1.50 or higher)</td><td>100%</td></tr></table>' +
        '<h3>Bets that do not count</h3><ul><li>A sports bet counts when it settles, not when it is placed, and for the stake still in it: a bet cashed out in full or voided counts nothing; after a partial cash-out only the stake left in the bet counts.</li><li>Bets on different outcomes of one market (say home, draw and away singles on one match) offset each other: none of them counts.</li><li>Roulette bets covering more than 24 of the 37 numbers in one round (say red and black together) do not count.</li></ul>' +
        '<h3>Free bets</h3><p>A free bet’s winnings (not its stake) are paid as cash, with no wagering.</p>' +
        '<h3>Abuse</h3><p>Where multiple accounts, opposite bets or risk-free betting patterns are found, bonuses and winnings are voided.</p>',
    },
  ),
  published(
    12,
    {
      title: 'Sıkça Sorulan Sorular',
      body:
        '<h3>Nasıl üye olurum?</h3><p>Sağ üstteki <strong>Üye Ol</strong> düğmesine tıklayın, bilgilerinizi girin ve telefonunuza gelen kodla hesabınızı doğrulayın.</p>' +
        '<h3>Para yatırma ne kadar sürer?</h3><p>Papara, kredi kartı ve kripto yatırımları anında, havale/EFT yatırımları banka saatlerinde genellikle 15 dakika içinde hesabınıza geçer.</p>' +
        '<h3>Çekim talebim neden bekliyor?</h3><p>İlk çekimden önce <a href="/pages/4">kimlik doğrulaması</a> gerekir. Aktif bir bonusun çevrim şartı tamamlanmadıysa çekim yapılamaz.</p>' +
        '<h3>Şifremi unuttum, ne yapmalıyım?</h3><p>Giriş penceresindeki <strong>Şifremi Unuttum</strong> bağlantısıyla telefonunuza gelen kodla yeni bir şifre belirleyin.</p>' +
        '<h3>Bonusu nasıl talep ederim?</h3><p>Hesabım menüsündeki <a href="/dashboard/claim-bonus">Bonus Talep</a> sayfasından. Kurallar için <a href="/pages/11">Bonus Kuralları</a>na bakın.</p>',
    },
    {
      title: 'Frequently Asked Questions',
      body:
        '<h3>How do I sign up?</h3><p>Click <strong>Sign Up</strong> at the top right, enter your details and confirm your account with the code sent to your phone.</p>' +
        '<h3>How long does a deposit take?</h3><p>Papara, card and crypto deposits arrive at once; bank transfers usually within 15 minutes during banking hours.</p>' +
        '<h3>Why is my withdrawal pending?</h3><p>Your first withdrawal needs <a href="/pages/4">identity verification</a>. A withdrawal is not possible while an active bonus still has wagering to complete.</p>' +
        '<h3>I forgot my password. What now?</h3><p>Use <strong>Forgot password</strong> in the login window and set a new password with the code sent to your phone.</p>' +
        '<h3>How do I claim a bonus?</h3><p>On the <a href="/dashboard/claim-bonus">Claim Bonus</a> page in your account menu. See the <a href="/pages/11">Bonus Rules</a> for the terms.</p>',
    },
  ),
  published(
    13,
    {
      title: 'Para Yatırma ve Çekme',
      body:
        '<p>Papara, havale/EFT, kredi kartı ve kripto yöntemleriyle güvenle para yatırabilir ve çekebilirsiniz.</p>' +
        paymentMethodsTable('tr') +
        '<h3>Kurallar</h3><ul><li>Yatırımlar en az <strong>bir kez çevrilmeden</strong> çekilemez.</li><li>Çekimler, yatırımda kullanılan yönteme ve yalnızca hesap sahibine yapılır.</li><li>Günlük limit her yöntemde oyuncu başınadır; yatırımlar ve çekimler ayrı sayılır, gün İstanbul saatine göre değişir.</li><li>İlk çekimden önce <a href="/pages/4">kimlik doğrulaması</a> istenir.</li></ul>' +
        '<p>Arena hiçbir yatırım veya çekim işleminden komisyon almaz.</p>',
    },
    {
      title: 'Deposits and Withdrawals',
      body:
        '<p>Deposit and withdraw safely with Papara, bank transfer, card or crypto.</p>' +
        paymentMethodsTable('en') +
        '<h3>Rules</h3><ul><li>A deposit must be <strong>wagered at least once</strong> before it can be withdrawn.</li><li>Withdrawals go to the method used to deposit, and to the account holder only.</li><li>A method’s daily limit is per player, deposits and withdrawals counted apart; the day turns at midnight Istanbul time.</li><li><a href="/pages/4">Identity verification</a> is required before the first withdrawal.</li></ul>' +
        '<p>Arena charges no fee on any deposit or withdrawal.</p>',
    },
  ),
  // an unpublished draft: it appears in no published content list and /pages/14 is not found
  {
    id: 14,
    status: false,
    text: {
      tr: { title: 'Eski Kampanya Koşulları', body: '<p>Bu kampanya sona ermiştir.</p>' },
      en: { title: 'Former Campaign Terms', body: '<p>This campaign has ended.</p>' },
    },
  },
];
