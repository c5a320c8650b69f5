# Thai (th) — time controls.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/th/*.ftl) and open a pull request.

clock-per-move = { $days } วันต่อตา
clock-fischer = { $days } วัน + { $increment } ต่อตา (สูงสุด { $cap })
