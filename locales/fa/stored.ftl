# Persian (fa) — stored games: a position as text, and the games a command names.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/fa/*.ftl) and open a pull request.

stored-position = FEN: { $fen }
stored-position-sfen = FEN: { $fen } SFEN: { $sfen }

stored-not-shogi = KIF و CSA رکوردهای شوگی هستند؛ { $game } با PGN نوشته می‌شود.
stored-unreadable = آن رکورد { $format } خوانده نمی‌شود: { $reason }. چیزی وارد نشد.
stored-unreadable-ended = آن رکورد { $format } خوانده نمی‌شود: { $reason } چیزی وارد نشد.
stored-kif-one-line = رکورد KIF خط‌به‌خط خوانده می‌شود و این یکی در یک خط رسید (فیلد متنی Discord خط‌ها را به هم می‌چسباند): به‌جای آن فایل را پیوست کنید (در Discord با file:)، یا آن را جایی بچسبانید که شکستن خط‌ها حفظ شود. چیزی وارد نشد.
stored-not-a-position = fen:{ $fen }؟ این یک موقعیت { $game } نیست: { $reason }. /board رشتهٔ FEN یک بازی را برای کپی کردن نشان می‌دهد.
stored-not-a-position-sfen = fen:{ $fen }؟ این یک موقعیت { $game } نیست: { $reason }. /board رشته‌های FEN و SFEN یک بازی را برای کپی کردن نشان می‌دهد.
stored-unreachable = fen:{ $fen }؟ هیچ بازی { $game } نمی‌تواند از آنجا شروع شود: { $reason }.
stored-no-game = بازی #{ $id } وجود ندارد.
