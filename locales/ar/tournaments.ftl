# Arabic (ar) — tournaments: round robins and Swiss events run in a channel.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ar/*.ftl) and open a pull request.

tournament-title = البطولة #{ $id }
tournament-title-named = البطولة #{ $id } «{ $name }»

tournament-per-move = { $days ->
        [zero] { $days } يوم
        [one] يوم واحد
        [two] يومان
        [few] { $days } أيام
        [many] { $days } يومًا
       *[other] { $days } يوم
    } لكل نقلة

tournament-too-many = في هذه القناة بالفعل { $running } من البطولات قيد التسجيل أو اللعب، وهو الحد الأقصى؛ أنشئ بطولة جديدة عندما تنتهي إحداها.

tournament-vacation-cap = { " " }الإجازة: { $days ->
        [zero] { $days } يوم
        [one] يوم واحد
        [two] يومان
        [few] { $days } أيام
        [many] { $days } يومًا
       *[other] { $days } يوم
    } على الأكثر لكل لاعب.
tournament-until = { " " }(حتى { $time })
tournament-standard-rules = القواعد القياسية
tournament-options = { " " }({ $options })

tournament-created-swiss = { $name }: بطولة بالنظام السويسري من { $rounds ->
        [0] جولات بعدد يناسب المشاركين
        [one] جولة واحدة
        [two] جولتين
        [few] { $rounds } جولات
        [many] { $rounds } جولةً
       *[other] { $rounds } جولة
    } في { $game }، { $rules }، { $per_move }، { $rated ->
        [yes] مقيّمة
       *[no] غير مقيّمة
    }، والحد الأقصى للاعبين { $size }، ينظّمها { $organizer }. الاقتران وفق النظام الهولندي للفيدي، جولةً بعد جولة؛ تستمر الجولة { $round_days ->
        [zero] { $round_days } يوم
        [one] يومًا واحدًا
        [two] يومين
        [few] { $round_days } أيام
        [many] { $round_days } يومًا
       *[other] { $round_days } يوم
    } على الأكثر، والمباراة التي لم تنتهِ حينها تُحتسب تعادلًا.{ $cap } للمشاركة استخدم { $join }{ $until }؛ يبدأها المنظّم باستخدام { $start }.

tournament-created-round-robin = { $name }: بطولة دوري { $cycles ->
        [2] من دورين
       *[other] من دور واحد
    } في { $game }{ $options }، { $per_move }، { $rated ->
        [yes] مقيّمة
       *[no] غير مقيّمة
    }، والحد الأقصى للاعبين { $size }، ينظّمها { $organizer }. للمشاركة استخدم { $join }{ $until }؛ يبدأها المنظّم باستخدام { $start }.{ $cap }

tournament-not-taking = لا تقبل { $name } لاعبين.
tournament-registration-closed-at = أُغلق التسجيل في { $name } في { $time }.
tournament-full = اكتمل العدد في { $name } ({ $count ->
        [zero] { $count } لاعب
        [one] لاعب واحد
        [two] لاعبان
        [few] { $count } لاعبين
        [many] { $count } لاعبًا
       *[other] { $count } لاعب
    }).
tournament-already-in = أنت مشارك بالفعل في { $name }.
tournament-joins = انضم { $who } إلى { $name } ({ $count ->
        [zero] { $count } لاعب
        [one] لاعب واحد
        [two] لاعبان
        [few] { $count } لاعبين
        [many] { $count } لاعبًا
       *[other] { $count } لاعب
    }).
tournament-started-withdraw = بدأت { $name }؛ يمكنك مغادرتها باستخدام { $withdraw } (وتُحتسب مبارياتك غير الملعوبة خسارة).
tournament-you-are-not-in = لست مشاركًا في { $name }.
tournament-leaves = غادر { $who } { $name }.
tournament-already-started = بدأت { $name } بالفعل.
tournament-has-started = بدأت { $name }.
tournament-open-again = التسجيل في { $name } مفتوح من جديد: { $join }.
tournament-closed = التسجيل في { $name } مغلق.

tournament-organizer-only = وحده المنظّم، { $organizer }، يمكنه { $action ->
        [start] بدء { $name }
        [open] فتح التسجيل في { $name }
        [close] إغلاق التسجيل في { $name }
        [replace] استبدال لاعب في { $name }
        [pause] إيقاف { $name } مؤقتًا
        [resume] استئناف { $name }
        [adjudicate] التحكيم في مباريات { $name }
        [withdraw] سحب لاعب آخر من { $name }
       *[cancel] إلغاء { $name }
    }.

tournament-not-started-replace = لم تبدأ { $name } بعد؛ ينضم اللاعبون ويغادرون بأنفسهم.
tournament-not-playing = لا يلعب { $who } في { $name }.
tournament-already-has = { $who } مشارك بالفعل في { $name }.
tournament-replaces = يحلّ { $new } محلّ { $old } في { $name }: المقعد، و{ $moved ->
        [zero] لا مباريات غير منتهية
        [one] مباراة واحدة غير منتهية
        [two] مباراتان غير منتهيتين
        [few] { $moved } مباريات غير منتهية
        [many] { $moved } مباراةً غير منتهية
       *[other] { $moved } مباراة غير منتهية
    }؛ وتبقى المباريات المنتهية محسوبة.

tournament-not-running = { $name } ليست جارية.
tournament-game-missing = المباراة #{ $game } من { $name } مفقودة من قاعدة البيانات؛ لم يتغير شيء.
tournament-paused = أُوقفت { $name } مؤقتًا: { $stopped ->
        [zero] لم تتوقف أي ساعة
        [one] توقفت ساعة مباراة واحدة
        [two] توقفت ساعتا مباراتين
        [few] توقفت الساعات في { $stopped } مباريات
        [many] توقفت الساعات في { $stopped } مباراةً
       *[other] توقفت الساعات في { $stopped } مباراة
    }؛ تنتظر النقلات حتى يستأنفها المنظّم.
tournament-not-paused = { $name } ليست متوقفة.
tournament-missing = { $name } مفقودة من قاعدة البيانات.
tournament-resumes = استُؤنفت { $name }: { $count ->
        [zero] لا توجد ساعات لتعمل من جديد.
        [one] تعمل ساعة مباراة واحدة من جديد بالوقت الذي تبقّى لها.
        [two] تعمل ساعتا مباراتين من جديد، كلٌّ بالوقت الذي تبقّى لها.
        [few] تعمل الساعات في { $count } مباريات من جديد، كلٌّ بالوقت الذي تبقّى لها.
        [many] تعمل الساعات في { $count } مباراةً من جديد، كلٌّ بالوقت الذي تبقّى لها.
       *[other] تعمل الساعات في { $count } مباراة من جديد، كلٌّ بالوقت الذي تبقّى لها.
    }

tournament-which-game = أي لعبة؟ { $usage }
tournament-not-its-game = المباراة #{ $game } ليست من مباريات { $name }.
tournament-no-such-game = لا توجد مباراة #{ $game }.
tournament-game-over = انتهت المباراة #{ $game }.
tournament-adjudicated = انتهت المباراة #{ $game }: { $result } بقرار التحكيم ({ $name }).
tournament-adjudicated-rated = انتهت المباراة #{ $game }: { $result } بقرار التحكيم ({ $name }). { $ratings }
tournament-not-in = { $who } ليس مشاركًا في { $name }.
tournament-already-over = انتهت { $name } بالفعل.
tournament-cancelled = أُلغيت { $name }{ $aborted ->
        [0] {""}
        [one] ؛ وأُلغيت مباراة واحدة جارية
        [two] ؛ وأُلغيت مباراتان جاريتان
        [few] ؛ وأُلغيت { $aborted } مباريات جارية
        [many] ؛ وأُلغيت { $aborted } مباراةً جارية
       *[other] ؛ وأُلغيت { $aborted } مباراة جارية
    }.

tournament-no-such = لا توجد بطولة #{ $id }.
tournament-none-here = لا توجد بطولة هنا؛ أنشئ بطولة باستخدام { $create }.
tournament-several = تجري هنا عدة بطولات: { $ids }. أضف رقم البطولة.

tournament-too-few = تحتاج { $name } إلى 3 لاعبين على الأقل لتبدأ؛ عدد لاعبيها { $count }.
tournament-too-few-swiss = تحتاج { $name } إلى 4 لاعبين على الأقل لتبدأ بالنظام السويسري؛ عدد لاعبيها { $count }.
tournament-starts = بدأت { $name }: عدد اللاعبين { $players }، وعدد المباريات { $games }، بدأت كلها معًا ({ $per_move }). أرقام البداية: { $numbers }. استخدم { $pairings } لعرض المباريات، و { $mine } لعرض مبارياتك.
tournament-starts-swiss =
    بدأت { $name }: نظام سويسري من { $rounds ->
        [zero] { $rounds } جولة
        [one] جولة واحدة
        [two] جولتين
        [few] { $rounds } جولات
        [many] { $rounds } جولةً
       *[other] { $rounds } جولة
    }{ $note }، عدد اللاعبين { $players }، { $per_move }. أرقام البداية: { $numbers }.
    { $first }
tournament-rounds-capped = { " " }(عدد الجولات المطلوب { $asked }؛ وأقصى ما يمكن أن يلعبه { $players } من اللاعبين { $most })
tournament-seat = { $number }. { $player }

tournament-mine-none-in = لست مشاركًا في بطولة جارية برقم #{ $id }.
tournament-mine-none = لست مشاركًا في أي بطولة جارية.
tournament-mine = { $lines }
tournament-mine-head = { $name }{ $swiss ->
        [yes] ، الجولة { $round } من { $rounds }{ $ends }
       *[no] {""}
    }{ $paused ->
        [yes] { " " }— متوقفة مؤقتًا
       *[no] {""}
    }:
tournament-mine-round-ends = { " " }(تنتهي الجولة بعد { $left })
tournament-mine-game = { "  " }#{ $game } الجولة { $round } ضد { $opponent } ({ $side }): { $turn ->
        [mine] دورك
       *[theirs] دور الخصم
    }{ $left }
tournament-mine-left = ، بقي { $left }
tournament-mine-bye = { "  " }استراحة في هذه الجولة (نقطة)
tournament-mine-waiting = { "  " }لا مباراة جارية: بانتظار الجولة التالية

tournament-unpairable =
    انتهت { $name } بعد الجولة { $round }: يتعذّر إجراء اقتران الجولة { $next } ({ $why }). الترتيب النهائي:
    { $table }
tournament-board = { $board }. #{ $game } { $white } ({ $w }) – { $black } ({ $b })
tournament-bye = استراحة (نقطة): { $who } ({ $number })
tournament-round =
    { $name }، الجولة { $round } من { $rounds }، حتى { $until }:
    { $lines }
tournament-game-begins = بدأت المباراة #{ $game } ({ $name }، الجولة { $round }): دورك، { $who }.
tournament-round-deadline = انتهت المباراة #{ $game }: بلغت الجولة { $round } من { $name } موعدها النهائي؛ تُحتسب المباراة تعادلًا.

tournament-already-withdrawn = انسحب { $who } بالفعل.
tournament-over = انتهت { $name }.
tournament-withdraws = انسحب { $who } من { $name }؛ { $count ->
        [zero] لا مباريات غير ملعوبة تُحتسب خسارة
        [one] تُحتسب مباراة واحدة غير ملعوبة خسارة
        [two] تُحتسب مباراتان غير ملعوبتين خسارة
        [few] تُحتسب { $count } مباريات غير ملعوبة خسارة
        [many] تُحتسب { $count } مباراةً غير ملعوبة خسارة
       *[other] تُحتسب { $count } مباراة غير ملعوبة خسارة
    }.
tournament-final =
    انتهت { $name }. الترتيب النهائي:
    { $table }

tournament-line-swiss = { $rank }. { $player } { $points } (بوخولز بحذف الأدنى { $bc1 }، بوخولز الوسيط { $median }، SB { $sb }، النقاط التراكمية { $progressive }){ $withdrew ->
        [yes] ، منسحب
       *[no] {""}
    }
tournament-line-round-robin = { $rank }. { $player } { $points } (SB { $sb }، { $wins ->
        [zero] لا انتصارات
        [one] فوز واحد
        [two] فوزان
        [few] { $wins } انتصارات
        [many] { $wins } فوزًا
       *[other] { $wins } فوز
    }){ $withdrew ->
        [yes] ، منسحب
       *[no] {""}
    }
tournament-table = { $lines }
tournament-chart-buchholz = BC1 { $points }
tournament-chart-sonneborn = SB { $points }

tournament-not-started = لم تبدأ { $name } بعد.
tournament-registered = لم تبدأ { $name } بعد؛ المسجّلون ({ $count }): { $names }.
tournament-standings =
    { $name } — { $state }:
    { $table }
tournament-state-final = الترتيب النهائي
tournament-state-cancelled = أُلغيت
tournament-state-playing = { $count ->
        [zero] لا مباريات جارية
        [one] مباراة واحدة ما زالت جارية
        [two] مباراتان ما زالتا جاريتين
        [few] { $count } مباريات ما زالت جارية
        [many] { $count } مباراةً ما زالت جارية
       *[other] { $count } مباراة ما زالت جارية
    }
tournament-pairings =
    { $name }
    { $rounds }
tournament-pairings-round = الجولة { $round }:{ $items }
tournament-pairings-bye = { " " }استراحة: { $who }؛
tournament-pairings-game = { " " }#{ $game } { $white }–{ $black } { $result }؛
tournament-result-forfeit = { $result } (خسارة بعدم الحضور)
tournament-result-in-play = جارية

## The crosstable's picture: its columns and its words.
tournament-chart-player = اللاعب
tournament-chart-points = النقاط
tournament-chart-tiebreak = كسر التعادل
# The crosstable in words. $title (message): the tournament. $rows (message): its rows, one after another.
tournament-chart-alt = { $title }{ $rows }
# A row. $rank (number): the place. $name (text): the player. $number (number): his start number. $points (text): his points (1½). $tiebreak (text): the tie-break as shown (SB 3¼).
tournament-chart-row = ؛ { $rank }. { $name } (رقم البداية { $number }): النقاط { $points }، { $tiebreak }
