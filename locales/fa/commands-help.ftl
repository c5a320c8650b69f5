# Persian (fa) — what each command does and what each of its options means: /help, and Discord's descriptions.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/fa/*.ftl) and open a pull request.

# /challenge
cmd-challenge = دعوت یک بازیکن، هر کسی که اینجاست، یا @tabiya (رایانه)
cmd-challenge-more = روز برای هر حرکت (1، 2، 3، 5، 7، 10 یا 14)، یا زمان فیشر: روزهای اولیه به‌علاوهٔ روزهایی که پس از هر حرکت افزوده می‌شود، با سقف. غیررسمی، مگر با rated:yes. اشتاپادا مسابقه‌ای برای دو تا چهار نفر است: حداکثر سه بازیکن را نام ببرید. اگر کسی پاسخ ندهد، چالش منقضی می‌شود. برای بازی فوری با رایانه، @tabiya را به چالش بکشید: غیررسمی، از level:1 (ضعیف‌ترین) تا level:8، و اگر انتخاب نکنید 3.
cmd-challenge-opponent = چه کسی دعوت شود (برای درخواست باز، خالی بگذارید)
cmd-challenge-opponent2 = اشتاپادا: بازیکن دوم برای دعوت
cmd-challenge-opponent3 = اشتاپادا: بازیکن سوم برای دعوت
cmd-challenge-variant = کدام بازی
cmd-challenge-days = روز برای هر حرکت (1، 2، 3، 5، 7، 10، 14) یا زمان فیشر مانند 7+2
cmd-challenge-cap = زمان فیشر: بیشترین روزهایی که ساعت می‌تواند داشته باشد
cmd-challenge-color = طرف شما: first، second یا نام خود بازی (red، cho، sente…)؛ اگر انتخاب نکنید تصادفی (random)
cmd-challenge-rated = بازی رسمی (در غیر این صورت غیررسمی)
cmd-challenge-rules = گزینه‌های قانون، جداشده با ویرگول (نگاه کنید به /rules GAME)
cmd-challenge-fen = شروع از این موقعیت (FEN؛ برای شوگی SFEN): بازی غیررسمی
cmd-challenge-level = قدرت رایانه

# /accept
cmd-accept = پذیرفتن یک چالش (یا گرفتن جایگاه خود در یک مسابقه)
cmd-accept-more = اگر اینجا فقط یک چالش برای شما باز باشد، شماره لازم نیست.
cmd-accept-id = شمارهٔ چالش (اگر چند چالش باز است)
cmd-accept-race = اشتاپادا: کدام مسابقه (اگر چند مسابقه اینجا در جریان است)

# /decline
cmd-decline = رد کردن یک چالش
cmd-decline-more = اگر اینجا فقط یک چالش برای شما باز باشد، شماره لازم نیست.
cmd-decline-id = شمارهٔ چالش (اگر چند چالش باز است)
cmd-decline-race = اشتاپادا: کدام مسابقه (اگر چند مسابقه اینجا در جریان است)

# /cancel
cmd-cancel = پس گرفتن چالش خودتان یا مسابقه‌ای که آغاز نشده است
cmd-cancel-more = اگر اینجا فقط یک چالش باز از شما باشد، شماره لازم نیست.
cmd-cancel-id = شمارهٔ چالش (اگر چند چالش از شماست)
cmd-cancel-race = اشتاپادا: کدام مسابقه (اگر چند مسابقه اینجا در جریان است)

# /move
cmd-move = انجام یک حرکت با نشان‌گذاری بازی، SAN یا مختصات
cmd-move-more = پاس، گذاشتن مهره از دست (P*55، K@e2) و ارتقا هم حرکت به شمار می‌آیند. در مسابقه: /move enter|c3|c3x2 race:ID.
cmd-move-move = حرکت، با نشان‌گذاری بازی، SAN یا مختصات
cmd-move-game = شمارهٔ بازی (در رشتهٔ خود بازی، یا وقتی اینجا فقط یک بازی دارید، لازم نیست)
cmd-move-at = تعداد حرکت‌های انجام‌شده هنگامی که آن را انتخاب کردید (منوها آن را می‌فرستند)
cmd-move-race = اشتاپادا: کدام مسابقه (اگر چند مسابقه اینجا در جریان است)

# /board
cmd-board = نمای خصوصی شما از صفحهٔ یک بازی
cmd-board-more = با جهت و مجموعه‌مهرهٔ شما (نگاه کنید به /settings)؛ flip صفحه را می‌چرخاند.
cmd-board-game = شمارهٔ بازی (در رشتهٔ خود بازی، یا وقتی اینجا فقط یک بازی دارید، لازم نیست)
cmd-board-flip = چرخاندن صفحه
cmd-board-set = مجموعهٔ مهره‌ها

# /games
cmd-games = بازی‌های شما، اول آن‌هایی که نوبت شماست
cmd-games-more = همراه با زمان باقی‌مانده در هر کدام؛ در فهرست طولانی، 40 بازی اول نشان داده و بقیه شمرده می‌شوند.

# /resign
cmd-resign = تسلیم شدن در یک بازی (تأیید می‌خواهد)
cmd-resign-more = برای تأیید، /resign confirm را بفرستید.
cmd-resign-confirm = تسلیم فوری، بدون پرسش
cmd-resign-game = شمارهٔ بازی (در رشتهٔ خود بازی، یا وقتی اینجا فقط یک بازی دارید، لازم نیست)

# /draw
cmd-draw = پیشنهاد مساوی، یا پاسخ به یک پیشنهاد
cmd-draw-more = پیشنهادی را که رد شده، می‌توان پس از حرکت بعدی‌تان دوباره داد.
cmd-draw-answer = چه کاری انجام شود (پیشنهاد، مگر انتخاب کنید)
cmd-draw-game = شمارهٔ بازی (در رشتهٔ خود بازی، یا وقتی اینجا فقط یک بازی دارید، لازم نیست)

# /takeback
cmd-takeback = درخواست پس گرفتن آخرین حرکت شما (بازی‌های غیررسمی)
cmd-takeback-more = حریف شما باید موافقت کند: /takeback accept یا /takeback decline.
cmd-takeback-answer = چه کاری انجام شود (درخواست، مگر انتخاب کنید)
cmd-takeback-game = شمارهٔ بازی (در رشتهٔ خود بازی، یا وقتی اینجا فقط یک بازی دارید، لازم نیست)

# /abort
cmd-abort = لغو بازی پیش از آنکه هر دو طرف حرکت کرده باشند
cmd-abort-more = نه در تورنمنت‌ها: آنجا بازیکنی که هرگز حرکت نکند، بازی را واگذار می‌کند.
cmd-abort-game = شمارهٔ بازی (در رشتهٔ خود بازی، یا وقتی اینجا فقط یک بازی دارید، لازم نیست)

# /export
cmd-export = رکورد بازی، FEN آن، یا بازپخش آن
cmd-export-more = PGN برای همهٔ بازی‌ها؛ KIF و CSA برای شوگی؛ fen: موقعیت کنونی به‌صورت FEN (و SFEN برای شوگی) برای چسباندن در pychess-variants، Lishogi یا یک موتور؛ gif: کل بازی به‌صورت یک تصویر متحرک، هر حرکت یک فریم.
cmd-export-format = قالب رکورد (PGN، مگر انتخاب کنید)
cmd-export-game = شمارهٔ بازی (در رشتهٔ خود بازی، یا وقتی اینجا فقط یک بازی دارید، لازم نیست)

# /analyze
cmd-analyze = اشتباه‌های یک بازی تمام‌شده، و یک نمودار
cmd-analyze-more = همهٔ موقعیت‌ها جستجو می‌شوند و هر حرکت، همان‌طور که Lichess داوری می‌کند، با شانس بُردی که از دست می‌دهد سنجیده می‌شود: در بازی متعادل، از دست دادن حدود یک پیاده اشتباه است و یک پیاده و نیم اشتباه فاحش؛ در بازی‌ای که برد یا باختش از پیش قطعی است، بیش از این لازم است. کنار هر کدام حرکت بهتر می‌آید. بازی در جریان میان انسان‌ها تا پایانش تحلیل نمی‌شود (بازی جوانمردانه در شطرنج مکاتبه‌ای)؛ بازی غیررسمی با رایانه را می‌توان تحلیل کرد.
cmd-analyze-game = شمارهٔ بازی (در رشتهٔ خود بازی، یا وقتی اینجا فقط یک بازی دارید، لازم نیست)

# /import
cmd-import = خواندن رکورد PGN، KIF یا CSA؛ ادامهٔ بازی از پایان آن
cmd-import-more = رکورد را پس از فرمان بچسبانید (در Discord می‌توانید فایلش را پیوست کنید؛ در Matrix می‌توانید به فایل پاسخ دهید). با نام بردن یک بازیکن (@name): چالشی غیررسمی برای ادامهٔ بازی از آخرین موقعیت رکورد. بدون آن: همان موقعیت، برای دیدن. اگر PGN برچسب Variant ندارد، نام بازی را بدهید؛ KIF و CSA شوگی هستند، مگر بازی دیگری را نام ببرید.
cmd-import-opponent = دعوت این بازیکن به ادامهٔ بازی از پایان رکورد
cmd-import-variant = بازی، اگر رکورد آن را مشخص نکند
cmd-import-days = روز برای هر حرکت در بازی از آنجا به بعد
cmd-import-color = طرف شما در بازی از آنجا به بعد (تصادفی، مگر انتخاب کنید)
cmd-import-record = متن رکورد: PGN، KIF یا CSA
cmd-import-file = Discord: رکورد به‌صورت فایل

# /rules
cmd-rules = قوانین و موقعیت آغازین یک بازی، یا نحوهٔ حرکت یک مهره
cmd-rules-more = گزینه‌هایی که یک چالش می‌تواند با rules: نام ببرد نیز فهرست می‌شوند. با نام یک مهره (نام آن، نام انگلیسی یا حرف آن): تصویری از حرکت‌هایش.
cmd-rules-variant = کدام بازی
cmd-rules-piece = یک مهره: تصویری از نحوهٔ حرکت آن

# /moves
cmd-moves = مهره‌ای از بازی شما به کجا می‌تواند برود
cmd-moves-more = فقط شما آن را می‌بینید. خانه‌ها همان‌طور که روی صفحه نوشته شده‌اند: e2، یا 76 در شوگی.
cmd-moves-square = خانهٔ مهره (مثلاً e2؛ در شوگی 76)
cmd-moves-game = شمارهٔ بازی (در رشتهٔ خود بازی، یا وقتی اینجا فقط یک بازی دارید، لازم نیست)

# /settings
cmd-settings = ترجیحات شما
cmd-settings-more = notify: هر بار که نوبت شماست یک اعلان، یک خلاصهٔ روزانه با پیام خصوصی، یا هیچ. یادآوری یک روز پیش از تمام شدن وقتتان همیشه فرستاده می‌شود.
cmd-settings-set = مجموعهٔ مهره‌ها
cmd-settings-orientation = کدام طرف در پایین صفحه‌های شما باشد
cmd-settings-notation = حرکت‌ها چگونه برای شما نوشته شوند
cmd-settings-notify = کی به شما خبر داده شود که نوبت شماست
cmd-settings-language = زبان پاسخ‌هایی که به شما داده می‌شود (اگر انتخاب نکنید، انگلیسی)
cmd-settings-channel = برای ناظران: زبان پیام‌های این کانال

# /vacation
cmd-vacation = توقف ساعت همهٔ بازی‌هایتان (سهمیهٔ سالانهٔ روزها)
cmd-vacation-more = به‌تنهایی: آنچه از سهمیه مانده است. /vacation end زودتر شما را برمی‌گرداند؛ روزهای استفاده‌نشده به سهمیه بازمی‌گردند.
cmd-vacation-days = روزهای مرخصی، از همین حالا
cmd-vacation-end = پایان زودهنگام مرخصی جاری

# /rating
cmd-rating = ریتینگ‌ها (Glicko-2)، و کارنامهٔ شما در برابر یک بازیکن
cmd-rating-more = با نام یک بازی: ریتینگ آن بازی و نمودارش.
cmd-rating-player = ریتینگ چه کسی (شما، مگر کسی را نام ببرید)
cmd-rating-variant = کدام بازی

# /leaderboard
cmd-leaderboard = ریتینگ‌های تثبیت‌شدهٔ یک بازی، از بهترین
cmd-leaderboard-more = فقط ریتینگ‌هایی که دیگر موقت نیستند فهرست می‌شوند.
cmd-leaderboard-variant = کدام بازی

# /tournament
cmd-tournament = تورنمنت‌های همه با همه و سوئیسی
cmd-tournament-more = ACTION، برای همه: create، join، leave، standings، pairings، mine، withdraw، export؛ برای برگزارکننده (یا ناظر): start، close، open، pause، resume، cancel، replace، adjudicate.
cmd-tournament-action = چه کاری انجام شود
cmd-tournament-id = شمارهٔ تورنمنت (اگر چند تورنمنت اینجا در جریان است)
cmd-tournament-variant = create: کدام بازی
cmd-tournament-double = create: همه با همهٔ دو دوره (رفت و برگشت)
cmd-tournament-swiss = create: سوئیسی (جفت‌بندی هلندی فیده، دور به دور)
cmd-tournament-rounds = create: تعداد دورهای سوئیسی (متناسب با شرکت‌کنندگان، مگر تعیین کنید)
cmd-tournament-deadline = create: روزهایی که یک دور سوئیسی می‌تواند طول بکشد
cmd-tournament-days = create: روز برای هر حرکت (1، 2، 3، 5، 7، 10، 14)
cmd-tournament-rated = create: بازی‌های رسمی
cmd-tournament-size = create: بیشترین تعداد بازیکن (همه با همه 3-16، سوئیسی 4-128)
cmd-tournament-name = create: نام تورنمنت (_ به‌جای فاصله)
cmd-tournament-register = create: روزهایی که ثبت‌نام باز می‌ماند
cmd-tournament-vacation = create: روزهای مرخصی که هر بازیکن می‌تواند بگیرد
cmd-tournament-rules = create: گزینه‌های قانون، جداشده با ویرگول (نگاه کنید به /rules GAME)
cmd-tournament-player = withdraw، replace: چه کسی (فقط برگزارکننده)
cmd-tournament-replacement = replace: چه کسی جایگاه را می‌گیرد
cmd-tournament-format = export: TRF (جدول متقاطع، مگر انتخاب کنید) یا PGN همهٔ بازی‌ها
cmd-tournament-game = adjudicate: کدام بازی
cmd-tournament-result = adjudicate: 1-0، 0-1 یا draw

# /mypairings
cmd-mypairings = بازی‌های تورنمنتی شما و ساعت‌هایشان
cmd-mypairings-more = همانند /tournament mine.
cmd-mypairings-id = فقط این تورنمنت

# /setup
cmd-setup = جانگی: انتخاب چیدمان اسب‌ها و فیل‌های شما
cmd-setup-more = SETUP مهره‌های شما را از چپ شما نام می‌برد، ma یعنی اسب و sang یعنی فیل: masangsangma، sangmamasang، masangmasang یا sangmasangma (마상상마 … هم پذیرفته می‌شود).
cmd-setup-arrangement = ترتیب اسب و فیل، از چپ شما
cmd-setup-game = شمارهٔ بازی (در رشتهٔ خود بازی، یا وقتی اینجا فقط یک بازی دارید، لازم نیست)

# /place
cmd-place = سیتویین: گذاشتن چند مهره با هم
cmd-place-more = همه یا هیچ؛ save:NAME چیدمان را برای بازی بعدی‌تان نگه می‌دارد.
cmd-place-pieces = جای‌گذاری‌هایی مانند K@e2 F@d2
cmd-place-saved = گذاشتن چیدمانی که با این نام ذخیره شده است
cmd-place-save = ذخیرهٔ این جای‌گذاری‌ها با این نام
cmd-place-game = شمارهٔ بازی (در رشتهٔ خود بازی، یا وقتی اینجا فقط یک بازی دارید، لازم نیست)

# /arrangement
cmd-arrangement = سیتویین: چیدمان‌های ذخیره‌شدهٔ شما
cmd-arrangement-more = از سمت بازیکن اول ذخیره می‌شود؛ برای بازیکن دوم چرخانده می‌شود.
cmd-arrangement-action = فهرست کردن آن‌ها، یا ذخیرهٔ یکی
cmd-arrangement-name = save: نامی که با آن ذخیره شود
cmd-arrangement-pieces = save: جای‌گذاری‌هایی مانند K@e2 F@d2

# /object
cmd-object = سیتویین: اعتراض به رخ‌های بازیکن دوم
cmd-object-more = فقط یک بار، درست پس از چیدن مهره‌ها، مجاز است.
cmd-object-game = شمارهٔ بازی (در رشتهٔ خود بازی، یا وقتی اینجا فقط یک بازی دارید، لازم نیست)

# /count
cmd-count = ماکروک، اوک: آغاز یا توقف شمارش «افتخار صفحه»
cmd-count-more = طرفی که نمی‌تواند مات کند می‌شمارد؛ نگاه کنید به /rules makruk.
cmd-count-action = آغاز یا توقف
cmd-count-game = شمارهٔ بازی (در رشتهٔ خود بازی، یا وقتی اینجا فقط یک بازی دارید، لازم نیست)

# /impasse
cmd-impasse = شوگی: ادعای بن‌بست، یا پذیرفتن آن
cmd-impasse-more = وقتی هر دو شاه وارد اردوگاه حریف شده باشند، با امتیاز تعیین می‌شود.
cmd-impasse-action = ادعا (مگر انتخاب کنید) یا پذیرفتن
cmd-impasse-game = شمارهٔ بازی (در رشتهٔ خود بازی، یا وقتی اینجا فقط یک بازی دارید، لازم نیست)

# /join
cmd-join = اشتاپادا: گرفتن جایگاه خود در یک مسابقه
cmd-join-more = جایگاه‌ها به ترتیبی که در دعوت آمده گرفته می‌شوند.
cmd-join-race = کدام مسابقه (اگر چند مسابقه اینجاست)

# /throw
cmd-throw = اشتاپادا: پرتاب صدف‌ها
cmd-throw-more = اگر فقط یک حرکت ممکن باشد، بی‌درنگ انجام می‌شود؛ اگر هیچ حرکتی نباشد، نوبت می‌گذرد.
cmd-throw-race = کدام مسابقه (اگر چند مسابقه اینجاست)

# /link
cmd-link = یک بازیکن در Discord، Matrix و کنسول
cmd-link-more = /link PLATFORM [HANDLE] یک کد خصوصی می‌دهد؛ /link CODE از آن حساب آن را تأیید می‌کند. به‌تنهایی: حساب‌های شما.
cmd-link-platform = درخواست پیوند حساب شما در آنجا
cmd-link-handle = حساب شما در آنجا (مثلاً @you:example.org)
cmd-link-code = تأیید: کدی که به حساب دیگر داده شد

# /unlink
cmd-unlink = جدا کردن حساب شما در یک پلتفرم
cmd-unlink-more = آن حساب از نو شروع می‌کند؛ آنچه ادغام شده است می‌ماند.
cmd-unlink-platform = کدام پلتفرم

# /help
cmd-help = فرمان‌ها، یا جزئیات یکی از آن‌ها
cmd-help-command = جزئیات یک فرمان، مثلاً move
