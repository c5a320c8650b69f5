# Amharic (am) — what each command does and what each of its options means: /help, and Discord's descriptions.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/am/*.ftl) and open a pull request.
# cmd-NAME and cmd-NAME-OPTION must stay within 100 characters (Discord's limit).

# /challenge
cmd-challenge = ተጫዋችን፣ እዚህ ያለ ማንኛውንም ሰው ወይም ኮምፒውተሩን (@tabiya) ይጋብዙ
cmd-challenge-more = ለአንድ እንቅስቃሴ የሚሰጡ ቀናት (1፣ 2፣ 3፣ 5፣ 7፣ 10 ወይም 14)፣ ወይም የፊሸር ሰዓት: የመነሻ ቀናት እና ከእያንዳንዱ እንቅስቃሴ በኋላ የሚጨመሩ ቀናት፣ ከገደብ ጋር። rated:yes ካልተባለ የወዳጅነት ነው። አሽታፓዳ ከሁለት እስከ አራት ተጫዋቾች የሚሳተፉበት ሩጫ ነው: እስከ ሶስት ተጫዋቾችን ይጥቀሱ። ማንም ካልመለሰ ግብዣው ጊዜው ያልፋል። ከኮምፒውተሩ ጋር ወዲያውኑ ለመጫወት @tabiya ይጋብዙ: የወዳጅነት፣ level:1 (ደካማው) እስከ level:8፣ ካልተመረጠ 3።
cmd-challenge-opponent = ማንን ይጋብዛሉ (ለክፍት ግብዣ ባዶ ይተዉት)
cmd-challenge-opponent2 = አሽታፓዳ: የሚጋበዝ ሁለተኛ ተጫዋች
cmd-challenge-opponent3 = አሽታፓዳ: የሚጋበዝ ሶስተኛ ተጫዋች
cmd-challenge-variant = የትኛው ጨዋታ
cmd-challenge-days = ለአንድ እንቅስቃሴ ቀናት (1፣ 2፣ 3፣ 5፣ 7፣ 10፣ 14) ወይም እንደ 7+2 ያለ የፊሸር ሰዓት
cmd-challenge-cap = የፊሸር ሰዓት: ሰዓቱ ሊይዝ የሚችለው ከፍተኛ የቀናት ብዛት
cmd-challenge-color = የእርስዎ ወገን፦ first፣ second ወይም የጨዋታው የራሱ ስም (red፣ cho፣ sente…)፤ ካልተመረጠ በዘፈቀደ (random)
cmd-challenge-rated = ለደረጃ የሚቆጠር ጨዋታ (ካልተመረጠ የወዳጅነት)
cmd-challenge-rules = የሕግ አማራጮች፣ በኮማ የተለዩ (/rules GAME ይመልከቱ)
cmd-challenge-fen = ከዚህ አቋም ይጀምሩ (FEN፤ ለሾጊ SFEN): የወዳጅነት ጨዋታ
cmd-challenge-level = የኮምፒውተሩ ጥንካሬ

# /accept
cmd-accept = ግብዣ ይቀበሉ (ወይም በሩጫ መቀመጫዎን ይያዙ)
cmd-accept-more = እዚህ ለእርስዎ ክፍት የሆነ አንድ ግብዣ ብቻ ካለ ቁጥር አያስፈልግም።
cmd-accept-id = የግብዣው ቁጥር (ብዙ ክፍት ከሆኑ)
cmd-accept-race = አሽታፓዳ: የትኛው ሩጫ (እዚህ ብዙ ካሉ)

# /decline
cmd-decline = ግብዣን ውድቅ ያድርጉ
cmd-decline-more = እዚህ ለእርስዎ ክፍት የሆነ አንድ ግብዣ ብቻ ካለ ቁጥር አያስፈልግም።
cmd-decline-id = የግብዣው ቁጥር (ብዙ ክፍት ከሆኑ)
cmd-decline-race = አሽታፓዳ: የትኛው ሩጫ (እዚህ ብዙ ካሉ)

# /cancel
cmd-cancel = ግብዣዎን ወይም ያልተጀመረ ሩጫዎን ያንሱ
cmd-cancel-more = እዚህ ክፍት የሆነ አንድ ግብዣዎ ብቻ ካለ ቁጥር አያስፈልግም።
cmd-cancel-id = የግብዣው ቁጥር (ብዙዎቹ የእርስዎ ከሆኑ)
cmd-cancel-race = አሽታፓዳ: የትኛው ሩጫ (እዚህ ብዙ ካሉ)

# /move
cmd-move = በጨዋታው ምልክት አጻጻፍ፣ በSAN ወይም በመጋጠሚያዎች እንቅስቃሴ ያድርጉ
cmd-move-more = ተራ ማሳለፍ፣ ማስቀመጥ (P*55፣ K@e2) እና ጠጠር ማሳደግም እንቅስቃሴዎች ናቸው። በሩጫ: /move enter|c3|c3x2 race:ID።
cmd-move-move = እንቅስቃሴው፣ በጨዋታው ምልክት አጻጻፍ፣ በSAN ወይም በመጋጠሚያዎች
cmd-move-game = የጨዋታው ቁጥር (በጨዋታው ክር ውስጥ ወይም እዚህ አንድ ጨዋታ ብቻ ካለዎት አያስፈልግም)
cmd-move-at = ሲመርጡት የተደረጉ እንቅስቃሴዎች ብዛት (ምናሌዎቹ ራሳቸው ይልኩታል)
cmd-move-race = አሽታፓዳ: የትኛው ሩጫ (እዚህ ብዙ ካሉ)

# /board
cmd-board = የሰሌዳው የግል እይታዎ
cmd-board-more = በእርስዎ አቅጣጫ እና የጠጠር ስብስብ (/settings ይመልከቱ)፤ flip ሰሌዳውን ያዞረዋል።
cmd-board-game = የጨዋታው ቁጥር (በጨዋታው ክር ውስጥ ወይም እዚህ አንድ ጨዋታ ብቻ ካለዎት አያስፈልግም)
cmd-board-flip = ሰሌዳውን ያዙሩ
cmd-board-set = የጠጠር ስብስብ

# /games
cmd-games = ጨዋታዎችዎ፣ ተራው የእርስዎ የሆኑት መጀመሪያ
cmd-games-more = ከእያንዳንዱ የቀረ ጊዜ ጋር፤ ረጅም ዝርዝር የመጀመሪያዎቹን 40 ያሳያል፣ ቀሪዎቹን ይቆጥራል።

# /resign
cmd-resign = በጨዋታ እጅ ይስጡ (ማረጋገጫ ይጠይቃል)
cmd-resign-more = ለማረጋገጥ /resign confirm ይላኩ።
cmd-resign-confirm = ሳይጠየቁ ወዲያውኑ እጅ ይስጡ
cmd-resign-game = የጨዋታው ቁጥር (በጨዋታው ክር ውስጥ ወይም እዚህ አንድ ጨዋታ ብቻ ካለዎት አያስፈልግም)

# /draw
cmd-draw = አቻ ይጠይቁ፣ ወይም ለጥያቄ ይመልሱ
cmd-draw-more = ውድቅ የተደረገ ጥያቄ ከቀጣዩ እንቅስቃሴዎ በኋላ እንደገና ሊቀርብ ይችላል።
cmd-draw-answer = ምን ይደረግ (ካልተመረጠ መጠየቅ)
cmd-draw-game = የጨዋታው ቁጥር (በጨዋታው ክር ውስጥ ወይም እዚህ አንድ ጨዋታ ብቻ ካለዎት አያስፈልግም)

# /takeback
cmd-takeback = የመጨረሻ እንቅስቃሴዎን ለመመለስ ይጠይቁ (የወዳጅነት ጨዋታዎች)
cmd-takeback-more = ተጋጣሚዎ መስማማት አለባቸው: /takeback accept ወይም /takeback decline።
cmd-takeback-answer = ምን ይደረግ (ካልተመረጠ መጠየቅ)
cmd-takeback-game = የጨዋታው ቁጥር (በጨዋታው ክር ውስጥ ወይም እዚህ አንድ ጨዋታ ብቻ ካለዎት አያስፈልግም)

# /abort
cmd-abort = ሁለቱም ወገኖች ከመንቀሳቀሳቸው በፊት ጨዋታን ይሰርዙ
cmd-abort-more = በውድድሮች አይቻልም: እዚያ ፈጽሞ የማይንቀሳቀስ ተጫዋች በፎርፌ ይሸነፋል።
cmd-abort-game = የጨዋታው ቁጥር (በጨዋታው ክር ውስጥ ወይም እዚህ አንድ ጨዋታ ብቻ ካለዎት አያስፈልግም)

# /export
cmd-export = የጨዋታው መዝገብ፣ FEN፣ ወይም የጨዋታው ድጋሚ ማሳያ
cmd-export-more = PGN ለሁሉም ጨዋታዎች፤ KIF እና CSA ለሾጊ፤ fen: የአሁኑ አቋም በFEN (ለሾጊ በSFEN ደግሞ)፣ ወደ pychess-variants፣ Lishogi ወይም የቼስ ፕሮግራም ለመለጠፍ፤ gif: ጨዋታው በሙሉ እንደ ተንቀሳቃሽ ሥዕል፣ ለእያንዳንዱ እንቅስቃሴ አንድ ፍሬም።
cmd-export-format = የመዝገቡ ቅርጸት (ካልተመረጠ PGN)
cmd-export-game = የጨዋታው ቁጥር (በጨዋታው ክር ውስጥ ወይም እዚህ አንድ ጨዋታ ብቻ ካለዎት አያስፈልግም)

# /analyze
cmd-analyze = የተጠናቀቀ ጨዋታ ስህተቶች፣ እና ግራፍ
cmd-analyze-more = እያንዳንዱ አቋም ይመረመራል፤ እያንዳንዱ እንቅስቃሴም Lichess እንደሚዳኘው በሚያሳጣው የማሸነፍ ዕድል ይዳኛል፦ በእኩል ጨዋታ ውስጥ አንድ መደቅ ያህል ማጣት ስህተት፣ አንድ ተኩል መደቅ ማጣት ደግሞ ከባድ ስህተት ነው፤ ውጤቱ አስቀድሞ በለየለት ጨዋታ ውስጥ ግን ከዚህ የበለጠ ማጣት ያስፈልጋል። እያንዳንዱም ከተሻለው እንቅስቃሴ ጋር ይጠቀሳል። በሰዎች መካከል በመካሄድ ላይ ያለ ጨዋታ እስኪያበቃ አይተነተንም (የርቀት ጨዋታ ፍትሐዊነት)፤ ከኮምፒውተሩ ጋር የሚደረግ የወዳጅነት ጨዋታ ግን ሊተነተን ይችላል።
cmd-analyze-game = የጨዋታው ቁጥር (በጨዋታው ክር ውስጥ ወይም እዚህ አንድ ጨዋታ ብቻ ካለዎት አያስፈልግም)

# /import
cmd-import = የPGN፣ KIF ወይም CSA መዝገብ ያንብቡ፤ ከመጨረሻው ይቀጥሉ
cmd-import-more = መዝገቡን ከትዕዛዙ በኋላ ይለጥፉ (በDiscord ላይ ወይም ፋይሉን ያያይዙ፤ በMatrix ላይ ወይም ለፋይሉ ምላሽ ይስጡ)። @ተጫዋች ከተጠቀሰ: ከመዝገቡ የመጨረሻ አቋም ለመቀጠል ግብዣ፣ የወዳጅነት ጨዋታ። ካልተጠቀሰ: ያ አቋም፣ ለማየት። PGN የVariant መለያ ከሌለው ጨዋታውን ይጥቀሱ፤ KIF እና CSA ካልተጠቀሰ ሾጊ ናቸው።
cmd-import-opponent = ከመዝገቡ መጨረሻ ለመቀጠል ይህን ተጫዋች ይጋብዙ
cmd-import-variant = መዝገቡ ካልገለጸው፣ ጨዋታው
cmd-import-days = ከዚያ ለሚቀጥለው ጨዋታ ለአንድ እንቅስቃሴ የሚሰጡ ቀናት
cmd-import-color = ከዚያ በሚቀጥለው ጨዋታ የእርስዎ ወገን (ካልተመረጠ በዘፈቀደ)
cmd-import-record = የመዝገቡ ጽሑፍ: PGN፣ KIF ወይም CSA
cmd-import-file = Discord: መዝገቡ እንደ ፋይል

# /rules
cmd-rules = የጨዋታ ሕጎች እና መነሻ አቋም፣ ወይም ጠጠር እንዴት እንደሚንቀሳቀስ
cmd-rules-more = ግብዣ በrules: ሊጠቅሳቸው የሚችሉ አማራጮችም ይዘረዘራሉ። ከጠጠር ጋር (ስሙ፣ የእንግሊዝኛ ስሙ ወይም ፊደሉ): የእንቅስቃሴዎቹ ሥዕል።
cmd-rules-variant = የትኛው ጨዋታ
cmd-rules-piece = ጠጠር: እንዴት እንደሚንቀሳቀስ የሚያሳይ ሥዕል

# /moves
cmd-moves = የጨዋታዎ ጠጠር የት መሄድ እንደሚችል
cmd-moves-more = የሚያዩት እርስዎ ብቻ ነዎት። ካሬዎች ሰሌዳው እንደሚሰይማቸው: e2፣ ወይም በሾጊ 76።
cmd-moves-square = የጠጠሩ ካሬ (ለምሳሌ e2፤ በሾጊ 76)
cmd-moves-game = የጨዋታው ቁጥር (በጨዋታው ክር ውስጥ ወይም እዚህ አንድ ጨዋታ ብቻ ካለዎት አያስፈልግም)

# /settings
cmd-settings = ምርጫዎችዎ
cmd-settings-more = notify: ተራዎ በደረሰ ቁጥር ማሳወቂያ፣ በግል መልዕክት አንድ ዕለታዊ ማጠቃለያ፣ ወይም ምንም። ጊዜዎ ከማለቁ አንድ ቀን በፊት የሚላከው ማስታወሻ ሁልጊዜ ይመጣል።
cmd-settings-set = የጠጠር ስብስብ
cmd-settings-orientation = በሰሌዳዎችዎ ታች የትኛው ወገን ይሁን
cmd-settings-notation = እንቅስቃሴዎች እንዴት ይጻፉልዎ
cmd-settings-notify = ተራዎ መድረሱ መቼ ይነገርዎ
cmd-settings-language = የመልሶችዎ ቋንቋ (ካልመረጡ እንግሊዝኛ)
cmd-settings-channel = ለአወያዮች: በዚህ ቻናል የሚለጠፉ መልዕክቶች ቋንቋ

# /vacation
cmd-vacation = የሁሉንም ጨዋታዎችዎን ሰዓቶች ያቁሙ (ቀናት በየዓመቱ ይሰጣሉ)
cmd-vacation-more = ብቻውን: ከዓመታዊ ቀናትዎ የቀረው። /vacation end ቀደም ብለው ይመለሳሉ፤ ያልተጠቀሙባቸው ቀናት ይመለሱልዎታል።
cmd-vacation-days = ከአሁን ጀምሮ የእረፍት ቀናት
cmd-vacation-end = በመካሄድ ላይ ያለውን እረፍት ቀደም ብለው ይጨርሱ

# /rating
cmd-rating = የደረጃ ነጥቦች (Glicko-2)፣ እና ከአንድ ተጫዋች ጋር ያለዎት ውጤት
cmd-rating-more = ከጨዋታ ጋር: የዚያ ጨዋታ የደረጃ ነጥብ እና ግራፉ።
cmd-rating-player = የማን (ካልተጠቀሰ የእርስዎ)
cmd-rating-variant = የትኛው ጨዋታ

# /leaderboard
cmd-leaderboard = የአንድ ጨዋታ የተረጋጉ የደረጃ ነጥቦች፣ ምርጡ መጀመሪያ
cmd-leaderboard-more = የሚዘረዘሩት ጊዜያዊ ያልሆኑ የደረጃ ነጥቦች ብቻ ናቸው።
cmd-leaderboard-variant = የትኛው ጨዋታ

# /tournament
cmd-tournament = ሁሉም-ከሁሉም እና የስዊስ ሥርዓት ውድድሮች
cmd-tournament-more = ACTION፣ ለማንኛውም ሰው: create, join, leave, standings, pairings, mine, withdraw, export፤ ለአዘጋጁ (ወይም ለአወያይ): start, close, open, pause, resume, cancel, replace, adjudicate።
cmd-tournament-action = ምን ይደረግ
cmd-tournament-id = የውድድሩ ቁጥር (እዚህ ብዙ ካሉ)
cmd-tournament-variant = create: የትኛው ጨዋታ
cmd-tournament-double = create: ደርሶ መልስ ሁሉም-ከሁሉም
cmd-tournament-swiss = create: የስዊስ ሥርዓት (የFIDE የደች ድልድል፣ በየዙሩ)
cmd-tournament-rounds = create: የስዊስ ዙሮች ብዛት (ካልተሰጠ ከተሳታፊዎቹ ቁጥር ጋር ይስማማል)
cmd-tournament-deadline = create: አንድ የስዊስ ዙር ሊቆይ የሚችልባቸው ቀናት
cmd-tournament-days = create: ለአንድ እንቅስቃሴ ቀናት (1, 2, 3, 5, 7, 10, 14)
cmd-tournament-rated = create: ለደረጃ የሚቆጠሩ ጨዋታዎች
cmd-tournament-size = create: ከፍተኛው የተጫዋቾች ብዛት (ሁሉም-ከሁሉም 3-16፣ ስዊስ 4-128)
cmd-tournament-name = create: የውድድሩ ስም (ለክፍት ቦታ _)
cmd-tournament-register = create: ምዝገባ ክፍት የሚቆይባቸው ቀናት
cmd-tournament-vacation = create: እያንዳንዱ ተጫዋች ሊወስድ የሚችለው የእረፍት ቀናት
cmd-tournament-rules = create: የሕግ አማራጮች፣ በኮማ የተለዩ (/rules GAME ይመልከቱ)
cmd-tournament-player = withdraw, replace: ማንን (አዘጋጁ ብቻ)
cmd-tournament-replacement = replace: መቀመጫውን የሚይዘው ማን ነው
cmd-tournament-format = export: TRF (ካልተመረጠ የውጤት ሰሌዳው) ወይም የሁሉም ጨዋታዎች PGN
cmd-tournament-game = adjudicate: የትኛው ጨዋታ
cmd-tournament-result = adjudicate: 1-0, 0-1 ወይም draw

# /mypairings
cmd-mypairings = የውድድር ጨዋታዎችዎ እና ሰዓቶቻቸው
cmd-mypairings-more = ከ /tournament mine ጋር አንድ ነው።
cmd-mypairings-id = ይህ ውድድር ብቻ

# /setup
cmd-setup = ጃንጊ: የፈረሶችዎን እና የዝሆኖችዎን አደራደር ይምረጡ
cmd-setup-more = SETUP ጠጠሮችዎን ከግራዎ ጀምሮ ይሰይማል፤ ma ፈረስ፣ sang ዝሆን ነው: masangsangma, sangmamasang, masangmasang ወይም sangmasangma (마상상마 … ደግሞ ይነበባሉ)።
cmd-setup-arrangement = የፈረስ እና የዝሆን ቅደም ተከተል፣ ከግራዎ ጀምሮ
cmd-setup-game = የጨዋታው ቁጥር (በጨዋታው ክር ውስጥ ወይም እዚህ አንድ ጨዋታ ብቻ ካለዎት አያስፈልግም)

# /place
cmd-place = ሲትዩይን: በርካታ ጠጠሮችን በአንድ ጊዜ ያስቀምጡ
cmd-place-more = ሁሉም ወይም ምንም፤ save:NAME አደራደሩን ለሚቀጥለው ጨዋታዎ ያስቀምጣል።
cmd-place-pieces = እንደ K@e2 F@d2 ያሉ አቀማመጦች
cmd-place-saved = በዚህ ስም የተቀመጠውን አደራደር ያስቀምጡ
cmd-place-save = እነዚህን አቀማመጦች በዚህ ስም ያስቀምጡ
cmd-place-game = የጨዋታው ቁጥር (በጨዋታው ክር ውስጥ ወይም እዚህ አንድ ጨዋታ ብቻ ካለዎት አያስፈልግም)

# /arrangement
cmd-arrangement = ሲትዩይን: የተቀመጡ አደራደሮችዎ
cmd-arrangement-more = የሚቀመጡት ከመጀመሪያው ተጫዋች ወገን ነው፤ የሁለተኛው ተጫዋች ይዞራል።
cmd-arrangement-action = ይዘርዝሩ፣ ወይም አንዱን ያስቀምጡ
cmd-arrangement-name = save: የሚቀመጥበት ስም
cmd-arrangement-pieces = save: እንደ K@e2 F@d2 ያሉ አቀማመጦች

# /object
cmd-object = ሲትዩይን: የሁለተኛውን ተጫዋች ደሮች ይቃወሙ
cmd-object-more = ከአደራደሩ በኋላ ወዲያውኑ፣ አንድ ጊዜ ይፈቀዳል።
cmd-object-game = የጨዋታው ቁጥር (በጨዋታው ክር ውስጥ ወይም እዚህ አንድ ጨዋታ ብቻ ካለዎት አያስፈልግም)

# /count
cmd-count = ማክሩክ፣ ኡክ: የሰሌዳ ክብር ቆጠራን ይጀምሩ ወይም ያቁሙ
cmd-count-more = ቼክሜት ማድረግ የማይችለው ወገን ይቆጥራል፤ /rules makruk ይመልከቱ።
cmd-count-action = መጀመር ወይም ማቆም
cmd-count-game = የጨዋታው ቁጥር (በጨዋታው ክር ውስጥ ወይም እዚህ አንድ ጨዋታ ብቻ ካለዎት አያስፈልግም)

# /impasse
cmd-impasse = ሾጊ: አጣብቂኝ ይጠይቁ፣ ወይም ይቀበሉ
cmd-impasse-more = ሁለቱም ንጉሦች ወደ ተቃራኒው ክልል ከገቡ በኋላ በነጥብ ይወሰናል።
cmd-impasse-action = መጠየቅ (ካልተመረጠ) ወይም መቀበል
cmd-impasse-game = የጨዋታው ቁጥር (በጨዋታው ክር ውስጥ ወይም እዚህ አንድ ጨዋታ ብቻ ካለዎት አያስፈልግም)

# /join
cmd-join = አሽታፓዳ: በሩጫ መቀመጫዎን ይያዙ
cmd-join-more = መቀመጫዎች የሚያዙት ግብዣው በሚጠቅሳቸው ቅደም ተከተል ነው።
cmd-join-race = የትኛው ሩጫ (እዚህ ብዙ ካሉ)

# /throw
cmd-throw = አሽታፓዳ: ዛጎሎቹን ይጣሉ
cmd-throw-more = አንድ ብቻ የሚቻል እንቅስቃሴ ወዲያውኑ ይደረጋል፤ ምንም ከሌለ ተራው ያልፋል።
cmd-throw-race = የትኛው ሩጫ (እዚህ ብዙ ካሉ)

# /link
cmd-link = በDiscord፣ Matrix እና ኮንሶል ላይ አንድ ተጫዋች
cmd-link-more = /link PLATFORM [HANDLE] የግል ኮድ ይሰጣል፤ ከዚያ መለያ /link CODE በመላክ ያረጋግጣሉ። ብቻውን: መለያዎችዎ።
cmd-link-platform = እዚያ ያለዎትን መለያ ለማገናኘት ይጠይቁ
cmd-link-handle = እዚያ ያለዎት መለያ (ለምሳሌ @you:example.org)
cmd-link-code = ማረጋገጫ: ሌላኛው መለያ የተሰጠው ኮድ

# /unlink
cmd-unlink = በአንድ መድረክ ያለዎትን መለያ ያላቅቁ
cmd-unlink-more = እንደ አዲስ ይጀምራል፤ የተዋሃደው ግን ይቆያል።
cmd-unlink-platform = የትኛው

# /help
cmd-help = ትዕዛዞቹ፣ ወይም አንዱ በዝርዝር
cmd-help-command = አንድ ትዕዛዝ በዝርዝር፣ ለምሳሌ move
