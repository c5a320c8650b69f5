# Khmer (km) — time controls.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/km/*.ftl) and open a pull request.

clock-per-move = { $days } ថ្ងៃក្នុងមួយជំហាន
clock-fischer = { $days } ថ្ងៃ + { $increment } ក្នុងមួយជំហាន (យ៉ាងច្រើន { $cap })
