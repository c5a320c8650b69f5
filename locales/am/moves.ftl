# Machine-drafted translation; not yet checked by a native speaker.
# How each piece moves, game by game (/rules GAME PIECE and the rules books): the engine's own
# English (a test holds the two together). An id with an option's key is the piece under that
# option; the others are the historical rules.

## chaturanga
moves-chaturanga-king = ወደ ማንኛውም አቅጣጫ አንድ ሳጥን ይሄዳል። ቼክ ተደርጎ የማያውቅ ከሆነ፣ በጨዋታው ውስጥ አንድ ጊዜ በምትኩ እንደ ፈረስ መዝለል ይችላል።
moves-chaturanga-counsellor = በሰያፍ አንድ ሳጥን ይሄዳል።
moves-chaturanga-elephant = በመካከል ያለውን ማንኛውንም ነገር አልፎ በሰያፍ በትክክል ሁለት ሳጥን ይዘልላል፤ የሰሌዳውን ጠቆር ያሉ ወይም ፈካ ያሉ ሳጥኖች ሩብ ብቻ ነው ሊደርስ የሚችለው።
moves-chaturanga-biruni-elephant-elephant = ቀጥ ብሎ ወደፊት አንድ ሳጥን፣ ወይም ወደ ማንኛውም አቅጣጫ በሰያፍ አንድ ሳጥን ይሄዳል።
moves-chaturanga-aladli-elephant-elephant = በመካከል ያለውን ማንኛውንም ነገር አልፎ በረድፍ ወይም በአምድ በትክክል ሁለት ሳጥን ይዘልላል።
moves-chaturanga-horse = በራሱ ረድፍ፣ አምድ ወይም ሰያፍ ላይ ወደሌለው በጣም ቅርብ ሳጥን ይዘልላል (በአንድ አቅጣጫ ሁለት፣ በሌላው አንድ ሳጥን)፤ በመካከል ያለውን ማንኛውንም ነገር ያልፋል።
moves-chaturanga-chariot = በረድፍ ወይም በአምድ የፈለገውን ያህል ሳጥን ይሄዳል፤ መዝለል አይችልም።
moves-chaturanga-foot-soldier = ቀጥ ብሎ ወደፊት አንድ ሳጥን ይሄዳል፤ የሚበላው ግን ወደፊት በሰያፍ አንድ ሳጥን ነው፤ ሁለት ሳጥን በአንድ ጊዜ አይሄድም። የመጨረሻው ረድፍ ላይ ሲደርስ ያድጋል።

## shatranj
moves-shatranj-king = ወደ ማንኛውም አቅጣጫ አንድ ሳጥን ይሄዳል።
moves-shatranj-counsellor = በሰያፍ አንድ ሳጥን ይሄዳል።
moves-shatranj-elephant = በመካከል ያለውን ማንኛውንም ነገር አልፎ በሰያፍ በትክክል ሁለት ሳጥን ይዘልላል፤ የሰሌዳውን ጠቆር ያሉ ወይም ፈካ ያሉ ሳጥኖች ሩብ ብቻ ነው ሊደርስ የሚችለው።
moves-shatranj-horse = በራሱ ረድፍ፣ አምድ ወይም ሰያፍ ላይ ወደሌለው በጣም ቅርብ ሳጥን ይዘልላል (በአንድ አቅጣጫ ሁለት፣ በሌላው አንድ ሳጥን)፤ በመካከል ያለውን ማንኛውንም ነገር ያልፋል።
moves-shatranj-chariot = በረድፍ ወይም በአምድ የፈለገውን ያህል ሳጥን ይሄዳል፤ መዝለል አይችልም።
moves-shatranj-foot-soldier = ቀጥ ብሎ ወደፊት አንድ ሳጥን ይሄዳል፤ የሚበላው ግን ወደፊት በሰያፍ አንድ ሳጥን ነው፤ ሁለት ሳጥን በአንድ ጊዜ አይሄድም። የመጨረሻው ረድፍ ላይ ሲደርስ ያድጋል።

## senterej
moves-senterej-king = ወደ ማንኛውም አቅጣጫ አንድ ሳጥን ይሄዳል።
moves-senterej-counsellor = በሰያፍ አንድ ሳጥን ይሄዳል።
moves-senterej-elephant = በመካከል ያለውን ማንኛውንም ነገር አልፎ በሰያፍ በትክክል ሁለት ሳጥን ይዘልላል፤ የሰሌዳውን ጠቆር ያሉ ወይም ፈካ ያሉ ሳጥኖች ሩብ ብቻ ነው ሊደርስ የሚችለው።
moves-senterej-horse = በራሱ ረድፍ፣ አምድ ወይም ሰያፍ ላይ ወደሌለው በጣም ቅርብ ሳጥን ይዘልላል (በአንድ አቅጣጫ ሁለት፣ በሌላው አንድ ሳጥን)፤ በመካከል ያለውን ማንኛውንም ነገር ያልፋል።
moves-senterej-castle = በረድፍ ወይም በአምድ የፈለገውን ያህል ሳጥን ይሄዳል፤ መዝለል አይችልም።
moves-senterej-pawn = ቀጥ ብሎ ወደፊት አንድ ሳጥን ይሄዳል፤ የሚበላው ግን ወደፊት በሰያፍ አንድ ሳጥን ነው፤ ሁለት ሳጥን በአንድ ጊዜ አይሄድም። የመጨረሻው ረድፍ ላይ ሲደርስ ያድጋል።

## ninthcentury
moves-ninthcentury-king = ወደ ማንኛውም አቅጣጫ አንድ ሳጥን ይሄዳል።
moves-ninthcentury-counsellor = በሰያፍ አንድ ሳጥን ይሄዳል።
moves-ninthcentury-elephant-dabbbah = በመካከል ያለውን ማንኛውንም ነገር አልፎ በረድፍ ወይም በአምድ በትክክል ሁለት ሳጥን ይዘልላል።
moves-ninthcentury-horse = በራሱ ረድፍ፣ አምድ ወይም ሰያፍ ላይ ወደሌለው በጣም ቅርብ ሳጥን ይዘልላል (በአንድ አቅጣጫ ሁለት፣ በሌላው አንድ ሳጥን)፤ በመካከል ያለውን ማንኛውንም ነገር ያልፋል።
moves-ninthcentury-chariot = በረድፍ ወይም በአምድ የፈለገውን ያህል ሳጥን ይሄዳል፤ መዝለል አይችልም።
moves-ninthcentury-foot-soldier = ቀጥ ብሎ ወደፊት አንድ ሳጥን ይሄዳል፤ የሚበላው ግን ወደፊት በሰያፍ አንድ ሳጥን ነው፤ ሁለት ሳጥን በአንድ ጊዜ አይሄድም። የመጨረሻው ረድፍ ላይ ሲደርስ ያድጋል።

## sittuyin
moves-sittuyin-king = ወደ ማንኛውም አቅጣጫ አንድ ሳጥን ይሄዳል።
moves-sittuyin-general-counsellor = በሰያፍ አንድ ሳጥን ይሄዳል።
moves-sittuyin-elephant = ቀጥ ብሎ ወደፊት አንድ ሳጥን፣ ወይም ወደ ማንኛውም አቅጣጫ በሰያፍ አንድ ሳጥን ይሄዳል።
moves-sittuyin-horse = በራሱ ረድፍ፣ አምድ ወይም ሰያፍ ላይ ወደሌለው በጣም ቅርብ ሳጥን ይዘልላል (በአንድ አቅጣጫ ሁለት፣ በሌላው አንድ ሳጥን)፤ በመካከል ያለውን ማንኛውንም ነገር ያልፋል።
moves-sittuyin-chariot = በረድፍ ወይም በአምድ የፈለገውን ያህል ሳጥን ይሄዳል፤ መዝለል አይችልም።
moves-sittuyin-soldier = ቀጥ ብሎ ወደፊት አንድ ሳጥን ይሄዳል፤ የሚበላው ግን ወደፊት በሰያፍ አንድ ሳጥን ነው። የራሱ ጄኔራል ከተበላ፣ በተቃዋሚው የሰሌዳ ግማሽ ላይ ምልክት በተደረገበት ሰያፍ ሳጥን ላይ ጄኔራል ሊሆን ይችላል።

## makruk
moves-makruk-king = ወደ ማንኛውም አቅጣጫ አንድ ሳጥን ይሄዳል።
moves-makruk-counsellor = በሰያፍ አንድ ሳጥን ይሄዳል።
moves-makruk-nobleman = ቀጥ ብሎ ወደፊት አንድ ሳጥን፣ ወይም ወደ ማንኛውም አቅጣጫ በሰያፍ አንድ ሳጥን ይሄዳል።
moves-makruk-horse = በራሱ ረድፍ፣ አምድ ወይም ሰያፍ ላይ ወደሌለው በጣም ቅርብ ሳጥን ይዘልላል (በአንድ አቅጣጫ ሁለት፣ በሌላው አንድ ሳጥን)፤ በመካከል ያለውን ማንኛውንም ነገር ያልፋል።
moves-makruk-boat = በረድፍ ወይም በአምድ የፈለገውን ያህል ሳጥን ይሄዳል፤ መዝለል አይችልም።
moves-makruk-cowrie-shell-pawn = ቀጥ ብሎ ወደፊት አንድ ሳጥን ይሄዳል፤ የሚበላው ግን ወደፊት በሰያፍ አንድ ሳጥን ነው፤ ስድስተኛው ረድፍ ላይ ሲደርስ አማካሪ ይሆናል።

## ouk
moves-ouk-king = ወደ ማንኛውም አቅጣጫ አንድ ሳጥን ይሄዳል። በመጀመሪያ እንቅስቃሴው፣ ቼክ ተደርጎ የማያውቅ ከሆነ፣ በምትኩ እንደ ፈረስ መዝለል ይችላል።
moves-ouk-maiden-counsellor = በሰያፍ አንድ ሳጥን ይሄዳል። በመጀመሪያ እንቅስቃሴው በምትኩ ቀጥ ብሎ ወደፊት ሁለት ሳጥን መሄድ ይችላል፤ ይህን ሲያደርግ ግን መብላት አይችልም።
moves-ouk-pillar = ቀጥ ብሎ ወደፊት አንድ ሳጥን፣ ወይም ወደ ማንኛውም አቅጣጫ በሰያፍ አንድ ሳጥን ይሄዳል።
moves-ouk-horse = በራሱ ረድፍ፣ አምድ ወይም ሰያፍ ላይ ወደሌለው በጣም ቅርብ ሳጥን ይዘልላል (በአንድ አቅጣጫ ሁለት፣ በሌላው አንድ ሳጥን)፤ በመካከል ያለውን ማንኛውንም ነገር ያልፋል።
moves-ouk-boat = በረድፍ ወይም በአምድ የፈለገውን ያህል ሳጥን ይሄዳል፤ መዝለል አይችልም።
moves-ouk-fish-pawn = ቀጥ ብሎ ወደፊት አንድ ሳጥን ይሄዳል፤ የሚበላው ግን ወደፊት በሰያፍ አንድ ሳጥን ነው፤ ስድስተኛው ረድፍ ላይ ሲደርስ ልጃገረድ ይሆናል።

## shatar
moves-shatar-lord-king = ወደ ማንኛውም አቅጣጫ አንድ ሳጥን ይሄዳል።
moves-shatar-big-animal = በረድፍ ወይም በአምድ የፈለገውን ያህል ሳጥን፣ ወይም በሰያፍ አንድ ሳጥን ይሄዳል።
moves-shatar-camel-bishop = በሰያፍ የፈለገውን ያህል ሳጥን ይሄዳል፤ መዝለል አይችልም።
moves-shatar-old-bers-big-animal = በሰያፍ አንድ ሳጥን ይሄዳል።
moves-shatar-old-bishop-camel-bishop = በመካከል ያለውን ማንኛውንም ነገር አልፎ በሰያፍ በትክክል ሁለት ሳጥን ይዘልላል፤ የሰሌዳውን ጠቆር ያሉ ወይም ፈካ ያሉ ሳጥኖች ሩብ ብቻ ነው ሊደርስ የሚችለው።
moves-shatar-horse = በራሱ ረድፍ፣ አምድ ወይም ሰያፍ ላይ ወደሌለው በጣም ቅርብ ሳጥን ይዘልላል (በአንድ አቅጣጫ ሁለት፣ በሌላው አንድ ሳጥን)፤ በመካከል ያለውን ማንኛውንም ነገር ያልፋል።
moves-shatar-chariot = በረድፍ ወይም በአምድ የፈለገውን ያህል ሳጥን ይሄዳል፤ መዝለል አይችልም።
moves-shatar-child-pawn = ቀጥ ብሎ ወደፊት አንድ ሳጥን ይሄዳል፤ የሚበላው ግን ወደፊት በሰያፍ አንድ ሳጥን ነው፤ የመጨረሻው ረድፍ ላይ ሲደርስ ትልቅ እንስሳ ይሆናል።
moves-shatar-amazon-horse-amazon-horse = የተንቀሳቀሰ ፈረስ ነው፤ እንደ ፈረስ ይዘልላል፣ ወይም እንደ ሰረገላ ወይም እንደ ግመል ይሄዳል።

## xiangqi
moves-xiangqi-general = በመስመር ላይ አንድ ነጥብ ይሄዳል፤ ከቤተ መንግሥቱ ፈጽሞ አይወጣም። ሁለቱ ጄኔራሎች በመካከላቸው ምንም በሌለበት አንድ አምድ ላይ ፈጽሞ ፊት ለፊት መተያየት የለባቸውም።
moves-xiangqi-advisor = በሰያፍ አንድ ነጥብ ይሄዳል፤ ከቤተ መንግሥቱ ፈጽሞ አይወጣም።
moves-xiangqi-elephant = በመካከል ያለው ነጥብ ባዶ ከሆነ በሰያፍ በትክክል ሁለት ነጥብ ይሄዳል፤ ወንዙን ፈጽሞ አይሻገርም።
moves-xiangqi-horse = በመስመር ላይ አንድ ነጥብ፣ ከዚያም ወደ ውጭ በሰያፍ አንድ ነጥብ ይሄዳል፤ የመጀመሪያው ነጥብ (እግሩ) ባዶ መሆን አለበት።
moves-xiangqi-chariot = በረድፍ ወይም በአምድ የፈለገውን ያህል ነጥብ ይሄዳል፤ መዝለል አይችልም።
moves-xiangqi-cannon = እንደ ሰረገላ ይሄዳል፤ የሚበላው ግን በመንገዱ ላይ ያለውን በትክክል አንድ ጠጠር (መከለያውን) ዘልሎ ብቻ ነው።
moves-xiangqi-soldier = ወደፊት አንድ ነጥብ ይሄዳል፤ ወንዙን ከተሻገረ በኋላ ወደ ጎንም አንድ ነጥብ መሄድ ይችላል። ፈጽሞ ወደ ኋላ አይመለስም፤ ፈጽሞም አያድግም።

## janggi
moves-janggi-general = በቤተ መንግሥቱ መስመሮች ላይ አንድ ነጥብ ይሄዳል (በሰያፍ የሚሄደው ቤተ መንግሥቱ ሰያፍ መስመር ባለበት ቦታ ብቻ ነው)፤ ከቤተ መንግሥቱ ፈጽሞ አይወጣም።
moves-janggi-guard = በቤተ መንግሥቱ መስመሮች ላይ አንድ ነጥብ ይሄዳል፤ ከቤተ መንግሥቱ ፈጽሞ አይወጣም።
moves-janggi-elephant = በመስመር ላይ አንድ ነጥብ፣ ከዚያም ወደ ውጭ በሰያፍ ሁለት ነጥብ ይሄዳል፤ የሚያልፍበት እያንዳንዱ ነጥብ ባዶ መሆን አለበት።
moves-janggi-horse = በመስመር ላይ አንድ ነጥብ፣ ከዚያም ወደ ውጭ በሰያፍ አንድ ነጥብ ይሄዳል፤ የመጀመሪያው ነጥብ ባዶ መሆን አለበት።
moves-janggi-chariot = በረድፍ ወይም በአምድ፣ እንዲሁም በቤተ መንግሥቱ ሰያፍ መስመሮች ላይ የፈለገውን ያህል ነጥብ ይሄዳል፤ መዝለል አይችልም።
moves-janggi-cannon = በመስመር (ወይም በቤተ መንግሥቱ ሰያፍ) ላይ በትክክል አንድ ጠጠር ዘልሎ ይሄዳል፤ ይበላልም። የሚዘለው ጠጠር መድፍ መሆን የለበትም፤ መድፍንም ፈጽሞ አይበላም።
moves-janggi-soldier = ወደፊት ወይም ወደ ጎን አንድ ነጥብ ይሄዳል (በተቃዋሚው ቤተ መንግሥት ውስጥ ደግሞ በሰያፍ መስመሮች ወደፊት)፤ ፈጽሞ አያድግም።

## heianshogi
moves-heianshogi-king = ወደ ማንኛውም አቅጣጫ አንድ ሳጥን ይሄዳል።
moves-heianshogi-gold-general = ወደ ኋላ በሰያፍ ካልሆነ በስተቀር ወደ ማንኛውም አቅጣጫ አንድ ሳጥን ይሄዳል።
moves-heianshogi-silver-general = ቀጥ ብሎ ወደፊት አንድ ሳጥን፣ ወይም ወደ ማንኛውም አቅጣጫ በሰያፍ አንድ ሳጥን ይሄዳል።
moves-heianshogi-knight = ወደፊት ሁለት ሳጥን እና ወደ ጎን አንድ ሳጥን ይዘልላል፤ ይህም ፈረስ ሊደርስባቸው ከሚችሉ ሳጥኖች መካከል ከፊት ያሉት ሁለቱ ብቻ ናቸው።
moves-heianshogi-lance = ቀጥ ብሎ ወደፊት የፈለገውን ያህል ሳጥን ይሄዳል፤ መዝለል አይችልም።
moves-heianshogi-pawn = ቀጥ ብሎ ወደፊት አንድ ሳጥን ይሄዳል፤ የሚበላውም በዚያው መንገድ ነው።
moves-heianshogi-promoted-pawn = ካደገ በኋላ እንደ ወርቅ ጄኔራል ይሄዳል፦ ወደ ኋላ በሰያፍ ካልሆነ በስተቀር ወደ ማንኛውም አቅጣጫ አንድ ሳጥን።
moves-heianshogi-promoted-silver = ካደገ በኋላ እንደ ወርቅ ጄኔራል ይሄዳል፦ ወደ ኋላ በሰያፍ ካልሆነ በስተቀር ወደ ማንኛውም አቅጣጫ አንድ ሳጥን።
moves-heianshogi-promoted-knight = ካደገ በኋላ እንደ ወርቅ ጄኔራል ይሄዳል፦ ወደ ኋላ በሰያፍ ካልሆነ በስተቀር ወደ ማንኛውም አቅጣጫ አንድ ሳጥን።
moves-heianshogi-promoted-lance = ካደገ በኋላ እንደ ወርቅ ጄኔራል ይሄዳል፦ ወደ ኋላ በሰያፍ ካልሆነ በስተቀር ወደ ማንኛውም አቅጣጫ አንድ ሳጥን።

## shoshogi
moves-shoshogi-king = ወደ ማንኛውም አቅጣጫ አንድ ሳጥን ይሄዳል።
moves-shoshogi-gold-general = ወደ ኋላ በሰያፍ ካልሆነ በስተቀር ወደ ማንኛውም አቅጣጫ አንድ ሳጥን ይሄዳል።
moves-shoshogi-silver-general = ቀጥ ብሎ ወደፊት አንድ ሳጥን፣ ወይም ወደ ማንኛውም አቅጣጫ በሰያፍ አንድ ሳጥን ይሄዳል።
moves-shoshogi-knight = ወደፊት ሁለት ሳጥን እና ወደ ጎን አንድ ሳጥን ይዘልላል፤ ይህም ፈረስ ሊደርስባቸው ከሚችሉ ሳጥኖች መካከል ከፊት ያሉት ሁለቱ ብቻ ናቸው።
moves-shoshogi-lance = ቀጥ ብሎ ወደፊት የፈለገውን ያህል ሳጥን ይሄዳል፤ መዝለል አይችልም።
moves-shoshogi-pawn = ቀጥ ብሎ ወደፊት አንድ ሳጥን ይሄዳል፤ የሚበላውም በዚያው መንገድ ነው።
moves-shoshogi-rook = በረድፍ ወይም በአምድ የፈለገውን ያህል ሳጥን ይሄዳል፤ መዝለል አይችልም።
moves-shoshogi-bishop = በሰያፍ የፈለገውን ያህል ሳጥን ይሄዳል፤ መዝለል አይችልም።
moves-shoshogi-drunk-elephant = ቀጥ ብሎ ወደ ኋላ ካልሆነ በስተቀር ወደ ማንኛውም አቅጣጫ አንድ ሳጥን ይሄዳል። ሲያድግ አልጋ ወራሽ ይሆናል።
moves-shoshogi-promoted-pawn = ካደገ በኋላ እንደ ወርቅ ጄኔራል ይሄዳል፦ ወደ ኋላ በሰያፍ ካልሆነ በስተቀር ወደ ማንኛውም አቅጣጫ አንድ ሳጥን።
moves-shoshogi-promoted-silver = ካደገ በኋላ እንደ ወርቅ ጄኔራል ይሄዳል፦ ወደ ኋላ በሰያፍ ካልሆነ በስተቀር ወደ ማንኛውም አቅጣጫ አንድ ሳጥን።
moves-shoshogi-promoted-knight = ካደገ በኋላ እንደ ወርቅ ጄኔራል ይሄዳል፦ ወደ ኋላ በሰያፍ ካልሆነ በስተቀር ወደ ማንኛውም አቅጣጫ አንድ ሳጥን።
moves-shoshogi-promoted-lance = ካደገ በኋላ እንደ ወርቅ ጄኔራል ይሄዳል፦ ወደ ኋላ በሰያፍ ካልሆነ በስተቀር ወደ ማንኛውም አቅጣጫ አንድ ሳጥን።
moves-shoshogi-dragon-king = እንደ ደር ይሄዳል፤ በተጨማሪም በሰያፍ አንድ ሳጥን መሄድ ይችላል።
moves-shoshogi-dragon-horse = እንደ ጳጳስ ይሄዳል፤ በተጨማሪም በረድፍ ወይም በአምድ አንድ ሳጥን መሄድ ይችላል።
moves-shoshogi-crown-prince = እንደ ንጉሥ ይሄዳል፤ የንጉሥነትም ማዕረግ አለው፦ ወገኑ ሁለቱንም ይዞ ሳለ አንዳቸውን በቼክ ውስጥ መተው ይቻላል፤ ጨዋታው የሚሸነፈው ሁለቱም ሲጠፉ ብቻ ነው።

## shogi
moves-shogi-king = ወደ ማንኛውም አቅጣጫ አንድ ሳጥን ይሄዳል።
moves-shogi-gold-general = ወደ ኋላ በሰያፍ ካልሆነ በስተቀር ወደ ማንኛውም አቅጣጫ አንድ ሳጥን ይሄዳል።
moves-shogi-silver-general = ቀጥ ብሎ ወደፊት አንድ ሳጥን፣ ወይም ወደ ማንኛውም አቅጣጫ በሰያፍ አንድ ሳጥን ይሄዳል።
moves-shogi-knight = ወደፊት ሁለት ሳጥን እና ወደ ጎን አንድ ሳጥን ይዘልላል፤ ይህም ፈረስ ሊደርስባቸው ከሚችሉ ሳጥኖች መካከል ከፊት ያሉት ሁለቱ ብቻ ናቸው።
moves-shogi-lance = ቀጥ ብሎ ወደፊት የፈለገውን ያህል ሳጥን ይሄዳል፤ መዝለል አይችልም።
moves-shogi-pawn = ቀጥ ብሎ ወደፊት አንድ ሳጥን ይሄዳል፤ የሚበላውም በዚያው መንገድ ነው።
moves-shogi-rook = በረድፍ ወይም በአምድ የፈለገውን ያህል ሳጥን ይሄዳል፤ መዝለል አይችልም።
moves-shogi-bishop = በሰያፍ የፈለገውን ያህል ሳጥን ይሄዳል፤ መዝለል አይችልም።
moves-shogi-promoted-pawn = ካደገ በኋላ እንደ ወርቅ ጄኔራል ይሄዳል፦ ወደ ኋላ በሰያፍ ካልሆነ በስተቀር ወደ ማንኛውም አቅጣጫ አንድ ሳጥን።
moves-shogi-promoted-silver = ካደገ በኋላ እንደ ወርቅ ጄኔራል ይሄዳል፦ ወደ ኋላ በሰያፍ ካልሆነ በስተቀር ወደ ማንኛውም አቅጣጫ አንድ ሳጥን።
moves-shogi-promoted-knight = ካደገ በኋላ እንደ ወርቅ ጄኔራል ይሄዳል፦ ወደ ኋላ በሰያፍ ካልሆነ በስተቀር ወደ ማንኛውም አቅጣጫ አንድ ሳጥን።
moves-shogi-promoted-lance = ካደገ በኋላ እንደ ወርቅ ጄኔራል ይሄዳል፦ ወደ ኋላ በሰያፍ ካልሆነ በስተቀር ወደ ማንኛውም አቅጣጫ አንድ ሳጥን።
moves-shogi-dragon-king = እንደ ደር ይሄዳል፤ በተጨማሪም በሰያፍ አንድ ሳጥን መሄድ ይችላል።
moves-shogi-dragon-horse = እንደ ጳጳስ ይሄዳል፤ በተጨማሪም በረድፍ ወይም በአምድ አንድ ሳጥን መሄድ ይችላል።
