# Arabic (ar) — challenges: /challenge, /accept, /decline, /cancel.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ar/*.ftl) and open a pull request.

challenge-declined = رفض { $who } التحدي #{ $id }.

challenge-not-one-you-can = التحدي #{ $id } ليس تحديًا يمكنك { $verb ->
        [accept] قبوله
        [decline] رفضه
       *[cancel] إلغاؤه
    } هنا.

challenge-none-to = لا يوجد هنا تحدٍّ يمكنك { $verb ->
        [accept] قبوله
        [decline] رفضه
       *[cancel] إلغاؤه
    }.

challenge-several = هناك عدة تحديات: { $ids }. حدِّد أيها، مثلًا { $example }.

challenge-accept-own = لا يمكنك قبول تحدٍّ أرسلته بنفسك.

challenge-accept-not-open = التحدي #{ $id } غير متاح لك هنا؛ وحده اللاعب المُتحدّى يمكنه قبوله.

challenge-game-begins = بدأت المباراة #{ $game }: دورك، { $who }.

challenge-game-starts = المباراة #{ $game }: { $name } — { $white } ({ $white_side }) ضد { $black } ({ $black_side })، { $rated ->
        [yes] مقيّمة
       *[no] غير مقيّمة
    }، { $time }{ $from }. الدور على { $first }.

challenge-from-position = ، من الوضعية { $position }

challenge-yourself = لا يمكنك تحدي نفسك.

challenge-too-many-open = لديك { $count } من التحديات المفتوحة، وهو الحد الأقصى للاعب الواحد؛ ألغِ واحدًا منها باستخدام { $cancel } (أو انتظر الردود) أولًا.

challenge-too-many-to-one = لديك بالفعل { $count } من التحديات المفتوحة إلى { $who }؛ انتظر ردًّا، أو ألغِ واحدًا منها باستخدام { $cancel }.

challenge-level-is-computers = level: هو قوة الحاسوب؛ تحدَّه باستخدام { $challenge }.

challenge-computer-casual = المباريات ضد الحاسوب غير مقيّمة؛ احذف rated:yes.

challenge-position-casual = المباراة من وضعية مختارة غير مقيّمة؛ احذف rated:yes.

challenge-cancelled = أُلغي التحدي #{ $id }.

challenge-posted = التحدي #{ $id }: يدعو { $who } { $to } إلى مباراة { $rated ->
        [yes] مقيّمة
       *[no] غير مقيّمة
    } في { $game }{ $options }{ $from }، بتوقيت { $time }. { $answer } (مفتوح حتى { $until }).

challenge-anyone = أي لاعب هنا

challenge-options = { " " }({ $options })

challenge-accept-button = قبول

challenge-decline-button = رفض
