# Amharic (am) — Ashtapada races: challenges to a race, seats, throws, moves, clocks and /games lines.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/am/*.ftl) and open a pull request.

race-item = { $item }
race-list = { $list }፣ { $item }
race-then = { $first } { $then }

race-cowries-failed = ዛጎሎቹን መጣል አልተቻለም ({ $reason })፤ እንደገና ይሞክሩ።
race-no-such-rule = አሽታፓዳ { $option } የሚባል የሕግ አማራጭ የለውም፤ ያሉት play-on (ሌሎቹ ለቀሪ ደረጃዎች መጫወታቸውን ይቀጥላሉ) እና grace (ከ4 ወይም ከ8 በኋላ ተጨማሪ ውርወራ) ናቸው።
race-invite-yourself = ራስዎን መጋበዝ አይችሉም።
race-named-twice = { $who } ሁለት ጊዜ ተጠቅሰዋል።
race-computer-seats = ሩጫ አራት መቀመጫዎች አሉት: ኮምፒውተሩ ቢበዛ ሶስቱን ይይዛል።

race-invites = ሩጫ #{ $id }: { $who } ለአሽታፓዳ የሚከተሉትን ይጋብዛሉ: { $invited }፤ ለእያንዳንዱ ተግባር { $days } { $days ->
        [one] ቀን
       *[other] ቀናት
    }።
race-invites-with-rules = ሩጫ #{ $id }: { $who } ለአሽታፓዳ የሚከተሉትን ይጋብዛሉ: { $invited }፤ ለእያንዳንዱ ተግባር { $days } { $days ->
        [one] ቀን
       *[other] ቀናት
    }፤ ሕጎች: { $rules }።
race-seats-in-order = መቀመጫዎች የሚሰጡት በተቀላቀሉበት ቅደም ተከተል ነው: { $join } (ወይም { $decline })፤ ሁሉም ሲመልሱ ይጀምራል።
race-and = { $list } እና { $item }

race-not-invited = ወደ ሩጫ #{ $id } አልተጋበዙም።
race-seated-already = በሩጫ #{ $id } አስቀድመው መቀመጫ አለዎት።
race-joins = { $who } ወደ ሩጫ #{ $id } ገብተዋል።
race-declines = { $who } የሩጫ #{ $id } ግብዣን ውድቅ አድርገዋል።
race-nobody-left = { $said } ሌላ የሚጫወት ሰው አልቀረም: ሩጫ #{ $id } ተሰርዟል።
race-seat = { $who } ({ $seat }፣ መነሻ { $from })
race-begins = { $said } ሩጫ #{ $id } ተጀምሯል: { $order }። መጀመሪያ የሚጥሉት { $who } ናቸው: { $throw }።
race-only-proposer-cancels = ሩጫ #{ $id }ን መሰረዝ የሚችለው ያቀረበው ተጫዋች ብቻ ነው፤ መቀመጫን ላለመቀበል { $decline } ይጠቀሙ።
race-called-off = ሩጫ #{ $id } ተሰርዟል፤ የሰረዙት { $who } ናቸው።

race-thrown-already = ሩጫ #{ $id }: አስቀድመው ጥለዋል፤ ጠጠር ያንቀሳቅሱ ({ $moves })።
race-refused = ሩጫ #{ $id }: { $reason }
race-throws = ሩጫ #{ $id }: { $who } { $value } ጥለዋል ({ $openings } ክፍት)።
race-turn-passes = መንቀሳቀስ የሚችል ጠጠር የለም: ተራው ያልፋል።
race-move-with = ለማንቀሳቀስ: { $moves }።
race-not-a-piece = ሩጫ #{ $id }: { $text } ጠጠር አይደለም: enter፣ ካሬ (c3)፣ ወይም የድርብ ሁለቱን ጠጠሮች በአንድ ላይ ለማንቀሳቀስ c3x2 ይጻፉ።
race-throw-first = ሩጫ #{ $id }: መጀመሪያ ይጣሉ ({ $throw })።
race-illegal = ሩጫ #{ $id }: { $reason }፤ የሚቻሉ እንቅስቃሴዎች: { $moves }።
race-moved = ሩጫ #{ $id }: { $moved }

race-over-places = ሩጫ #{ $id } አብቅቷል: { $winner } አሸንፈዋል፤ ከዚያም { $rest }።
race-over-winner = ሩጫ #{ $id } አብቅቷል: { $winner } አሸንፈዋል።
race-over = ሩጫ #{ $id } አብቅቷል።
race-to-move = የመንቀሳቀስ ተራ: { $who }።
race-to-throw = የመጣል ተራ: { $who }።

race-events = { $events }።
race-enters = ጠጠር { $to } ላይ ገባ
race-advances = { $count ->
        [one] አንድ ጠጠር
       *[other] ሁለት ጠጠሮች
    } { $from } → { $to }
race-captures = { $who } { $count ->
        [one] አንድ ጠጠር
       *[other] { $count } ጠጠሮች
    } ተበልቶባቸዋል
race-home = ቤት ገባ

race-no-seat = በሩጫ #{ $id } መቀመጫ የለዎትም።
race-timed-out-already = ጊዜዎ ሲያልቅ ከሩጫ #{ $id } ወጥተዋል።
race-not-your-turn = ሩጫ #{ $id }: አሁን ተራው የሌላ ተጫዋች ነው: { $who }።
race-no-such = ሩጫ #{ $id } የለም።
race-not-begun = ሩጫ #{ $id } ገና አልተጀመረም: መጀመሪያ ሁሉም የተጋበዙ መመለስ አለባቸው።
race-begun = ሩጫ #{ $id } ተጀምሯል።
race-none-waiting = እዚህ እርስዎን የሚጠብቅ ሩጫ የለም። { $challenge } አዲስ ይከፍታል።
race-none-here = እዚህ ሩጫ የለዎትም። { $challenge } አዲስ ይከፍታል።
race-several = እዚህ በርካታ ሩጫዎች አሉዎት: { $races }። race:ID ያክሉ።
race-number = #{ $id }
race-unreadable = ሩጫ #{ $id }: መዝገቡ በተግባር { $action } ላይ ሊነበብ አይችልም።
race-unreplayable = ሩጫ #{ $id }: መዝገቡ በተግባር { $action } ላይ እንደገና ሊጫወት አይችልም: { $reason }።
race-board-title = ሩጫ #{ $id } — አሽታፓዳ
race-board-state = ቤት { $home }፣ ያልገቡ { $off }
race-board-finished = ጨርሰዋል፣ { $place }ኛ ደረጃ
race-board-left = ከሩጫው ወጥተዋል
race-board-threw = { $name } { $value } ጥለዋል
race-board-open = { $up } ክፍት: { $value ->
        [one] { $value } ካሬ
       *[other] { $value } ካሬዎች
    }
race-alt-board = { $title }። የአሽታፓዳ ሰሌዳ።
race-alt-shape = { $shape ->
        [circle] ክብ
        [square] ካሬ
        [triangle] ሶስት ማዕዘን
       *[diamond] አልማዝ
    }
race-alt-seat = { $name } ({ $shape }፣ ፊደል { $letter }): { $pieces }፤ { $home } ቤት ገብተዋል፣ { $off } ገና አልገቡም።
race-alt-seat-left = { $name } ({ $shape }፣ ፊደል { $letter }): ከሩጫው ወጥተዋል።
race-alt-on = በ{ $squares } ላይ
race-alt-nowhere = በሰሌዳው ላይ ጠጠር የለም
race-alt-double = { $square } ({ $count } ጠጠሮች ተደራርበው)
race-alt-throw = የመጨረሻው ውርወራ: { $name }፣ { $up } ክፍት፣ { $value } ካሬ።
race-alt-to-play = የ{ $name } ተራ።

race-reminder = { $who }: በሩጫ #{ $id } ተግባር ለመፈጸም { $left } ቀርቷል።
race-lapsed = ሩጫ #{ $id } ተሰርዟል: ሁሉም የተጋበዙ በ{ $days } ቀናት ውስጥ አልመለሱም።
race-ran-out = ሩጫ #{ $id }: { $who } ጊዜያቸው አልቋል፤ ከጠጠሮቻቸው ጋር ከሩጫው ወጥተዋል።

race-line-open = ሩጫ #{ $id } አሽታፓዳ: ሁሉም እስኪቀላቀሉ በመጠበቅ ላይ
race-line = ሩጫ #{ $id } አሽታፓዳ: { $turn }
race-line-timed = ሩጫ #{ $id } አሽታፓዳ: { $turn }፣ { $left } ቀርቷል
race-your-move = የእርስዎ የመንቀሳቀስ ተራ
race-your-throw = የእርስዎ የመጣል ተራ
race-their-turn = የሌላ ተጫዋች ተራ
