# Arabic (ar) — stored games: a position as text, and the games a command names.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ar/*.ftl) and open a pull request.

stored-position = FEN: { $fen }
stored-position-sfen = FEN: { $fen } SFEN: { $sfen }

stored-not-shogi = KIF و CSA صيغتا سجلات الشوغي؛ تُسجَّل مباريات { $game } بصيغة PGN.
stored-unreadable = تتعذر قراءة سجل { $format } هذا عند السطر { $line }: { $reason }. لم يُستورد شيء.
stored-kif-one-line = يُقرأ سجل KIF سطرًا سطرًا، وقد وصل هذا السجل في سطر واحد (حقل النص في Discord يدمج الأسطر): أرفق الملف بدلًا من ذلك (في Discord باستخدام file:)، أو الصقه حيث تبقى فواصل الأسطر. لم يُستورد شيء.
stored-not-a-position = fen:{ $fen }؟ هذه ليست وضعية { $game }: { $reason }. الأمر /board يعرض صيغة FEN لأي مباراة لتنسخها.
stored-not-a-position-sfen = fen:{ $fen }؟ هذه ليست وضعية { $game }: { $reason }. الأمر /board يعرض صيغتي FEN و SFEN لأي مباراة لتنسخهما.
stored-unreachable = fen:{ $fen }؟ لا يمكن أن تبدأ مباراة { $game } من هذه الوضعية: { $reason }.
stored-no-game = لا توجد مباراة #{ $id }.

## How a game ended: the reason stored with its result, as a noun ("by checkmate", "(checkmate)").
ending-checkmate = شاه مات
ending-stalemate = الخنق
ending-bare-king = تجريد الملك
ending-niol = «نيول» (إماتة بلا «شاك»)
ending-robado = «روبادو» (تجريد الملك)
ending-count-ran-out = انتهاء العدّ
ending-mate-during-own-count = إماتة أثناء عدّ المُميت نفسه
ending-bare-king-survived = صمود الملك المجرّد سبع نقلات
ending-forbidden-mate = إماتة محظورة
ending-insufficient-material = لا يستطيع أيٌّ من الطرفين الفوز
ending-repetition = التكرار
ending-perpetual-check = الكش الدائم
ending-perpetual-chase = المطاردة الدائمة
ending-bikjang = «بيكجانغ»
ending-two-passes = تمريران متتاليان
ending-jishogi = «الجيشوغي»
ending-royals-captured = أسر القطعتين الملكيتين كلتيهما
ending-resignation = الاستسلام
ending-agreement = الاتفاق
ending-time = انتهاء الوقت
ending-withdrew = خسارة إدارية (انسحاب)
ending-never-moved = خسارة إدارية (لم يلعب أي نقلة)
ending-round-deadline = انتهاء مهلة الجولة
ending-adjudication = قرار التحكيم
ending-cancelled = أُلغيت البطولة
ending-aborted = إلغاء
ending-never-started = لم تُلعب النقلة الأولى قط
# An imported record's own reason. $reason (text): as the record gives it.
ending-other = { $reason }
