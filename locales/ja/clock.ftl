# Japanese (ja) — time controls.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ja/*.ftl) and open a pull request.

clock-per-move = 1手 { $days } 日
clock-fischer = { $days } 日 + 1手ごとに { $increment } 日（最大 { $cap } 日）
