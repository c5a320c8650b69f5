# Arabic (ar) — game records: /export and /import.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ar/*.ftl) and open a pull request.

records-paste-discord = الصق سجل المباراة (PGN أو KIF أو CSA) في record:، أو أرفق ملفه باستخدام file:.
records-paste-matrix = الصق سجل المباراة (PGN أو KIF أو CSA) بعد الأمر، أو ردّ على ملف السجل بالأمر.
records-paste = الصق سجل المباراة (PGN أو KIF أو CSA) بعد /import.

records-read = قُرئ سجل { $format }: { $game } — { $first } ضد { $second }، { $plies ->
        [zero] لا نقلات
        [one] نقلة واحدة
        [two] نقلتان
        [few] { $plies } نقلات
        [many] { $plies } نقلة
       *[other] { $plies } نقلة
    }.
records-read-over = قُرئ سجل { $format }: { $game } — { $first } ضد { $second }، { $plies ->
        [zero] لا نقلات
        [one] نقلة واحدة
        [two] نقلتان
        [few] { $plies } نقلات
        [many] { $plies } نقلة
       *[other] { $plies } نقلة
    }، { $result }.
records-read-given = قُرئ سجل { $format }: { $game } — { $first } ضد { $second }، { $plies ->
        [zero] لا نقلات
        [one] نقلة واحدة
        [two] نقلتان
        [few] { $plies } نقلات
        [many] { $plies } نقلة
       *[other] { $plies } نقلة
    }، والنتيجة المدوّنة فيه { $result }.
records-over = { $summary } انتهت المباراة ({ $reason })؛ لا يوجد ما يمكن متابعة لعبه. الأمر /import بلا لاعب يعرض نهايتها.
records-unreachable = { $summary } لا يمكن بدء مباراة من نهايتها: { $reason }.
records-challenge = { $summary }
    { $challenge }
records-last-position = { $summary } وضعيتها الأخيرة، والدور على { $side }: { $position }
    لمتابعة اللعب منها: { $challenge }
records-fen = المباراة #{ $id } بعد { $moves ->
        [zero] { $moves } نقلة
        [one] نقلة واحدة
        [two] نقلتين
        [few] { $moves } نقلات
        [many] { $moves } نقلة
       *[other] { $moves } نقلة
    }. { $position }
records-not-shogi = صيغتا KIF و CSA لمباريات الشوغي؛ استخدم { $pgn }.
# /export gif's answer, with the replay attached. $id (number): the game. $moves (number): its moves.
records-replay = إعادة عرض المباراة #{ $id }: { $moves ->
        [zero] بلا نقلات
        [one] نقلة واحدة
        [two] نقلتان
        [few] { $moves } نقلات
        [many] { $moves } نقلة
       *[other] { $moves } نقلة
    }، ثم تبقى الوضعية الأخيرة ثابتة.
# A replay's alt text. $moves (number): the moves it shows. $end (message): the last position in words.
records-replay-alt = المباراة معادةً نقلةً نقلةً ({ $moves ->
        [zero] بلا نقلات
        [one] نقلة واحدة
        [two] نقلتان
        [few] { $moves } نقلات
        [many] { $moves } نقلة
       *[other] { $moves } نقلة
    })، وتنتهي عند هذه الوضعية: { $end }
# /export gif where this bot draws no pictures.
records-no-pictures = هذا البوت لا يرسم صورًا: فقد أوقفها مشغّله. الأمر /export pgn يعطي سجل المباراة.

records-file = { $name }
records-attached = { $name } (مرفق):

## A record sent as a file (/import): why it cannot be read.
records-file-missing = لم يصل الملف المرفق؛ أرفقه مرة أخرى.
records-file-reply-unfetched = تعذّر جلب الرسالة التي رُدّ عليها؛ الصق سجل المباراة بدلًا من ذلك.
# $name (text): the file's name.
records-file-unfetched = تعذّر تنزيل { $name }؛ حاول مرة أخرى، أو الصق سجل المباراة.
# $name (text): the file's name. $size (number): its size in KB. $most (number): the largest a record file may be, in KB.
records-file-too-large = حجم { $name } هو { $size } KB؛ والحد الأقصى لملف السجل { $most } KB.
# $name (text): the file's name.
records-file-not-text = { $name } ليس نصًا بترميز UTF-8 (هل هو ملف KIF محفوظ بترميز Shift_JIS؟ احفظه بترميز UTF-8، أو الصق سجل المباراة).
