# Arabic (ar) — Ashtapada races: challenges to a race, seats, throws, moves, clocks and /games lines.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ar/*.ftl) and open a pull request.

race-item = { $item }
race-list = { $list }، { $item }
race-then = { $first } { $then }

race-cowries-failed = تعذّر رمي الودع ({ $reason })؛ حاول مرة أخرى.
race-no-such-rule = ليس في أشتابادا خيار قواعد باسم { $option }؛ خياراتها play-on (يواصل الآخرون اللعب على المراكز) و grace (رمية إضافية بعد 4 أو 8).
race-invite-yourself = لا يمكنك دعوة نفسك.
race-named-twice = ذُكر { $who } مرتين.
race-computer-seats = للسباق أربعة مقاعد: يشغل الحاسوب ثلاثة منها على الأكثر.

race-invites = السباق #{ $id }: يدعو { $who } { $invited } إلى أشتابادا، ومهلة كل إجراء { $days ->
        [zero] { $days } يوم
        [one] يوم واحد
        [two] يومان
        [few] { $days } أيام
        [many] { $days } يومًا
       *[other] { $days } يوم
    }.
race-invites-with-rules = السباق #{ $id }: يدعو { $who } { $invited } إلى أشتابادا، ومهلة كل إجراء { $days ->
        [zero] { $days } يوم
        [one] يوم واحد
        [two] يومان
        [few] { $days } أيام
        [many] { $days } يومًا
       *[other] { $days } يوم
    }، مع { $rules }.
race-seats-in-order = تُوزَّع المقاعد حسب ترتيب الانضمام: { $join } (أو { $decline })؛ يبدأ السباق عندما يردّ الجميع.
race-and = { $list } و { $item }

race-not-invited = لست مدعوًّا إلى السباق #{ $id }.
race-seated-already = لديك مقعد في السباق #{ $id } بالفعل.
race-joins = انضم { $who } إلى السباق #{ $id }.
race-declines = رفض { $who } السباق #{ $id }.
race-nobody-left = { $said } لم يبقَ أحد آخر للعب: أُلغي السباق #{ $id }.
race-seat = { $who } ({ $seat }، من { $from })
race-begins = { $said } بدأ السباق #{ $id }: { $order }. يرمي { $who } أولًا: { $throw }.
race-only-proposer-cancels = وحده اللاعب الذي اقترح السباق #{ $id } يمكنه إلغاؤه؛ استخدم { $decline } لرفض المقعد.
race-called-off = ألغى { $who } السباق #{ $id }.

race-thrown-already = السباق #{ $id }: لقد رميت بالفعل؛ حرّك قطعة ({ $moves }).
race-refused = السباق #{ $id }: { $reason }
race-throws = السباق #{ $id }: رمى { $who } { $value } ({ $openings } مفتوحة).
race-turn-passes = لا يمكن تحريك أي قطعة: ينتقل الدور.
race-move-with = حرّك باستخدام { $moves }.
race-not-a-piece = السباق #{ $id }: { $text } ليس قطعة: اكتب enter، أو مربعًا (c3)، أو c3x2 لتحريك قطعتي الزوج معًا.
race-throw-first = السباق #{ $id }: ارمِ أولًا ({ $throw }).
race-illegal = السباق #{ $id }: { $reason }؛ الممكن: { $moves }.
race-moved = السباق #{ $id }: { $moved }

race-over-places = انتهى السباق #{ $id }: فاز { $winner }؛ ثم { $rest }.
race-over-winner = انتهى السباق #{ $id }: فاز { $winner }.
race-over = انتهى السباق #{ $id }.
race-to-move = الدور على { $who } ليحرّك.
race-to-throw = الدور على { $who } ليرمي.

race-events = { $events }.
race-enters = تدخل قطعة إلى { $to }
race-advances = { $count ->
        [one] قطعة
        [two] قطعتان
        [few] { $count } قطع
       *[other] { $count } قطعة
    } { $from } → { $to }
race-captures = مع أسر { $count ->
        [one] قطعة
        [two] قطعتين
        [few] { $count } قطع
        [many] { $count } قطعة
       *[other] { $count } قطعة
    } من قطع { $who }
race-home = وصلت إلى البيت

race-no-seat = ليس لديك مقعد في السباق #{ $id }.
race-timed-out-already = غادرت السباق #{ $id } عندما نفد وقتك.
race-not-your-turn = السباق #{ $id }: الدور على { $who }.
race-no-such = لا يوجد سباق #{ $id }.
race-not-begun = لم يبدأ السباق #{ $id } بعد: يجب أن يردّ جميع المدعوين أولًا.
race-begun = بدأ السباق #{ $id }.
race-none-waiting = لا يوجد هنا سباق ينتظرك. افتح سباقًا باستخدام { $challenge }.
race-none-here = ليس لديك سباق هنا. افتح سباقًا باستخدام { $challenge }.
race-several = لديك عدة سباقات هنا: { $races }. أضف race:ID.
race-number = #{ $id }
race-unreadable = السباق #{ $id }: تتعذر قراءة سجله عند الإجراء { $action }.
race-unreplayable = السباق #{ $id }: تتعذر إعادة تشغيل سجله عند الإجراء { $action }: { $reason }.
race-board-title = السباق #{ $id } — أشتابادا
race-board-state = { $home } في البيت، { $off } لم تدخل بعد
race-board-finished = أنهى السباق، المركز { $place }
race-board-left = غادر السباق
race-board-threw = رمى { $name } { $value }
race-board-open = { $up } مفتوحة: { $value ->
        [zero] { $value } مربع
        [one] مربع واحد
        [two] مربعان
        [few] { $value } مربعات
        [many] { $value } مربعًا
       *[other] { $value } مربع
    }
race-alt-board = { $title }. رقعة أشتابادا.
race-alt-shape = { $shape ->
        [circle] دائرة
        [square] مربع
        [triangle] مثلث
       *[diamond] معيّن
    }
race-alt-seat = { $name } ({ $shape }، الحرف { $letter }): { $pieces }؛ { $home } في البيت، { $off } لم تدخل بعد.
race-alt-seat-left = { $name } ({ $shape }، الحرف { $letter }): غادر السباق.
race-alt-on = على { $squares }
race-alt-nowhere = لا قطعة على الرقعة
race-alt-double = { $square } ({ $count ->
        [two] قطعتان
        [few] { $count } قطع
       *[other] { $count } قطعة
    } معًا)
race-alt-throw = آخر رمية: { $name }، { $up } مفتوحة، بقيمة { $value }.
race-alt-to-play = الدور على { $name }.

race-reminder = { $who }: بقي لك { $left } للعب في السباق #{ $id }.
race-lapsed = انتهت صلاحية السباق #{ $id }: لم يردّ جميع المدعوين خلال { $days ->
        [zero] { $days } يوم
        [one] يوم واحد
        [two] يومين
        [few] { $days } أيام
        [many] { $days } يومًا
       *[other] { $days } يوم
    }.
race-ran-out = السباق #{ $id }: نفد وقت { $who } فغادر السباق مع قطعه.

race-line-open = السباق #{ $id } أشتابادا: بانتظار انضمام الجميع
race-line = السباق #{ $id } أشتابادا: { $turn }
race-line-timed = السباق #{ $id } أشتابادا: { $turn }، بقي { $left }
race-your-move = دورك لتحرّك
race-your-throw = دورك لترمي
race-their-turn = دور غيرك
