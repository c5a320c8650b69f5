# Persian (fa) — identity: /link and /unlink, one player across platforms.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/fa/*.ftl) and open a pull request.

identity-no-code = ساختن کد تصادفی ممکن نشد ({ $reason })؛ دوباره تلاش کنید.

identity-status-one = شما فقط در { $platform } با نام { $handle } بازی می‌کنید. { $link } حسابی را در پلتفرمی دیگر پیوند می‌دهد: { $platforms }.

identity-status-many = شما با این حساب‌ها یک بازیکن هستید: { $accounts }.

identity-account = { $handle } در { $platform }

identity-accounts = { $first }، { $rest }

identity-on-it-already = شما هم‌اکنون در { $platform } هستید: حسابی را در پلتفرمی دیگر پیوند دهید.

identity-linked-already = حساب { $platform } شما ({ $handle }) از قبل پیوند شده است؛ ابتدا از { $unlink } استفاده کنید.

identity-you-are-already = شما از قبل در { $platform } با نام { $handle } هستید.

identity-your-account = حساب { $platform } شما

identity-your-account-named = حساب { $platform } شما ({ $handle })

identity-send-code = برای پیوند دادن، ظرف یک روز { $send } را از { $account } بفرستید. این کد را به کسی ندهید: هر کس آن را بفرستد، به‌جای شما شناخته می‌شود.

identity-no-such-code = هیچ پیوندی منتظر کد { $code } نیست. از حساب دیگرتان دوباره با { $link } درخواست کنید.

identity-code-lapsed = کد { $code } منقضی شده است (کدها یک روز اعتبار دارند). از حساب دیگرتان دوباره با { $link } درخواست کنید.

identity-code-elsewhere = کد { $code } برای پیوند یک حساب { $platform } است: آن را آنجا بفرستید.

identity-code-for-another = کد { $code } برای { $handle } در { $platform } است، نه برای شما.

identity-one-already = این حساب‌ها از قبل یک بازیکن هستند.

identity-has-account-there = { $name } از قبل یک حساب { $platform } دارد.

identity-have-met = این حساب‌ها با یکدیگر بازی کرده‌اند (بازی #{ $game })، پس نمی‌توانند یک بازیکن باشند.

identity-same-tournament = هر دو حساب در تورنمنت #{ $tournament } بازی می‌کنند، پس نمی‌توانند یک بازیکن باشند.

identity-linked = پیوند برقرار شد: { $handle } در { $platform } و { $other_handle } در { $other_platform } اکنون یک بازیکن هستند. بازی‌ها، ریتینگ‌ها و تورنمنت‌های شما در هر دو با شما هستند.

identity-own-account = { $handle } در { $platform } حساب اصلی این بازیکن است؛ حساب‌های دیگر را با { $unlink } از آن جدا کنید.

identity-unlinked = پیوند لغو شد: { $handle } در { $platform } دفعهٔ بعد از نو شروع می‌کند؛ بازی‌ها و ریتینگ‌های شما همین‌جا با شما می‌مانند.

identity-none-linked = هیچ حساب { $platform } به شما پیوند نشده است.
