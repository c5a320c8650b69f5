# Persian (fa) — game records: /export and /import.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/fa/*.ftl) and open a pull request.

records-paste-discord = رکورد بازی (PGN، KIF یا CSA) را در record: بچسبانید، یا فایل آن را با file: پیوست کنید.
records-paste-matrix = رکورد بازی (PGN، KIF یا CSA) را پس از فرمان بچسبانید، یا با همین فرمان به فایل رکورد پاسخ دهید.
records-paste = رکورد بازی (PGN، KIF یا CSA) را پس از /import بچسبانید.

records-read = رکورد { $format } خوانده شد: { $game } — { $first } در برابر { $second }، { $plies } حرکت.
records-read-over = رکورد { $format } خوانده شد: { $game } — { $first } در برابر { $second }، { $plies } حرکت، { $result }.
records-read-given = رکورد { $format } خوانده شد: { $game } — { $first } در برابر { $second }، { $plies } حرکت، با نتیجهٔ ثبت‌شدهٔ { $result }.
records-over = { $summary } بازی تمام شده است ({ $reason })؛ چیزی برای ادامه دادن نیست. /import بدون بازیکن، پایان آن را نشان می‌دهد.
records-unreachable = { $summary } هیچ بازی‌ای نمی‌تواند از پایان آن شروع شود: { $reason }.
records-challenge = { $summary }
    { $challenge }
records-last-position = { $summary } آخرین موقعیت آن، نوبت { $side }: { $position }
    برای ادامهٔ بازی از آنجا: { $challenge }
records-fen = بازی #{ $id } پس از { $moves } حرکت. { $position }
records-not-shogi = KIF و CSA برای بازی‌های شوگی هستند؛ از { $pgn } استفاده کنید.
# /export gif's answer, with the replay attached. $id (number): the game. $moves (number): its moves.
records-replay = بازی #{ $id } بازپخش شد: { $moves ->
        [one] تنها حرکتش
       *[other] هر { $moves } حرکتش
    }، و سپس موقعیت پایانی ثابت می‌ماند.
# A replay's alt text. $moves (number): the moves it shows. $end (message): the last position in words.
records-replay-alt = بازی، حرکت به حرکت بازپخش‌شده ({ $moves ->
        [one] یک حرکت
       *[other] { $moves } حرکت
    })، که با این موقعیت پایان می‌یابد: { $end }
# /export gif where this bot draws no pictures.
records-no-pictures = این ربات تصویری نمی‌کشد: گردانندهٔ آن تصویرها را خاموش کرده است. /export pgn رکورد بازی را می‌دهد.

records-file = { $name }
records-attached = { $name } (پیوست):

## A record sent as a file (/import): why it cannot be read.
records-file-missing = فایل پیوست‌شده نرسید؛ دوباره آن را پیوست کنید.
records-file-reply-unfetched = پیامی که به آن پاسخ داده شد دریافت نشد؛ به‌جای آن رکورد بازی را بچسبانید.
# $name (text): the file's name.
records-file-unfetched = { $name } دانلود نشد؛ دوباره تلاش کنید، یا رکورد بازی را بچسبانید.
# $name (text): the file's name. $size (number): its size in KB. $most (number): the largest a record file may be, in KB.
records-file-too-large = حجم { $name } { $size } KB است؛ فایل رکورد حداکثر { $most } KB می‌تواند باشد.
# $name (text): the file's name.
records-file-not-text = { $name } متن UTF-8 نیست (یک KIF که با Shift_JIS ذخیره شده است؟ آن را با UTF-8 ذخیره کنید، یا رکورد بازی را بچسبانید).
