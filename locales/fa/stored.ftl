# Persian (fa) — stored games: a position as text, and the games a command names.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/fa/*.ftl) and open a pull request.

stored-position = FEN: { $fen }
stored-position-sfen = FEN: { $fen } SFEN: { $sfen }

stored-not-shogi = KIF و CSA رکوردهای شوگی هستند؛ { $game } با PGN نوشته می‌شود.
stored-unreadable = آن رکورد { $format } در خط { $line } خوانده نمی‌شود: { $reason }. چیزی وارد نشد.
stored-kif-one-line = رکورد KIF خط‌به‌خط خوانده می‌شود و این یکی در یک خط رسید (فیلد متنی Discord خط‌ها را به هم می‌چسباند): به‌جای آن فایل را پیوست کنید (در Discord با file:)، یا آن را جایی بچسبانید که شکستن خط‌ها حفظ شود. چیزی وارد نشد.
stored-not-a-position = fen:{ $fen }؟ این یک موقعیت { $game } نیست: { $reason }. /board رشتهٔ FEN یک بازی را برای کپی کردن نشان می‌دهد.
stored-not-a-position-sfen = fen:{ $fen }؟ این یک موقعیت { $game } نیست: { $reason }. /board رشته‌های FEN و SFEN یک بازی را برای کپی کردن نشان می‌دهد.
stored-unreachable = fen:{ $fen }؟ هیچ بازی { $game } نمی‌تواند از آنجا شروع شود: { $reason }.
stored-no-game = بازی #{ $id } وجود ندارد.

## How a game ended: the reason stored with its result, as a noun ("by checkmate", "(checkmate)").
ending-checkmate = مات
ending-stalemate = پات
ending-bare-king = شاه تنها
ending-niol = «نیول» (مات بدون «شاک»)
ending-robado = «روبادو» (شاه تنها)
ending-count-ran-out = پایان شمارش
ending-mate-during-own-count = مات در شمارشِ خودِ مات‌کننده
ending-bare-king-survived = شاه تنها هفت حرکت دوام آورد
ending-forbidden-mate = ماتِ ممنوع
ending-insufficient-material = هیچ‌یک از دو طرف نمی‌تواند ببرد
ending-repetition = تکرار
ending-perpetual-check = کیش دائم
ending-perpetual-chase = تعقیب دائم
ending-bikjang = «بیکجانگ»
ending-two-passes = دو پاس پیاپی
ending-jishogi = «جی‌شوگی»
ending-royals-captured = شاه و ولیعهد هر دو گرفته شدند
ending-resignation = تسلیم
ending-agreement = توافق
ending-time = اتمام وقت
ending-withdrew = واگذاری (کناره‌گیری)
ending-never-moved = واگذاری (هیچ حرکتی نکرد)
ending-round-deadline = پایان مهلت دور
ending-adjudication = رأی داور
ending-cancelled = تورنمنت لغو شد
ending-aborted = لغو
ending-never-started = حرکت اول هرگز انجام نشد
# An imported record's own reason. $reason (text): as the record gives it.
ending-other = { $reason }
