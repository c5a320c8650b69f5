# Amharic (am) — time controls.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/am/*.ftl) and open a pull request.

clock-per-move = { $days ->
        [one] ለአንድ እንቅስቃሴ { $days } ቀን
       *[other] ለአንድ እንቅስቃሴ { $days } ቀናት
    }
clock-fischer = { $days ->
        [one] { $days } ቀን
       *[other] { $days } ቀናት
    } + ለአንድ እንቅስቃሴ { $increment } (ቢበዛ { $cap })
