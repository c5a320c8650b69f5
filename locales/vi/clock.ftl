# Vietnamese (vi) — time controls.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/vi/*.ftl) and open a pull request.

clock-per-move = { $days } ngày mỗi nước
clock-fischer = { $days } ngày + { $increment } mỗi nước (tối đa { $cap })
