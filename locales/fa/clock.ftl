# Persian (fa) — time controls.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/fa/*.ftl) and open a pull request.

clock-per-move = { $days } روز برای هر حرکت
clock-fischer = { $days } روز + { $increment } برای هر حرکت (حداکثر { $cap })
