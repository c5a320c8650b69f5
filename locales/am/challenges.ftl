# Amharic (am) — challenges: /challenge, /accept, /decline, /cancel.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/am/*.ftl) and open a pull request.

challenge-declined = { $who } ግብዣ #{ $id }ን ውድቅ አድርገዋል።

challenge-not-one-you-can = { $verb ->
        [accept] ግብዣ #{ $id }ን እዚህ መቀበል አይችሉም።
        [decline] ግብዣ #{ $id }ን እዚህ ውድቅ ማድረግ አይችሉም።
       *[cancel] ግብዣ #{ $id }ን እዚህ መሰረዝ አይችሉም።
    }

challenge-none-to = { $verb ->
        [accept] እዚህ እርስዎ የሚቀበሉት ግብዣ የለም።
        [decline] እዚህ እርስዎ ውድቅ የሚያደርጉት ግብዣ የለም።
       *[cancel] እዚህ እርስዎ የሚሰርዙት ግብዣ የለም።
    }

challenge-several = በርካታ ግብዣዎች አሉ: { $ids }። የትኛው እንደሆነ ይግለጹ፣ ለምሳሌ { $example }።

challenge-accept-own = የራስዎን ግብዣ መቀበል አይችሉም።

challenge-accept-not-open = ግብዣ #{ $id } እዚህ ለእርስዎ ክፍት አይደለም፤ ሊቀበለው የሚችለው የተጋበዘው ተጫዋች ብቻ ነው።

challenge-game-begins = ጨዋታ #{ $game } ተጀምሯል: { $who }፣ የእርስዎ ተራ ነው።

challenge-game-starts = ጨዋታ #{ $game }: { $name } — { $white } ({ $white_side }) ከ { $black } ({ $black_side })፣ { $rated ->
        [yes] ለደረጃ የሚቆጠር
       *[no] የወዳጅነት
    }፣ { $time }{ $from }። መጀመሪያ የሚንቀሳቀሱት: { $first }።

challenge-from-position = ፣ መነሻ አቋም: { $position }

challenge-yourself = ራስዎን መጋበዝ አይችሉም።

challenge-too-many-open = { $count } ክፍት ግብዣዎች አሉዎት፤ ይህ አንድ ተጫዋች ሊኖረው የሚችለው ከፍተኛው ቁጥር ነው። መጀመሪያ { $cancel } በመላክ አንዱን ይሰርዙ (ወይም መልስ ይጠብቁ)።

challenge-too-many-to-one = ለተጫዋች { $who } አስቀድመው { $count } ክፍት ግብዣዎች ልከዋል፤ መልስ ይጠብቁ፣ ወይም { $cancel } በመላክ አንዱን ይሰርዙ።

challenge-level-is-computers = level: የኮምፒውተሩ ጥንካሬ ነው፤ ኮምፒውተሩን { $challenge } በመላክ ይጋብዙት።

challenge-computer-casual = ከኮምፒውተር ጋር የሚደረጉ ጨዋታዎች የወዳጅነት ናቸው፤ rated:yes አይጻፉ።

challenge-position-casual = ከተመረጠ አቋም የሚጀምር ጨዋታ የወዳጅነት ነው፤ rated:yes አይጻፉ።

challenge-cancelled = ግብዣ #{ $id } ተሰርዟል።

challenge-posted = ግብዣ #{ $id }: { $who } { $rated ->
        [yes] ለደረጃ የሚቆጠር
       *[no] የወዳጅነት
    } የ{ $game }{ $options } ጨዋታ ይጋብዛሉ{ $from }፣ { $time }። የተጋበዙት: { $to }። { $answer } (እስከ { $until } ክፍት ነው)።
challenge-anyone = እዚህ ያለ ማንኛውም ሰው
challenge-options = { " " }({ $options })
challenge-accept-button = መቀበል
challenge-decline-button = ውድቅ ማድረግ
