# Mongolian (mn) — time controls.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/mn/*.ftl) and open a pull request.

clock-per-move = нүүдэл бүрд { $days } өдөр
clock-fischer = { $days } өдөр + нүүдэл бүрд { $increment } (хамгийн ихдээ { $cap })
