# Hindi (hi) — time controls.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/hi/*.ftl) and open a pull request.

clock-per-move = प्रति चाल { $days } दिन
clock-fischer = { $days } दिन + प्रति चाल { $increment } (अधिकतम { $cap })
