# Arabic (ar) — what each command does and what each of its options means: /help, and Discord's descriptions.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ar/*.ftl) and open a pull request.

# /challenge
cmd-challenge = ادعُ لاعبًا، أو أي شخص هنا، أو @tabiya (الحاسوب)
cmd-challenge-more = أيام لكل نقلة (1 أو 2 أو 3 أو 5 أو 7 أو 10 أو 14)، أو توقيت فيشر: أيام أولية مع أيام تُضاف بعد كل نقلة، بحدٍّ أقصى. المباراة غير مقيّمة ما لم تكتب rated:yes. أشتابادا سباق لاثنين إلى أربعة: سمِّ حتى ثلاثة لاعبين. تنتهي صلاحية التحدي إن لم يردّ أحد. تحدَّ @tabiya لتلعب ضد الحاسوب فورًا: مباراة غير مقيّمة، من level:1 (الأضعف) إلى level:8، والمستوى 3 إن لم تختر.
cmd-challenge-opponent = من تدعو (اتركه فارغًا لتحدٍّ مفتوح)
cmd-challenge-opponent2 = أشتابادا: لاعب ثانٍ تدعوه
cmd-challenge-opponent3 = أشتابادا: لاعب ثالث تدعوه
cmd-challenge-variant = أي لعبة
cmd-challenge-days = أيام لكل نقلة (1، 2، 3، 5، 7، 10، 14) أو توقيت فيشر مثل 7+2
cmd-challenge-cap = توقيت فيشر: أقصى عدد من الأيام يمكن أن تحمله الساعة
cmd-challenge-color = طرفك: first أو second أو اسم الطرف في اللعبة (red، cho، sente…)؛ عشوائي (random) ما لم تختر
cmd-challenge-rated = مباراة مقيّمة (غير مقيّمة ما لم تحدد)
cmd-challenge-rules = خيارات القواعد، مفصولة بفواصل (انظر /rules GAME)
cmd-challenge-fen = ابدأ من هذه الوضعية (FEN؛ و SFEN للشوغي): مباراة غير مقيّمة
cmd-challenge-level = قوة الحاسوب

# /accept
cmd-accept = اقبل تحديًا (أو اشغل مقعدك في سباق)
cmd-accept-more = إن كان هنا تحدٍّ واحد مفتوح لك، فلا حاجة إلى رقم.
cmd-accept-id = رقم التحدي (إن كانت عدة تحديات مفتوحة)
cmd-accept-race = أشتابادا: أي سباق (إن كانت هنا عدة سباقات)

# /decline
cmd-decline = ارفض تحديًا
cmd-decline-more = إن كان هنا تحدٍّ واحد مفتوح لك، فلا حاجة إلى رقم.
cmd-decline-id = رقم التحدي (إن كانت عدة تحديات مفتوحة)
cmd-decline-race = أشتابادا: أي سباق (إن كانت هنا عدة سباقات)

# /cancel
cmd-cancel = اسحب تحديك أو سباقًا لم يبدأ
cmd-cancel-more = إن كان لك هنا تحدٍّ واحد مفتوح، فلا حاجة إلى رقم.
cmd-cancel-id = رقم التحدي (إن كانت لك عدة تحديات)
cmd-cancel-race = أشتابادا: أي سباق (إن كانت هنا عدة سباقات)

# /move
cmd-move = العب نقلة بتدوين اللعبة أو SAN أو الإحداثيات
cmd-move-more = التمرير والإسقاط (P*55، K@e2) والترقية نقلات أيضًا. في السباق: /move enter|c3|c3x2 race:ID.
cmd-move-move = النقلة، بتدوين اللعبة أو SAN أو الإحداثيات
cmd-move-game = رقم المباراة (غير لازم في سلسلتها أو إن كانت لديك مباراة واحدة هنا)
cmd-move-at = عدد النقلات الملعوبة حين اخترتها (ترسله القوائم)
cmd-move-race = أشتابادا: أي سباق (إن كانت هنا عدة سباقات)

# /board
cmd-board = عرض خاص بك لرقعة مباراة
cmd-board-more = باتجاهك ومجموعة قطعك (انظر /settings)؛ و flip يقلب الرقعة.
cmd-board-game = رقم المباراة (غير لازم في سلسلتها أو إن كانت لديك مباراة واحدة هنا)
cmd-board-flip = اقلب الرقعة
cmd-board-set = مجموعة القطع

# /games
cmd-games = مبارياتك، وما عليك دوره أولًا
cmd-games-more = مع الوقت المتبقي في كل منها؛ القائمة الطويلة تعرض أول 40 وتعدّ الباقي.

# /resign
cmd-resign = استسلم في مباراة (يطلب التأكيد)
cmd-resign-more = أرسل /resign confirm للتأكيد.
cmd-resign-confirm = استسلم فورًا دون سؤال
cmd-resign-game = رقم المباراة (غير لازم في سلسلتها أو إن كانت لديك مباراة واحدة هنا)

# /draw
cmd-draw = اعرض التعادل، أو أجب عن عرض
cmd-draw-more = يمكن تكرار العرض المرفوض بعد نقلتك التالية.
cmd-draw-answer = ماذا تفعل (العرض ما لم تختر)
cmd-draw-game = رقم المباراة (غير لازم في سلسلتها أو إن كانت لديك مباراة واحدة هنا)

# /takeback
cmd-takeback = اطلب التراجع عن نقلتك الأخيرة (المباريات غير المقيّمة)
cmd-takeback-more = يجب أن يوافق خصمك: /takeback accept أو /takeback decline.
cmd-takeback-answer = ماذا تفعل (الطلب ما لم تختر)
cmd-takeback-game = رقم المباراة (غير لازم في سلسلتها أو إن كانت لديك مباراة واحدة هنا)

# /abort
cmd-abort = ألغِ مباراة قبل أن يلعب الطرفان كلاهما
cmd-abort-more = لا يصح في البطولات: هناك يخسر اللاعب الذي لا يلعب أبدًا.
cmd-abort-game = رقم المباراة (غير لازم في سلسلتها أو إن كانت لديك مباراة واحدة هنا)

# /export
cmd-export = سجل المباراة، أو صيغة FEN لها، أو إعادة عرضها
cmd-export-more = PGN لكل المباريات؛ و KIF و CSA للشوغي؛ و fen: الوضعية الحالية بصيغة FEN (و SFEN للشوغي) للصقها في pychess-variants أو Lishogi أو محرك؛ و gif: المباراة كاملة صورةً متحركة، إطار لكل نقلة.
cmd-export-format = صيغة السجل (PGN ما لم تختر)
cmd-export-game = رقم المباراة (غير لازم في سلسلتها أو إن كانت لديك مباراة واحدة هنا)

# /analyze
cmd-analyze = أخطاء مباراة منتهية، ورسم بياني
cmd-analyze-more = تُبحث كل وضعية، وتُقيَّم كل نقلة بما تُضيّعه من فرص الفوز، كما يفعل Lichess: في مباراة متكافئة، خسارة نحو بيدق واحد خطأ، وخسارة بيدق ونصف خطأ فادح؛ أما في مباراة محسومة فوزًا أو خسارةً فيلزم أكثر من ذلك. ويُذكر مع كلٍّ منها النقلة الأفضل. لا تُحلَّل مباراة جارية بين البشر حتى تنتهي (نزاهة اللعب بالمراسلة)؛ أما المباراة غير المقيّمة ضد الحاسوب فيمكن تحليلها.
cmd-analyze-game = رقم المباراة (غير لازم في سلسلتها أو إن كانت لديك مباراة واحدة هنا)

# /import
cmd-import = اقرأ سجل PGN أو KIF أو CSA؛ وتابع اللعب من نهايته
cmd-import-more = الصق السجل بعد الأمر (في Discord يمكنك أيضًا إرفاق ملفه؛ وفي Matrix الرد على الملف). مع ذكر لاعب (@name): تحدٍّ غير مقيّم لمتابعة اللعب من آخر وضعية في السجل. دونه: تلك الوضعية للاطلاع. سمِّ اللعبة إن لم يكن في PGN وسم Variant؛ و KIF و CSA للشوغي ما لم تسمِّ غيرها.
cmd-import-opponent = تحدَّ هذا اللاعب لمتابعة اللعب من نهاية السجل
cmd-import-variant = اللعبة، إن لم يذكرها السجل
cmd-import-days = أيام لكل نقلة في المباراة من هناك
cmd-import-color = طرفك في المباراة من هناك (عشوائي ما لم تختر)
cmd-import-record = نص السجل: PGN أو KIF أو CSA
cmd-import-file = Discord: السجل كملف

# /rules
cmd-rules = قواعد لعبة ووضعيتها الابتدائية، أو كيف تتحرك قطعة
cmd-rules-more = تُعرض أيضًا الخيارات التي يمكن للتحدي ذكرها مع rules:. مع قطعة (اسمها أو اسمها الإنجليزي أو حرفها): صورة لحركاتها.
cmd-rules-variant = أي لعبة
cmd-rules-piece = قطعة: صورة لكيفية تحركها

# /moves
cmd-moves = إلى أين يمكن أن تتحرك قطعة في مباراتك
cmd-moves-more = لا يراها غيرك. المربعات كما تُكتب على الرقعة: e2، أو 76 في الشوغي.
cmd-moves-square = مربع القطعة (مثل e2؛ أو 76 في الشوغي)
cmd-moves-game = رقم المباراة (غير لازم في سلسلتها أو إن كانت لديك مباراة واحدة هنا)

# /settings
cmd-settings = تفضيلاتك
cmd-settings-more = notify: تنبيه في كل مرة يحين فيها دورك، أو ملخص يومي واحد برسالة خاصة، أو لا شيء. التذكير قبل نفاد وقتك بيوم يصل دائمًا.
cmd-settings-set = مجموعة القطع
cmd-settings-orientation = أي طرف يكون أسفل رقعتك
cmd-settings-notation = كيف تُكتب لك النقلات
cmd-settings-notify = متى تُبلَّغ بأن الدور دورك
cmd-settings-language = لغة الردود الموجهة إليك (الإنجليزية ما لم تختر غيرها)
cmd-settings-channel = للمشرفين: لغة منشورات هذه القناة

# /vacation
cmd-vacation = أوقف ساعات جميع مبارياتك (رصيد أيام سنوي)
cmd-vacation-more = وحده: ما تبقى من الرصيد. الأمر /vacation end يعيدك مبكرًا؛ وتعود الأيام غير المستخدمة إلى الرصيد.
cmd-vacation-days = أيام الإجازة، بدءًا من الآن
cmd-vacation-end = أنهِ الإجازة الجارية مبكرًا

# /rating
cmd-rating = التقييمات (Glicko-2)، وسجلك ضد لاعب
cmd-rating-more = مع لعبة: تقييم تلك اللعبة ورسمها البياني.
cmd-rating-player = تقييم من (تقييمك ما لم تسمِّ لاعبًا)
cmd-rating-variant = أي لعبة

# /leaderboard
cmd-leaderboard = التقييمات الراسخة في لعبة واحدة، الأفضل أولًا
cmd-leaderboard-more = لا تُدرج إلا التقييمات التي لم تعد مؤقتة.
cmd-leaderboard-variant = أي لعبة

# /tournament
cmd-tournament = بطولات الدوري والنظام السويسري
cmd-tournament-more = ACTION، للجميع: create، join، leave، standings، pairings، mine، withdraw، export؛ وللمنظّم (أو المشرف): start، close، open، pause، resume، cancel، replace، adjudicate.
cmd-tournament-action = ماذا تفعل
cmd-tournament-id = رقم البطولة (إن كانت هنا عدة بطولات)
cmd-tournament-variant = create: أي لعبة
cmd-tournament-double = create: دوري من دورين
cmd-tournament-swiss = create: نظام سويسري (اقتران هولندي للفيدي، جولة بعد جولة)
cmd-tournament-rounds = create: عدد جولات النظام السويسري (يناسب عدد المشاركين ما لم تحدد)
cmd-tournament-deadline = create: الأيام التي قد تستغرقها جولة سويسرية
cmd-tournament-days = create: أيام لكل نقلة (1، 2، 3، 5، 7، 10، 14)
cmd-tournament-rated = create: مباريات مقيّمة
cmd-tournament-size = create: أقصى عدد للاعبين (الدوري 3-16، السويسري 4-128)
cmd-tournament-name = create: اسم البطولة (_ بدل المسافة)
cmd-tournament-register = create: أيام بقاء التسجيل مفتوحًا
cmd-tournament-vacation = create: أيام الإجازة المسموحة لكل لاعب
cmd-tournament-rules = create: خيارات القواعد، مفصولة بفواصل (انظر /rules GAME)
cmd-tournament-player = withdraw، replace: من (للمنظّم فقط)
cmd-tournament-replacement = replace: من يشغل المقعد
cmd-tournament-format = export: TRF (جدول التقاطع، ما لم تختر) أو PGN لكل المباريات
cmd-tournament-game = adjudicate: أي مباراة
cmd-tournament-result = adjudicate: 1-0 أو 0-1 أو draw

# /mypairings
cmd-mypairings = مبارياتك في البطولات وساعاتها
cmd-mypairings-more = مثل /tournament mine.
cmd-mypairings-id = هذه البطولة فقط

# /setup
cmd-setup = جانغي: اختر ترتيب أفراسك وأفيالك
cmd-setup-more = SETUP يسمّي قطعك من يسارك، ma فرس و sang فيل: masangsangma أو sangmamasang أو masangmasang أو sangmasangma (وتُقبل 마상상마 … أيضًا).
cmd-setup-arrangement = ترتيب الفرس والفيل، من يسارك
cmd-setup-game = رقم المباراة (غير لازم في سلسلتها أو إن كانت لديك مباراة واحدة هنا)

# /place
cmd-place = سيتوين: ضع عدة قطع دفعة واحدة
cmd-place-more = الكل أو لا شيء؛ و save:NAME يحفظ الترتيب لمباراتك القادمة.
cmd-place-pieces = عمليات وضع مثل K@e2 F@d2
cmd-place-saved = ضع الترتيب المحفوظ بهذا الاسم
cmd-place-save = احفظ عمليات الوضع هذه بهذا الاسم
cmd-place-game = رقم المباراة (غير لازم في سلسلتها أو إن كانت لديك مباراة واحدة هنا)

# /arrangement
cmd-arrangement = سيتوين: ترتيباتك المحفوظة
cmd-arrangement-more = تُحفظ من جهة اللاعب الأول؛ وتُقلب للاعب الثاني.
cmd-arrangement-action = اعرضها، أو احفظ واحدًا
cmd-arrangement-name = save: الاسم الذي يُحفظ به
cmd-arrangement-pieces = save: عمليات وضع مثل K@e2 F@d2

# /object
cmd-object = سيتوين: اعترض على رخاخ اللاعب الثاني
cmd-object-more = مسموح مرة واحدة، مباشرة بعد وضع القطع.
cmd-object-game = رقم المباراة (غير لازم في سلسلتها أو إن كانت لديك مباراة واحدة هنا)

# /count
cmd-count = ماكروك، أوك: ابدأ عدّ «شرف الرقعة» أو أوقفه
cmd-count-more = يعدّ الطرف الذي لا يستطيع الإماتة؛ انظر /rules makruk.
cmd-count-action = ابدأ أو أوقف
cmd-count-game = رقم المباراة (غير لازم في سلسلتها أو إن كانت لديك مباراة واحدة هنا)

# /impasse
cmd-impasse = الشوغي: أعلن الطريق المسدود، أو اقبله
cmd-impasse-more = يُحسم بالنقاط متى دخل الملكان كلاهما معسكر الخصم.
cmd-impasse-action = الإعلان (ما لم تختر) أو القبول
cmd-impasse-game = رقم المباراة (غير لازم في سلسلتها أو إن كانت لديك مباراة واحدة هنا)

# /join
cmd-join = أشتابادا: اشغل مقعدك في سباق
cmd-join-more = تُشغل المقاعد بالترتيب الذي تذكره الدعوة.
cmd-join-race = أي سباق (إن كانت هنا عدة سباقات)

# /throw
cmd-throw = أشتابادا: ارمِ الودع
cmd-throw-more = إن كانت هناك نقلة ممكنة واحدة تُلعب فورًا؛ وإن لم تكن هناك نقلة ينتقل الدور.
cmd-throw-race = أي سباق (إن كانت هنا عدة سباقات)

# /link
cmd-link = لاعب واحد على Discord و Matrix ووحدة التحكم
cmd-link-more = الأمر /link PLATFORM [HANDLE] يعطيك رمزًا خاصًا؛ و /link CODE من ذلك الحساب يؤكده. وحده: حساباتك.
cmd-link-platform = اطلب ربط حسابك هناك
cmd-link-handle = حسابك هناك (مثل @you:example.org)
cmd-link-code = التأكيد: الرمز الذي أُعطي للحساب الآخر

# /unlink
cmd-unlink = افصل حسابك على منصة
cmd-unlink-more = يبدأ ذلك الحساب من جديد؛ وما دُمج يبقى.
cmd-unlink-platform = أي منصة

# /help
cmd-help = الأوامر، أو تفاصيل أحدها
cmd-help-command = تفاصيل أمر واحد، مثل move
