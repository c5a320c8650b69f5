# Arabic (ar) — the rules: /rules, a piece's moves, /moves, and /help's refusal.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ar/*.ftl) and open a pull request.

rules-game = { $name }. { $summary }
    البداية: { $start }
    { $first }

rules-game-options = { $name }. { $summary }
    البداية: { $start }
    { $first }
    الخيارات (rules:…): { $options }

rules-coin-first = تحدّد قطعة نقدية من يلعب أولًا.

rules-side-first = يلعب { $side } أولًا.

rules-option = { $key } — { $summary }

rules-options = { $first }؛ { $rest }

rules-no-such-piece = ليس في { $name } قطعة باسم { $piece }. قطعها: { $pieces }.

rules-piece = { $name } — { $piece } ({ $english }): { $moves }

rules-piece-pictured = { $name } — { $piece } ({ $english }): { $moves }
    في الصورة: نقطة حيث تنتقل، وحلقة حول ما تأسره.

rules-not-a-square = { $square } ليس مربعًا في { $name }: اكتبه كما هو مكتوب على الرقعة، مثلًا { $example }.

rules-no-piece-on = المباراة #{ $game }: لا توجد قطعة على { $square }.

rules-moves-over = المباراة #{ $game }: { $piece } على { $square } ({ $side }) — انتهت المباراة.

rules-moves-none = المباراة #{ $game }: لا يمكن لـ { $piece } على { $square } ({ $side }) التحرك الآن.

rules-moves = المباراة #{ $game }: { $piece } على { $square } ({ $side }){ $waiting ->
        [yes] ، عندما يحين دور طرفه،
       *[no] {""}
    }{ $reach ->
        [go] {" "}يمكنه الانتقال إلى { $goes }
        [take] {" "}يمكنه الأسر على { $takes }
       *[both] {" "}يمكنه الانتقال إلى { $goes } والأسر على { $takes }
    }.

rules-no-such-command = لا يوجد أمر { $command }؛ استخدم { $help } لعرض قائمة الأوامر.

rules-unknown-game = لعبة غير معروفة { $name }؛ الألعاب المتاحة: { $games }
rules-no-option = ليس في { $game } خيار قواعد باسم { $option } (لا خيارات لها)
rules-no-option-among = ليس في { $game } خيار قواعد باسم { $option }؛ خياراتها: { $known }

rules-caption = #{ $id } { $game } — { $piece } على { $square }

## The rules book in other languages (docs/rules/<tag>/): the blocks written from the catalogue.
# A name or a sentence of the catalogue, as it is. $text (message): it.
book-say = { $text }
# The start position's picture described. $game (text): the game's name. $alt (message): the board in words.
book-start-alt = وضع البداية في { $game }: { $alt }
book-pieces-legend = المربع المُبرَز فيه القطعة؛ وتدل النقطة على مربع يمكنها الانتقال إليه، والحلقة على قطعة للخصم يمكنها أسرها. وتوضع القطع الأخرى حيث تغيّر ما تستطيع القطعة فعله.
book-no-options = لا خيارات لهذه اللعبة: القواعد أعلاه هي القواعد الوحيدة.
