# Amharic (am) — the scheduler's notices: reminders, timeouts, digests, lapsed challenges.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/am/*.ftl) and open a pull request.

scheduler-reminder = { $who }: በጨዋታ #{ $id } ለእንቅስቃሴዎ { $left } ቀርቷል።
scheduler-forfeit = ጨዋታ #{ $id } አብቅቷል: { $who } አንድም ጊዜ ስላልተንቀሳቀሱ በፎርፌ ተሸንፈዋል፤ { $result }።
scheduler-aborted = ጨዋታ #{ $id } ተሰርዟል: { $who } የመጀመሪያ እንቅስቃሴ አላደረጉም።
scheduler-timeout = ጨዋታ #{ $id } አብቅቷል: { $who } ጊዜያቸው አልቋል፤ { $verdict }።
scheduler-timeout-rated = ጨዋታ #{ $id } አብቅቷል: { $who } ጊዜያቸው አልቋል፤ { $verdict }። { $ratings }
scheduler-digest = { $who }፣ ዕለታዊ ማጠቃለያዎ: በ{ $count } { $count ->
        [one] ጨዋታ
       *[other] ጨዋታዎች
    } የእርስዎ ተራ ነው።
    { $games }
scheduler-digest-line = #{ $id } { $game } ከ { $who } ጋር — { $left } ቀርቷል
scheduler-challenge-lapsed = { $who }: ግብዣ #{ $id } ({ $game }) መልስ ሳያገኝ ጊዜው አልፏል።
