# Arabic (ar) — playing a game: moves, resigning, aborting, setups, counts and impasses.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ar/*.ftl) and open a pull request.

play-abort-too-late = لا يمكن إلغاء المباراة إلا قبل أن يلعب الطرفان كلاهما؛ اعرض التعادل أو استسلم بدلًا من ذلك.

play-not-a-placement = { $drop } ليس وضعًا صحيحًا مثل K@e2 (حرف القطعة، ثم @، ثم المربع).

play-turn-thinking = { $who } ({ $side }) يفكّر
play-turn-to-move = الدور على { $who } ({ $side })
play-turn-to-move-away = الدور على { $who } ({ $side }) (في إجازة حتى { $until }؛ الساعة متوقفة بانتظاره)
play-your-move = دورك في المباراة #{ $id }، { $who }.

play-game-refused = المباراة #{ $id }: { $reason }
play-refused = { $reason }

## The engine's refusals.
refusal-not-a-move = { $input } ليست نقلة
refusal-not-legal = { $input } ليست نقلة قانونية في هذه الوضعية
refusal-not-legal-but = { $input } ليست نقلة قانونية في هذه الوضعية؛ هل تقصد { $candidates }؟
refusal-which = { $input } قد تعني { $candidates }؛ حدِّد أيها
refusal-list-one = { $item }
refusal-list-comma = { $first }، { $rest }
refusal-list-or = { $first } أو { $rest }
refusal-game-over = انتهت المباراة
refusal-not-your-turn = ليس دورك
refusal-illegal-move = هذه النقلة غير قانونية في هذه الوضعية
refusal-jishogi-only-shogi = الجيشوغي لا يكون إلا في الشوغي
refusal-impasse-not-your-turn = أعلن الطريق المسدود في دورك
refusal-impasse-kings-not-entered = لا يجوز إعلان الطريق المسدود إلا بعد أن يدخل الملكان كلاهما معسكر الخصم
refusal-no-impasse-claim = لا يوجد إعلان طريق مسدود من خصمك لتقبله
refusal-setup-chosen-once = يُختار الترتيب مرة واحدة، قبل النقلة الأولى
refusal-no-standard-setup = لا ترتيب قياسيًا في هذه الوضعية لتغييره
refusal-objection-not-now = لا يجوز الاعتراض إلا مباشرة بعد وضع اللاعب الثاني قطعه، على رخّين له في عمود واحد أو رخ في عمود ملكك
refusal-objection-not-applicable = لا يمكن تطبيق الاعتراض هنا
refusal-no-count-in-game = لا عدّ في هذه المباراة لتبدأه
refusal-count-not-your-turn = ابدأ العدّ في دورك
refusal-count-running = العدّ جارٍ بالفعل
refusal-count-pawns-left = لا يبدأ عدّ «شرف الرقعة» إلا حين لا تبقى ودعات لدى أي من الطرفين
refusal-no-count-to-stop = ليس لديك عدّ جارٍ لتوقفه
play-moved = #{ $id } { $shown } — { $what }
play-answer = { $head }. { $after }
play-after-next = { $next }.
play-after-over = انتهت المباراة: { $verdict }.
play-after-over-rated = انتهت المباراة: { $verdict }. { $ratings }

play-verdict-win = { $result } — فاز { $who } { $kind ->
        [time] بانتهاء الوقت
       *[other] ({ $reason })
    }
play-verdict-draw = { $result } — تعادل { $kind ->
        [time] بانتهاء الوقت
       *[other] ({ $reason })
    }
play-over = انتهت المباراة #{ $id }: { $verdict }.
play-over-rated = انتهت المباراة #{ $id }: { $verdict }. { $ratings }
play-game-goes-on = تستمر المباراة.

play-no-arrangement = ليس لديك ترتيب محفوظ باسم { $name }؛ احفظ ترتيبًا باستخدام { $save }
play-no-arrangement-yours = ليس لديك ترتيب محفوظ باسم { $name }؛ ترتيباتك: { $yours }.
play-place-none = { $reason } لم يُوضع شيء: الأمر /place ينفّذ كل عمليات الوضع فيه أو لا ينفّذ أيًّا منها.
play-placed-army = #{ $id } وضع { $who } { $count ->
        [one] قطعة واحدة
        [two] قطعتين
        [few] { $count } قطع
        [many] { $count } قطعةً
       *[other] { $count } قطعة
    }: { $drops }
play-saved-as = حُفظ باسم { $name }: استخدم { $place } في مباراتك القادمة.
play-arrangement-saved = حُفظ { $name } ({ $count ->
        [one] قطعة واحدة
        [two] قطعتان
        [few] { $count } قطع
        [many] { $count } قطعة
       *[other] { $count } قطعة
    }): استخدم { $place } في مباراة سيتوين.
play-no-arrangements = ليس لديك ترتيبات محفوظة؛ احفظ ترتيبًا باستخدام { $save }.
play-hand-empty = يدك فارغة.
play-hand = في يدك: { $pieces }.
play-place-short = المباراة #{ $id }: هذا الأمر /place يضع { $asked } × { $letter } ({ $piece })؛ بقي لك { $had } فقط لتضعها، لذا لم يُوضع شيء. { $hand }

play-action = #{ $id } { $action }
play-setup = اختار { $who } الترتيب { $korean } ({ $key }).
play-not-a-setup = { $setup } ليس ترتيبًا؛ اختر masangsangma أو sangmamasang أو masangmasang أو sangmasangma (마상상마 …)
play-objection = اعتراض: على اللاعب الثاني أن يضع الرخ من جديد.
play-count-start = بدأ { $who } عدّ «شرف الرقعة» (64 نقلة).
play-count-stop = أوقف { $who } العدّ.
play-impasse-counts = { $who } يعدّ النقاط.
play-impasse-declined = يرفض { $who } (النقاط: { $points } مقابل { $yours } لك، والمطلوب 24): تابع اللعب.
play-impasse-answer = استخدم { $accept } لعدّ النقاط.
play-impasse-claim = يعلن { $who } الطريق المسدود (جيشوغي): { $answer }

play-resign-confirm = هل تستسلم في المباراة #{ $id }؟ أرسل { $confirm } للتأكيد.
play-abort-tournament = المباراة #{ $id } من مباريات البطولة ولا يمكن إلغاؤها: اللاعب الذي لا يلعب نقلته الأولى يخسرها عند نفاد وقتها. لمغادرة البطولة، استخدم { $withdraw }.
play-aborted = أُلغيت المباراة #{ $id }.

play-arrangements = { $lines }
play-arrangement-line = { $name }: { $placements }

play-resign-button = استسلام

# A move in plain words. $more holds the parts that follow (takes, becomes).
# Verbal nouns (أسر، التحوّل، ترقية، وضع) avoid agreeing with the piece's gender.
play-move-steps = { $piece } { $from }→{ $to }{ $more }
play-move-promotes-in-place = ترقية { $piece } على { $to }{ $more }
play-move-takes = ، مع أسر { $piece }
play-move-becomes = ، مع التحوّل إلى { $piece }
play-move-promotes-to = { " " }إلى { $piece }
play-move-drop = وضع { $piece } على { $to }
play-move-castles = تبييت
play-move-passes = تمرير الدور
