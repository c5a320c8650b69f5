# Arabic (ar) — time controls.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ar/*.ftl) and open a pull request.

clock-per-move = { $days ->
        [zero] { $days } يوم لكل نقلة
        [one] يوم واحد لكل نقلة
        [two] يومان لكل نقلة
        [few] { $days } أيام لكل نقلة
        [many] { $days } يومًا لكل نقلة
       *[other] { $days } يوم لكل نقلة
    }
clock-fischer = { $days ->
        [zero] { $days } يوم
        [one] يوم واحد
        [two] يومان
        [few] { $days } أيام
        [many] { $days } يومًا
       *[other] { $days } يوم
    } + { $increment } لكل نقلة (بحد أقصى { $cap })
