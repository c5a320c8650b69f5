# Arabic (ar) — stored games: a position as text, and the games a command names.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ar/*.ftl) and open a pull request.

stored-position = FEN: { $fen }
stored-position-sfen = FEN: { $fen } SFEN: { $sfen }

stored-not-shogi = KIF و CSA صيغتا سجلات الشوغي؛ تُسجَّل مباريات { $game } بصيغة PGN.
stored-unreadable = تتعذر قراءة سجل { $format } هذا: { $reason }. لم يُستورد شيء.
stored-unreadable-ended = تتعذر قراءة سجل { $format } هذا: { $reason } لم يُستورد شيء.
stored-kif-one-line = يُقرأ سجل KIF سطرًا سطرًا، وقد وصل هذا السجل في سطر واحد (حقل النص في Discord يدمج الأسطر): أرفق الملف بدلًا من ذلك (في Discord باستخدام file:)، أو الصقه حيث تبقى فواصل الأسطر. لم يُستورد شيء.
stored-not-a-position = fen:{ $fen }؟ هذه ليست وضعية { $game }: { $reason }. الأمر /board يعرض صيغة FEN لأي مباراة لتنسخها.
stored-not-a-position-sfen = fen:{ $fen }؟ هذه ليست وضعية { $game }: { $reason }. الأمر /board يعرض صيغتي FEN و SFEN لأي مباراة لتنسخهما.
stored-unreachable = fen:{ $fen }؟ لا يمكن أن تبدأ مباراة { $game } من هذه الوضعية: { $reason }.
stored-no-game = لا توجد مباراة #{ $id }.
