# Korean (ko) — time controls.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ko/*.ftl) and open a pull request.

clock-per-move = 한 수에 { $days }일
clock-fischer = { $days }일 + 한 수마다 { $increment }일(최대 { $cap }일)
