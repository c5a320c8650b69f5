# Burmese (my) — time controls.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/my/*.ftl) and open a pull request.

clock-per-move = ရွှေ့ကွက်တစ်ကွက်လျှင် { $days } ရက်
clock-fischer = { $days } ရက် + ရွှေ့ကွက်တစ်ကွက်လျှင် { $increment } (အများဆုံး { $cap })
