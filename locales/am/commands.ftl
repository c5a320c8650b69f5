# Amharic (am) — reading a command: what was wrong in how it was written, and how to write it.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/am/*.ftl) and open a pull request.

command-needs-name = { $what ->
        [tournament] ውድድሩ
       *[arrangement] አደራደሩ
    } ስም ያስፈልገዋል።
command-name-too-long = የ{ $what ->
        [tournament] ውድድር
       *[arrangement] አደራደር
    } ስም ቢበዛ { $most } ፊደላት ያሉት ተራ ጽሑፍ ነው፤ { $name } ይህን አያሟላም።
command-slash = ትዕዛዞች በ / ይጀምራሉ፣ ለምሳሌ { $help }።
command-record-too-long = ያ መዝገብ { $length } ፊደላት ርዝመት አለው፤ { $command } ቢበዛ { $most } ያነባል።
command-too-long = ያ ትዕዛዝ { $length } ፊደላት ርዝመት አለው፤ አንድ ትዕዛዝ ቢበዛ { $most } ነው።
command-handle-too-long = @{ $handle } ተጫዋች አይደለም: የተጠቃሚ ስም ቢበዛ { $most } ፊደላት ነው።
command-unknown = { $command } የሚባል ትዕዛዝ የለም፤ { $help } ትዕዛዞቹን ይዘረዝራል።

command-race-players = አሽታፓዳ ከሁለት እስከ አራት ተጫዋቾች ይጫወቱታል: { $usage }
command-race-no-option = አሽታፓዳ { $option }: አማራጭ አይቀበልም (ሩጫ ነው፤ ለደረጃ አይቆጠርም)።
command-race-days = days:{ $days }? ለአንድ ተግባር የሚሰጡ ቀናት 1፣ 2፣ 3፣ 5፣ 7፣ 10 ወይም 14 ናቸው።
command-one-opponent = ከሁለት በላይ ተጫዋቾች የሚጫወቱት አሽታፓዳን ብቻ ነው፤ ግብዣ አንድ @ተጫዋች ይጠቅሳል።
command-vacation-both = { $start } ወይም { $end }፣ ሁለቱንም አይደለም።

command-tournament-option = { $command } { $option } አይቀበልም፤ ምን ከምን ጋር እንደሚሄድ { $help } ያብራራል።
command-tournament-game = የትኛው ጨዋታ? { $usage }
command-tournament-both = ውድድር የስዊስ ሥርዓት ወይም (ደርሶ መልስ) ሁሉም-ከሁሉም ነው፤ ሁለቱም አይደለም።
command-tournament-deadline = deadline: አንድ የስዊስ ዙር ሊቆይ የሚችለው የቀናት ብዛት ነው፤ ሁሉም-ከሁሉም ውድድር የሚጠበቅ ዙር የለውም።
command-tournament-size-swiss = size:{ $size }? የስዊስ ሥርዓት ከ4 እስከ 128 ተጫዋቾችን ይቀበላል።
command-tournament-size-round-robin = size:{ $size }? ሁሉም-ከሁሉም ውድድር ከ3 እስከ 16 ተጫዋቾችን ይቀበላል።
command-usage = { $usage }

command-place-what = ምን ይቀመጥ? ለምሳሌ { $example }፣ ወይም { $saved }
command-place-both = አቀማመጦች ወይም saved:NAME፤ ሁለቱም አይደለም።
command-arrangement-name = { $usage } — ስም ይስጡት፣ ከዚያ አቀማመጦቹን ይዘርዝሩ።
command-arrangement-pieces = { $usage } — እና አቀማመጦቹ፣ ለምሳሌ K@e2 F@d2 …
command-link-usage = ለመጠየቅ { $ask }፣ ከሌላኛው መለያ ለማረጋገጥ { $confirm }፣ መለያዎችዎን ለማየት { $status }።

command-not-days = { $what }:{ $value } የቀናት ቁጥር አይደለም
command-cap-alone = cap: የሚሠራው እንደ days:7+2 ካለ የፊሸር ሰዓት ጋር ብቻ ነው
command-days-offered = days:{ $days } አይገኝም፤ ከ1፣ 2፣ 3፣ 5፣ 7፣ 10፣ 14 አንዱን ይምረጡ (ወይም የፊሸር ሰዓት: days:7+2)
command-fischer-range = days:{ $days } — የፊሸር ሰዓት ከ1 እስከ 60 የመነሻ ቀናት፣ እና ለእያንዳንዱ እንቅስቃሴ ከ1 እስከ 14 ቀናት ነው፤ ለምሳሌ days:7+2
command-cap-range = cap:{ $cap } — ገደቡ ቢያንስ የመነሻዎቹ { $initial } ቀናት፣ ቢበዛ ደግሞ 90 ነው

command-or-list = { $init } ወይም { $last }
command-and-list = { $init } እና { $last }
command-no-game = { $game } የሚባል ጨዋታ የለም፤ ያሉት ጨዋታዎች: { $games }።
command-name-player = { $what }? ተጫዋችን እንደ @ስም ይጥቀሱ።
command-not-a-number = { $number } እንደ 12 ወይም #12 ያለ ቁጥር አይደለም።
command-number-range = { $what }? { $about }: ከ{ $min } እስከ { $max }።
command-choose = { $what }? ይምረጡ: { $choices }።
command-yes-no = { $option }:{ $value }? { $option }:yes ወይም { $option }:no ብለው ይጻፉ።
command-needs-text = { $option }: ጽሑፍ ያስፈልገዋል፣ ለምሳሌ { $option }:{ $example }።
command-twice = { $option } ሁለት ጊዜ ተሰጥቷል፤ { $command } አንድ ብቻ ይቀበላል።
command-no-such-option = { $command } { $option } የሚባል አማራጭ የለውም፤ የሚቀበላቸው: { $options }።
command-expected = { $command }? እዚህ የሚጠበቀው: { $expected }።
command-nothing-more = { $command } ከስሙ በቀር ምንም አይቀበልም፤ { $word }?
command-written = { $typed }? አጻጻፉ: { $usage }
command-needs = { $command } { $what } ያስፈልገዋል: ለምሳሌ { $example }

command-side-of-game = color:{ $side }? በ{ $game } ጨዋታ ውስጥ ወገኖቹ { $first } እና { $second } ናቸው (ወይም first እና second፣ ወይም random)።
command-side-white-black-in-shogi = color:{ $side }? በሾጊ ቤተሰብ ጨዋታዎች የእንግሊዝኛ መጻሕፍት ሰንቴን (መጀመሪያ የሚንቀሳቀሰውን) Black፣ ጎቴን ደግሞ White ይሏቸዋል፤ color:sente ወይም color:gote ብለው ይጻፉ።
