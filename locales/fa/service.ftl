# Persian (fa) — the service's own answers: faults, limits, and what every command may be told.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/fa/*.ftl) and open a pull request.

service-restarting = سرویس بازی در حال راه‌اندازی دوباره است؛ چیزی تغییر نکرد. لحظه‌ای دیگر دوباره بفرستید.
service-busy = سرویس بازی اکنون بیش از حد شلوغ است و نمی‌تواند پاسخ دهد؛ چیزی تغییر نکرد. لحظه‌ای دیگر دوباره بفرستید.
service-disk-full = سرویس بازی اکنون نمی‌تواند چیزی ذخیره کند، پس چیزی تغییر نکرد. به گردانندهٔ سرویس خبر داده شد؛ بعداً دوباره بفرستید.
service-storage-failed = مشکلی از سمت ما پیش آمد؛ چیزی تغییر نکرد. لطفاً بعداً دوباره تلاش کنید.
service-internal = مشکلی از سمت ما پیش آمد و فرمان شما اجرا نشد؛ این خطا ثبت شد. چیزی تغییر نکرد.
service-conflict = هنگام اجرای فرمان شما موقعیت تغییر کرد؛ صفحه را ببینید و دوباره تلاش کنید.
service-corrupt = رکورد ذخیره‌شدهٔ آن بازی خوانده نمی‌شود؛ چیزی تغییر نکرد، و گردانندهٔ سرویس می‌تواند علت را در گزارش‌ها ببیند.
service-already-handled = این فرمان قبلاً اجرا شده است.

service-slow-down = کمی آهسته‌تر: حداکثر { $per_minute } فرمان در دقیقه. این فرمان اجرا نشد؛ یک دقیقهٔ دیگر دوباره بفرستید.

service-computer-name = این نام رایانه است؛ رایانه خودش حرکت می‌کند. با { $challenge } آن را به چالش بکشید.

service-no-game-here = شما اینجا بازی‌ای ندارید. با { $challenge } یکی را شروع کنید.

service-stored-text = { $text }
