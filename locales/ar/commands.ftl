# Arabic (ar) — reading a command: what was wrong in how it was written, and how to write it.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ar/*.ftl) and open a pull request.

command-needs-name = { $what ->
        [tournament] تحتاج البطولة
       *[arrangement] يحتاج الترتيب
    } إلى اسم.
command-name-too-long = الحد الأقصى لطول اسم { $what ->
        [tournament] البطولة
       *[arrangement] الترتيب
    } هو { $most } من أحرف النص العادي؛ و { $name } لا يستوفي ذلك.
command-slash = تبدأ الأوامر بالرمز /، مثلًا { $help }.
command-record-too-long = عدد أحرف هذا السجل { $length }؛ والحد الأقصى الذي يقرؤه { $command } هو { $most }.
command-too-long = عدد أحرف هذا الأمر { $length }؛ والحد الأقصى لأي أمر { $most }.
command-handle-too-long = @{ $handle } ليس لاعبًا: الحد الأقصى لطول اسم المستخدم { $most } من الأحرف.
command-unknown = لا يوجد أمر { $command }؛ استخدم { $help } لعرض قائمة الأوامر.

command-race-players = أشتابادا لعبة لاثنين إلى أربعة لاعبين: { $usage }
command-race-no-option = لا تقبل أشتابادا الخيار { $option }: (فهي سباق يُلعب دون تقييم).
command-race-days = days:{ $days }؟ الأيام المتاحة لكل إجراء: 1 أو 2 أو 3 أو 5 أو 7 أو 10 أو 14.
command-one-opponent = أشتابادا وحدها لأكثر من لاعبَين؛ يسمّي التحدي لاعبًا واحدًا فقط (@name).
command-vacation-both = إما { $start } أو { $end }، لا كلاهما.

command-tournament-option = لا يقبل { $command } الخيار { $option }؛ راجع { $help } لمعرفة الخيارات المناسبة لكل أمر.
command-tournament-game = أي لعبة؟ { $usage }
command-tournament-both = البطولة إما بالنظام السويسري أو بنظام الدوري (من دور واحد أو دورين)، لا كلاهما.
command-tournament-deadline = deadline: هو عدد الأيام التي قد تستغرقها جولة النظام السويسري؛ أما بطولة الدوري فليس فيها جولات يُنتظر انتهاؤها.
command-tournament-size-swiss = size:{ $size }؟ تتسع البطولة السويسرية لـ 4 إلى 128 لاعبًا.
command-tournament-size-round-robin = size:{ $size }؟ تتسع بطولة الدوري لـ 3 إلى 16 لاعبًا.
command-usage = { $usage }

command-place-what = ماذا تضع؟ مثلًا { $example }، أو { $saved }
command-place-both = إما عمليات وضع أو saved:NAME، لا كلاهما.
command-arrangement-name = { $usage } — سمِّه، ثم اذكر عمليات الوضع.
command-arrangement-pieces = { $usage } — ثم عمليات الوضع، مثلًا K@e2 F@d2 …
command-link-usage = { $ask } للطلب، و { $confirm } للتأكيد من الحساب الآخر، و { $status } لعرض حساباتك.

command-not-days = { $what }:{ $value } ليس عددًا من الأيام
command-cap-alone = cap: يُستخدم مع توقيت فيشر فقط، مثل days:7+2
command-days-offered = days:{ $days } غير متاح؛ اختر واحدًا من 1، 2، 3، 5، 7، 10، 14 (أو توقيت فيشر: days:7+2)
command-fischer-range = days:{ $days } — توقيت فيشر من 1 إلى 60 يومًا في البداية، مع زيادة من 1 إلى 14 يومًا لكل نقلة، مثلًا days:7+2
command-cap-range = cap:{ $cap } — الحد الأقصى لا يقل عن الأيام الأولية ({ $initial }) ولا يزيد على 90

command-or-list = { $init } أو { $last }
command-and-list = { $init } و { $last }
command-no-game = لا توجد لعبة باسم { $game }؛ الألعاب المتاحة: { $games }.
command-name-player = { $what }؟ اذكر اللاعب بصيغة @name.
command-not-a-number = { $number } ليس رقمًا مثل 12 أو #12.
command-number-range = { $what }؟ { $about }: من { $min } إلى { $max }.
command-choose = { $what }؟ اختر { $choices }.
command-yes-no = { $option }:{ $value }؟ اكتب { $option }:yes أو { $option }:no.
command-needs-text = { $option }: يحتاج إلى نص، مثلًا { $option }:{ $example }.
command-twice = الخيار { $option } مذكور مرتين؛ يقبل { $command } خيارًا واحدًا فقط.
command-no-such-option = ليس لـ { $command } خيار { $option }؛ خياراته: { $options }.
command-expected = { $command }؟ المتوقع: { $expected }.
command-nothing-more = لا يقبل { $command } شيئًا بعد اسمه؛ { $word }؟
command-written = { $typed }؟ الصيغة الصحيحة: { $usage }
command-needs = يحتاج { $command } إلى { $what }: مثلًا { $example }

command-side-of-game = color:{ $side }؟ في { $game } الطرفان هما { $first } و { $second } (أو first و second، أو random).
command-side-white-black-in-shogi = color:{ $side }؟ في عائلة الشوغي تسمّي الكتب الإنجليزية سينتي (صاحب النقلة الأولى) Black وغوتي White: اكتب color:sente أو color:gote.
